-- Premiums recorded by hand, direct payment requests to a mobile wallet, proofs of payment and remittances (#14).
-- Every table is partner-owned: row-level security is added by the migrator for each partner_guid column.
CREATE TABLE "premiums" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"policy_guid" uuid NOT NULL,
	"customer_guid" uuid NOT NULL,
	"payment_guid" uuid NOT NULL,
	"prerequisite_guid" uuid,
	"amount_in_cents" bigint NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"granularity" text NOT NULL,
	"payment_type" text NOT NULL,
	"bundle_kind" text,
	"payment_method" text,
	"mno_reference" text NOT NULL,
	"effected_date" date NOT NULL,
	"status" text DEFAULT 'recorded' NOT NULL,
	"created_by" text,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	CONSTRAINT "premiums_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "premiums_policy_fk" FOREIGN KEY ("partner_guid","policy_guid") REFERENCES "policies"("partner_guid","guid"),
	CONSTRAINT "premiums_payment_fk" FOREIGN KEY ("partner_guid","payment_guid") REFERENCES "payments"("partner_guid","guid"),
	CONSTRAINT "premiums_prerequisite_fk" FOREIGN KEY ("partner_guid","prerequisite_guid") REFERENCES "premiums"("partner_guid","guid"),
	CONSTRAINT "premiums_payment_key" UNIQUE("partner_guid","payment_guid")
);
--> statement-breakpoint
CREATE INDEX "premiums_partner_policy_idx" ON "premiums" ("partner_guid","policy_guid","created_at");--> statement-breakpoint
CREATE INDEX "premiums_partner_customer_idx" ON "premiums" ("partner_guid","customer_guid","created_at");--> statement-breakpoint
CREATE INDEX "premiums_prerequisite_idx" ON "premiums" ("partner_guid","prerequisite_guid") WHERE "prerequisite_guid" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"policy_guid" uuid NOT NULL,
	"customer_guid" uuid NOT NULL,
	"msisdn" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_reference" text,
	"failure_reason" text,
	"payment_guid" uuid,
	"idempotency_key" text,
	"request_hash" text,
	"created_by" text,
	CONSTRAINT "payment_requests_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "payment_requests_policy_fk" FOREIGN KEY ("partner_guid","policy_guid") REFERENCES "policies"("partner_guid","guid"),
	CONSTRAINT "payment_requests_payment_fk" FOREIGN KEY ("partner_guid","payment_guid") REFERENCES "payments"("partner_guid","guid"),
	CONSTRAINT "payment_requests_key" UNIQUE("partner_guid","idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "payment_requests_partner_policy_idx" ON "payment_requests" ("partner_guid","policy_guid","created_at");--> statement-breakpoint
CREATE INDEX "payment_requests_pending_idx" ON "payment_requests" ("updated_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE TABLE "payment_documents" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_guid" uuid NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_by" text,
	CONSTRAINT "payment_documents_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "payment_documents_payment_fk" FOREIGN KEY ("partner_guid","payment_guid") REFERENCES "payments"("partner_guid","guid"),
	CONSTRAINT "payment_documents_storage_key_key" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE INDEX "payment_documents_partner_payment_idx" ON "payment_documents" ("partner_guid","payment_guid","created_at");--> statement-breakpoint
CREATE TABLE "remittances" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remittance_reference" text NOT NULL,
	"remitted_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"bank_reference" text,
	"note" text,
	"batch_guid" uuid,
	"created_by" text,
	CONSTRAINT "remittances_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "remittances_partner_fk" FOREIGN KEY ("partner_guid") REFERENCES "partners"("guid"),
	CONSTRAINT "remittances_reference_key" UNIQUE("partner_guid","remittance_reference")
);
--> statement-breakpoint
CREATE INDEX "remittances_partner_remitted_idx" ON "remittances" ("partner_guid","remitted_date","guid");
