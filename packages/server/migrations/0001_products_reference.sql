-- Trigram search on hospital and diagnosis names (trusted extension: no superuser needed on PostgreSQL >= 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "extended_membership_configs" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_guid" uuid NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"max_members" integer DEFAULT 0 NOT NULL,
	"allowed_relationships" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "extended_membership_configs_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "extended_membership_configs_product_key" UNIQUE("partner_guid","product_guid")
);
--> statement-breakpoint
CREATE TABLE "extended_membership_premiums" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_guid" uuid NOT NULL,
	"relationship" text NOT NULL,
	"minimum_age" integer NOT NULL,
	"maximum_age" integer NOT NULL,
	"amount_in_cents" integer NOT NULL,
	"granularity" text NOT NULL,
	CONSTRAINT "extended_membership_premiums_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE TABLE "group_product_configs" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_guid" uuid NOT NULL,
	"min_members" integer NOT NULL,
	"max_members" integer NOT NULL,
	"allow_dependants" boolean DEFAULT true NOT NULL,
	CONSTRAINT "group_product_configs_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "group_product_configs_product_key" UNIQUE("partner_guid","product_guid")
);
--> statement-breakpoint
CREATE TABLE "membership_configs" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_guid" uuid NOT NULL,
	"max_dependants" integer NOT NULL,
	"max_spouses" integer NOT NULL,
	"max_children" integer NOT NULL,
	"child_max_age" integer NOT NULL,
	CONSTRAINT "membership_configs_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "membership_configs_product_key" UNIQUE("partner_guid","product_guid")
);
--> statement-breakpoint
CREATE TABLE "product_benefits" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_guid" uuid NOT NULL,
	"benefit_type" text NOT NULL,
	"name" text NOT NULL,
	"amount_benefit" integer NOT NULL,
	"max_amount" integer,
	"cashback_percentage" integer,
	CONSTRAINT "product_benefits_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE TABLE "product_premiums" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_guid" uuid NOT NULL,
	"amount_in_cents" integer NOT NULL,
	"granularity" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_premiums_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"swift_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banks_country_code_key" UNIQUE("country_code","code")
);
--> statement-breakpoint
CREATE TABLE "claim_conditions" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "claim_conditions_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "claim_conditions_partner_code_key" UNIQUE("partner_guid","code")
);
--> statement-breakpoint
CREATE TABLE "claim_rejection_reasons" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "claim_rejection_reasons_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "claim_rejection_reasons_partner_code_key" UNIQUE("partner_guid","code")
);
--> statement-breakpoint
CREATE TABLE "health_diagnoses" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "health_diagnoses_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "health_diagnoses_partner_code_key" UNIQUE("partner_guid","code")
);
--> statement-breakpoint
CREATE TABLE "hospitals" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"town" text,
	CONSTRAINT "hospitals_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "hospitals_partner_code_key" UNIQUE("partner_guid","code")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "paid" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "extended_membership_configs" ADD CONSTRAINT "extended_membership_configs_partner_guid_product_guid_products_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","product_guid") REFERENCES "public"."products"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extended_membership_premiums" ADD CONSTRAINT "extended_membership_premiums_partner_guid_product_guid_products_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","product_guid") REFERENCES "public"."products"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_product_configs" ADD CONSTRAINT "group_product_configs_partner_guid_product_guid_products_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","product_guid") REFERENCES "public"."products"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_configs" ADD CONSTRAINT "membership_configs_partner_guid_product_guid_products_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","product_guid") REFERENCES "public"."products"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_benefits" ADD CONSTRAINT "product_benefits_partner_guid_product_guid_products_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","product_guid") REFERENCES "public"."products"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_premiums" ADD CONSTRAINT "product_premiums_partner_guid_product_guid_products_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","product_guid") REFERENCES "public"."products"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_conditions" ADD CONSTRAINT "claim_conditions_partner_guid_partners_guid_fk" FOREIGN KEY ("partner_guid") REFERENCES "public"."partners"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_rejection_reasons" ADD CONSTRAINT "claim_rejection_reasons_partner_guid_partners_guid_fk" FOREIGN KEY ("partner_guid") REFERENCES "public"."partners"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_diagnoses" ADD CONSTRAINT "health_diagnoses_partner_guid_partners_guid_fk" FOREIGN KEY ("partner_guid") REFERENCES "public"."partners"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_partner_guid_partners_guid_fk" FOREIGN KEY ("partner_guid") REFERENCES "public"."partners"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extended_membership_premiums_product_idx" ON "extended_membership_premiums" USING btree ("partner_guid","product_guid");--> statement-breakpoint
