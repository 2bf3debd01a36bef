CREATE TABLE "bank_details" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_guid" uuid NOT NULL,
	"bank_name" text NOT NULL,
	"bank_code" text,
	"branch_code" text,
	"account_holder" text NOT NULL,
	"account_number" text NOT NULL,
	"account_type" text DEFAULT 'savings' NOT NULL,
	"mandate_reference" text NOT NULL,
	CONSTRAINT "bank_details_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE TABLE "beneficiaries" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_guid" uuid NOT NULL,
	"full_name" text NOT NULL,
	"relationship" text,
	"msisdn" text,
	"national_id" text,
	"date_of_birth" date,
	"percentage" integer DEFAULT 100 NOT NULL,
	CONSTRAINT "beneficiaries_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE TABLE "customer_files" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_guid" uuid NOT NULL,
	"type" text NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	CONSTRAINT "customer_files_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE TABLE "dependants" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_guid" uuid NOT NULL,
	"full_name" text NOT NULL,
	"relationship" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date,
	"national_id" text,
	"msisdn" text,
	CONSTRAINT "dependants_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_guid" uuid,
	"msisdn" text NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_reference" text,
	"error" text,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "sms_outbox_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "loyalty_registered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "kyc_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "kyc_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "kyc_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "kyc_reason" text;--> statement-breakpoint
ALTER TABLE "bank_details" ADD CONSTRAINT "bank_details_partner_guid_customer_guid_customers_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","customer_guid") REFERENCES "public"."customers"("partner_guid","guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_partner_guid_customer_guid_customers_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","customer_guid") REFERENCES "public"."customers"("partner_guid","guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_files" ADD CONSTRAINT "customer_files_partner_guid_customer_guid_customers_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","customer_guid") REFERENCES "public"."customers"("partner_guid","guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependants" ADD CONSTRAINT "dependants_partner_guid_customer_guid_customers_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","customer_guid") REFERENCES "public"."customers"("partner_guid","guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_details_partner_customer_idx" ON "bank_details" USING btree ("partner_guid","customer_guid");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_details_mandate_reference_key" ON "bank_details" USING btree ("mandate_reference");--> statement-breakpoint
CREATE INDEX "beneficiaries_partner_customer_idx" ON "beneficiaries" USING btree ("partner_guid","customer_guid");--> statement-breakpoint
CREATE INDEX "customer_files_partner_customer_idx" ON "customer_files" USING btree ("partner_guid","customer_guid");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_files_storage_key_key" ON "customer_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "dependants_partner_customer_idx" ON "dependants" USING btree ("partner_guid","customer_guid");--> statement-breakpoint
CREATE INDEX "sms_outbox_partner_customer_idx" ON "sms_outbox" USING btree ("partner_guid","customer_guid","created_at");