CREATE TABLE "claim_callbacks" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_guid" uuid NOT NULL,
	"msisdn" text NOT NULL,
	"notes" text,
	"status" text DEFAULT 'open' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_reason" text,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	CONSTRAINT "claim_callbacks_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE TABLE "claim_reference_counters" (
	"partner_guid" uuid NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "claim_reference_counters_partner_guid_year_pk" PRIMARY KEY("partner_guid","year")
);
--> statement-breakpoint
CREATE TABLE "claim_benefit_usages" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_guid" uuid NOT NULL,
	"policy_guid" uuid NOT NULL,
	"beneficiary_guid" uuid NOT NULL,
	"benefit_name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_by" text,
	CONSTRAINT "claim_benefit_usages_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE TABLE "claim_expenses" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_guid" uuid NOT NULL,
	"description" text NOT NULL,
	"category" text,
	"quantity" integer NOT NULL,
	"unit_amount_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "claim_expenses_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE TABLE "mobile_money_transactions" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_guid" uuid NOT NULL,
	"msisdn" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency_code" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"provider_reference" text,
	"retry_of_guid" uuid,
	"requested_by" text,
	"response" jsonb,
	"response_status" integer,
	CONSTRAINT "mobile_money_transactions_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "mmt_partner_idempotency_key" UNIQUE("partner_guid","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "claim_preauthorizations" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_guid" uuid NOT NULL,
	"policy_guid" uuid NOT NULL,
	"dependant_guid" uuid,
	"person_affected" text NOT NULL,
	"hospital_name" text NOT NULL,
	"admission_date" date NOT NULL,
	"expected_discharge_date" date,
	"condition" text NOT NULL,
	"hospitalization_reason" text,
	"requested_amount_cents" integer NOT NULL,
	"approved_amount_cents" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"notes" text,
	"claim_guid" uuid,
	"created_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "claim_preauthorizations_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "approved_by" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "documents_due_date" date;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "documents_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "preauthorization_guid" uuid;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "ussd_initiated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "ignore_max_days" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "assessment" jsonb;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "complex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "tag" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "facility" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "facility_code" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "lawyer" jsonb;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claim_callbacks" ADD CONSTRAINT "claim_callbacks_partner_guid_claim_guid_claims_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","claim_guid") REFERENCES "public"."claims"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_benefit_usages" ADD CONSTRAINT "claim_benefit_usages_partner_guid_claim_guid_claims_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","claim_guid") REFERENCES "public"."claims"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_expenses" ADD CONSTRAINT "claim_expenses_partner_guid_claim_guid_claims_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","claim_guid") REFERENCES "public"."claims"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_money_transactions" ADD CONSTRAINT "mobile_money_transactions_partner_guid_claim_guid_claims_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","claim_guid") REFERENCES "public"."claims"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_preauthorizations" ADD CONSTRAINT "claim_preauthorizations_partner_guid_customer_guid_customers_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","customer_guid") REFERENCES "public"."customers"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_preauthorizations" ADD CONSTRAINT "claim_preauthorizations_partner_guid_policy_guid_policies_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","policy_guid") REFERENCES "public"."policies"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_callbacks_partner_status_idx" ON "claim_callbacks" USING btree ("partner_guid","status","requested_at");--> statement-breakpoint
CREATE INDEX "claim_callbacks_partner_claim_idx" ON "claim_callbacks" USING btree ("partner_guid","claim_guid");--> statement-breakpoint
CREATE INDEX "claim_usages_partner_beneficiary_idx" ON "claim_benefit_usages" USING btree ("partner_guid","beneficiary_guid","policy_guid");--> statement-breakpoint
CREATE INDEX "claim_usages_partner_claim_idx" ON "claim_benefit_usages" USING btree ("partner_guid","claim_guid");--> statement-breakpoint
CREATE INDEX "claim_expenses_partner_claim_idx" ON "claim_expenses" USING btree ("partner_guid","claim_guid","position");--> statement-breakpoint
CREATE INDEX "mmt_partner_claim_idx" ON "mobile_money_transactions" USING btree ("partner_guid","claim_guid","created_at");--> statement-breakpoint
CREATE INDEX "claim_preauth_partner_customer_idx" ON "claim_preauthorizations" USING btree ("partner_guid","customer_guid");--> statement-breakpoint
CREATE INDEX "claim_preauth_partner_status_idx" ON "claim_preauthorizations" USING btree ("partner_guid","status","created_at");--> statement-breakpoint
CREATE INDEX "claims_partner_type_status_idx" ON "claims" USING btree ("partner_guid","type","status","received_at");--> statement-breakpoint
CREATE INDEX "claims_partner_reference_prefix_idx" ON "claims" USING btree ("partner_guid","claim_reference" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "claims_partner_reference_suffix_idx" ON "claims" USING btree ("partner_guid",reverse("claim_reference") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "claims_due_idx" ON "claims" USING btree ("status","documents_due_date");--> statement-breakpoint
CREATE INDEX "claims_partner_complex_idx" ON "claims" USING btree ("partner_guid","complex","status","received_at");--> statement-breakpoint
CREATE INDEX "claims_partner_facility_idx" ON "claims" USING btree ("partner_guid","facility_code");