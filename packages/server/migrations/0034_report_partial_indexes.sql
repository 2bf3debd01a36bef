-- Report speed (issue 18): the refunds and web agents reports read the few payments of their kind in a period; at
-- 5,000,000 payments a month holds some 400,000 of every kind, which both walked to find a handful (0.6–1.4 s for a
-- first page). Partial indexes hold only the refunds and the payments recorded by hand.
CREATE INDEX IF NOT EXISTS "payments_refunds_idx" ON "payments" ("partner_guid", "effected_at")
  WHERE "payment_type" = 'refund';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_by_hand_idx" ON "payments" ("partner_guid", "effected_at")
  WHERE "channel" = 'WebClient';
