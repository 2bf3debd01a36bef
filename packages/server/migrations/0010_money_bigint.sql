-- Money is bigint end to end: in XOF or UGX a real claim passes 21 million units, beyond int4's 2,147,483,647 cents.
-- Counts, days, ages and versions stay integer (the contract bounds them to int4).
ALTER TABLE "claims" ALTER COLUMN "claim_amount_cents" SET DATA TYPE bigint, ALTER COLUMN "benefit_amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "claim_benefit_usages" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "claim_expenses" ALTER COLUMN "unit_amount_cents" SET DATA TYPE bigint, ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "mobile_money_transactions" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "claim_preauthorizations" ALTER COLUMN "requested_amount_cents" SET DATA TYPE bigint, ALTER COLUMN "approved_amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "policies" ALTER COLUMN "premium_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "quotations" ALTER COLUMN "premium_cents" SET DATA TYPE bigint, ALTER COLUMN "benefit_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "extended_membership_premiums" ALTER COLUMN "amount_in_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "product_benefits" ALTER COLUMN "amount_benefit" SET DATA TYPE bigint, ALTER COLUMN "max_amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "product_premiums" ALTER COLUMN "amount_in_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "hospital_benefit_amount" SET DATA TYPE bigint, ALTER COLUMN "fixed_indemnity_amount" SET DATA TYPE bigint;
