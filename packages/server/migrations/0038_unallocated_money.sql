-- Unallocated money (issue 29): money from a file, gateway or bank answer that could not be applied to a policy (no
-- policy has the number given, or the policy is out of cover), held for the partner until a finance officer matches
-- it to a policy (a payment is then recorded) or marks it for refund. One entry per MNO reference of the partner.
-- Row-level security is applied by migrate (the table has partner_guid).
CREATE TABLE "unallocated_money" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mno_reference" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"effected_date" date NOT NULL,
	"payer_msisdn" text,
	"payer_name" text,
	"policy_number" text,
	"reason" text NOT NULL,
	"reason_params" jsonb,
	"source" text NOT NULL,
	"batch_guid" uuid,
	"line" integer,
	"status" text DEFAULT 'unallocated' NOT NULL,
	"policy_guid" uuid,
	"payment_guid" uuid,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	CONSTRAINT "unallocated_money_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "unallocated_money_amount_check" CHECK ("amount_cents" > 0),
	CONSTRAINT "unallocated_money_status_check" CHECK (
		("status" = 'unallocated' AND "decided_at" IS NULL)
		OR ("status" = 'matched' AND "policy_guid" IS NOT NULL AND "payment_guid" IS NOT NULL AND "decided_at" IS NOT NULL)
		OR ("status" = 'refund' AND "decided_at" IS NOT NULL AND "decision_note" IS NOT NULL)
	),
	CONSTRAINT "unallocated_money_policy_fk" FOREIGN KEY ("partner_guid","policy_guid") REFERENCES "policies"("partner_guid","guid")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "unallocated_money_reference_key" ON "unallocated_money" ("partner_guid", "mno_reference");--> statement-breakpoint
CREATE INDEX "unallocated_money_status_idx" ON "unallocated_money" ("partner_guid", "status", "created_at" DESC, "guid" DESC);--> statement-breakpoint
CREATE INDEX "unallocated_money_created_idx" ON "unallocated_money" ("partner_guid", "created_at" DESC, "guid" DESC);
