-- The role dashboards' work queues (issue 13): each count reads an index of its own.
-- Failed payouts waiting for finance (claims whose payout the gateway reported failed).
CREATE INDEX IF NOT EXISTS "claims_partner_failed_payout_idx" ON "claims" USING btree ("partner_guid","received_at") WHERE "payment_status" = 'failed';--> statement-breakpoint
-- The agent's recent customers (on the partitioned parent: every partner's partition gets it).
CREATE INDEX IF NOT EXISTS "customers_partner_created_idx" ON "customers" USING btree ("partner_guid","created_at");--> statement-breakpoint
-- The admin's failed imports.
CREATE INDEX IF NOT EXISTS "import_batches_partner_failed_idx" ON "import_batches" USING btree ("partner_guid","created_at") WHERE "status" = 'failed';