CREATE INDEX "product_benefits_product_idx" ON "product_benefits" USING btree ("partner_guid","product_guid");--> statement-breakpoint
CREATE INDEX "product_premiums_product_idx" ON "product_premiums" USING btree ("partner_guid","product_guid");--> statement-breakpoint
CREATE INDEX "health_diagnoses_name_trgm_idx" ON "health_diagnoses" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "health_diagnoses_code_prefix_idx" ON "health_diagnoses" USING btree ("partner_guid",lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "health_diagnoses_partner_name_idx" ON "health_diagnoses" USING btree ("partner_guid",(lower("name") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "hospitals_name_trgm_idx" ON "hospitals" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hospitals_code_prefix_idx" ON "hospitals" USING btree ("partner_guid",lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "hospitals_partner_name_idx" ON "hospitals" USING btree ("partner_guid",(lower("name") COLLATE "C"));--> statement-breakpoint
-- Shared reference data: the main banks of Kenya and Côte d'Ivoire.
INSERT INTO "banks" ("guid", "country_code", "code", "name", "swift_code") VALUES
  (gen_random_uuid(), 'KE', '01', 'KCB Bank Kenya', 'KCBLKENX'),
  (gen_random_uuid(), 'KE', '02', 'Standard Chartered Bank Kenya', 'SCBLKENX'),
  (gen_random_uuid(), 'KE', '03', 'Absa Bank Kenya', 'BARCKENX'),
  (gen_random_uuid(), 'KE', '07', 'NCBA Bank Kenya', 'CBAFKENX'),
  (gen_random_uuid(), 'KE', '11', 'Co-operative Bank of Kenya', 'KCOOKENA'),
  (gen_random_uuid(), 'KE', '31', 'Stanbic Bank Kenya', 'SBICKENX'),
  (gen_random_uuid(), 'KE', '57', 'I&M Bank', 'IMBLKENA'),
  (gen_random_uuid(), 'KE', '63', 'Diamond Trust Bank Kenya', 'DTKEKENA'),
  (gen_random_uuid(), 'KE', '68', 'Equity Bank Kenya', 'EQBLKENA'),
  (gen_random_uuid(), 'KE', '70', 'Family Bank', 'FABLKENA'),
  (gen_random_uuid(), 'CI', 'SGCI', 'Société Générale Côte d''Ivoire', 'SGCICIAB'),
  (gen_random_uuid(), 'CI', 'ECOBANK', 'Ecobank Côte d''Ivoire', 'ECOCCIAB'),
  (gen_random_uuid(), 'CI', 'BICICI', 'Banque Internationale pour le Commerce et l''Industrie de Côte d''Ivoire', 'BICICIAB'),
  (gen_random_uuid(), 'CI', 'SIB', 'Société Ivoirienne de Banque', 'SIBCCIAB'),
  (gen_random_uuid(), 'CI', 'BACI', 'Banque Atlantique Côte d''Ivoire', 'ATCICIAB'),
  (gen_random_uuid(), 'CI', 'BOACI', 'Bank of Africa Côte d''Ivoire', 'AFRICIAB'),
  (gen_random_uuid(), 'CI', 'NSIA', 'NSIA Banque Côte d''Ivoire', NULL),
  (gen_random_uuid(), 'CI', 'CORIS', 'Coris Bank International Côte d''Ivoire', NULL)
ON CONFLICT DO NOTHING;
