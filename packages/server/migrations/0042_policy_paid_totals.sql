-- Issue 31: what was paid on each policy, owned by the payments module and read by the policies module (a policy's
-- standing, its refund on cancellation, its paid-up date) without reaching into the payments table. Premiums received:
-- succeeded payments, refunds not counted, at most 2^53 − 1 cents (what a JSON number holds exactly). The view runs
-- with the reader's rights (security_invoker), so row-level security scopes it to the reader's partner as before;
-- a filter on partner_guid and policy_guid reaches the payments index through the grouping.
CREATE OR REPLACE VIEW "policy_paid_totals" WITH (security_invoker = true) AS
  SELECT "partner_guid", "policy_guid", least(coalesce(sum("amount_cents"), 0), 9007199254740991)::bigint AS "paid_cents"
  FROM "payments"
  WHERE "status" = 'succeeded' AND "payment_type" <> 'refund'
  GROUP BY "partner_guid", "policy_guid";
