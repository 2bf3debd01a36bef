CREATE TABLE "idempotency_keys" (
	"partner_guid" uuid NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_partner_guid_scope_key_pk" PRIMARY KEY("partner_guid","scope","key")
);
--> statement-breakpoint
CREATE TABLE "policy_notes" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"policy_guid" uuid NOT NULL,
	"note_type" text DEFAULT 'General' NOT NULL,
	"note" text NOT NULL,
	"created_by" text,
	CONSTRAINT "policy_notes_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE TABLE "policy_number_sequences" (
	"partner_guid" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "policy_number_sequences_partner_guid_year_pk" PRIMARY KEY("partner_guid","year")
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_guid" uuid NOT NULL,
	"product_guid" uuid NOT NULL,
	"policy_guid" uuid,
	"start_date" date NOT NULL,
	"premium_cents" integer NOT NULL,
	"granularity" text NOT NULL,
	"benefit_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" text,
	CONSTRAINT "quotations_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_partner_guid_partners_guid_fk" FOREIGN KEY ("partner_guid") REFERENCES "public"."partners"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_notes" ADD CONSTRAINT "policy_notes_partner_guid_policy_guid_policies_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","policy_guid") REFERENCES "public"."policies"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_number_sequences" ADD CONSTRAINT "policy_number_sequences_partner_guid_partners_guid_fk" FOREIGN KEY ("partner_guid") REFERENCES "public"."partners"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_partner_guid_customer_guid_customers_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","customer_guid") REFERENCES "public"."customers"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_partner_guid_product_guid_products_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","product_guid") REFERENCES "public"."products"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_partner_guid_policy_guid_policies_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","policy_guid") REFERENCES "public"."policies"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_notes_partner_policy_idx" ON "policy_notes" USING btree ("partner_guid","policy_guid","created_at");--> statement-breakpoint
CREATE INDEX "quotations_partner_customer_idx" ON "quotations" USING btree ("partner_guid","customer_guid","created_at");