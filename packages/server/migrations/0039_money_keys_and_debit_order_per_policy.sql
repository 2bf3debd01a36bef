-- Issue 29 items 6 and 7.
-- An Idempotency-Key remembers what it was sent with: a hash of the file (and the batch's options) for uploads, of
-- the claim, action and version for payouts. The same key with another file or body is refused (422), never answered
-- with the first batch or payout. Rows recorded before this migration have no hash and are replayed as before.
ALTER TABLE "import_batches" ADD COLUMN IF NOT EXISTS "request_hash" text;
--> statement-breakpoint
ALTER TABLE "mobile_money_transactions" ADD COLUMN IF NOT EXISTS "request_hash" text;
--> statement-breakpoint
-- One live debit order per policy (pending authentication or active): a second would collect the premium twice a
-- month. Existing duplicates keep their best order (active before pending, then the oldest); the others are
-- cancelled here, each with an audit event saying why.
WITH ranked AS (
  SELECT partner_guid, guid, mandate_status,
    row_number() OVER (
      PARTITION BY partner_guid, policy_guid
      ORDER BY (mandate_status = 'active') DESC, created_at, guid
    ) AS n
  FROM debit_orders
  WHERE mandate_status IN ('pending_authentication', 'active')
), cancelled AS (
  UPDATE debit_orders d SET mandate_status = 'cancelled', cancelled_at = now(), updated_at = now()
  FROM ranked r
  WHERE r.n > 1 AND d.partner_guid = r.partner_guid AND d.guid = r.guid
  RETURNING d.partner_guid, d.guid, r.mandate_status AS before_status
)
INSERT INTO audit_events (guid, partner_guid, actor_guid, actor_username, entity_type, entity_guid, action, before, after, reason)
SELECT gen_random_uuid(), partner_guid, 'system', 'system', 'debit_order', guid::text, 'delete',
  jsonb_build_object('mandate_status', before_status), jsonb_build_object('mandate_status', 'cancelled'),
  'a second live debit order on the same policy (one per policy, migration 0038)'
FROM cancelled;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "debit_orders_one_live_per_policy" ON "debit_orders" ("partner_guid", "policy_guid")
  WHERE "mandate_status" IN ('pending_authentication', 'active');
