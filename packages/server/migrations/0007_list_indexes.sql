DROP INDEX "claims_partner_customer_idx";--> statement-breakpoint
DROP INDEX "claim_preauth_partner_customer_idx";--> statement-breakpoint
DROP INDEX "payments_partner_customer_idx";--> statement-breakpoint
DROP INDEX "policies_partner_customer_idx";--> statement-breakpoint
DROP INDEX "policies_partner_status_idx";--> statement-breakpoint
CREATE INDEX "payments_partner_effected_idx" ON "payments" USING btree ("partner_guid","effected_at");--> statement-breakpoint
CREATE INDEX "policies_partner_purchased_idx" ON "policies" USING btree ("partner_guid","purchased_at");--> statement-breakpoint
CREATE INDEX "claims_partner_customer_idx" ON "claims" USING btree ("partner_guid","customer_guid","received_at");--> statement-breakpoint
CREATE INDEX "claim_preauth_partner_customer_idx" ON "claim_preauthorizations" USING btree ("partner_guid","customer_guid","created_at");--> statement-breakpoint
CREATE INDEX "payments_partner_customer_idx" ON "payments" USING btree ("partner_guid","customer_guid","effected_at");--> statement-breakpoint
CREATE INDEX "policies_partner_customer_idx" ON "policies" USING btree ("partner_guid","customer_guid","purchased_at");--> statement-breakpoint
CREATE INDEX "policies_partner_status_idx" ON "policies" USING btree ("partner_guid","status","purchased_at");