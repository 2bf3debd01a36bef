-- Named steps with counts on import batches (loyalty shows reading … reporting); empty for imports without them.
ALTER TABLE "import_batches" ADD COLUMN "stages" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
-- A partner's loyalty settings: the product given free, the spend that earns it, how many days a period lasts.
CREATE TABLE "loyalty_settings" (
	"partner_guid" uuid NOT NULL REFERENCES "partners"("guid"),
	"product_guid" uuid NOT NULL,
	"spend_threshold_cents" bigint NOT NULL CHECK ("spend_threshold_cents" > 0),
	"period_days" integer NOT NULL CHECK ("period_days" BETWEEN 1 AND 366),
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_settings_pkey" PRIMARY KEY ("partner_guid"),
	CONSTRAINT "loyalty_settings_product_fk" FOREIGN KEY ("partner_guid", "product_guid")
		REFERENCES "products"("partner_guid", "guid")
);
--> statement-breakpoint
-- One loyalty run per import batch: the settings it ran with (fixed when it starts, so a resumed run keeps them).
CREATE TABLE "loyalty_runs" (
	"partner_guid" uuid NOT NULL REFERENCES "partners"("guid"),
	"batch_guid" uuid NOT NULL,
	"mode" text NOT NULL,
	"product_guid" uuid NOT NULL,
	"spend_threshold_cents" bigint NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"backed_up" integer DEFAULT 0 NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_runs_pkey" PRIMARY KEY ("partner_guid", "batch_guid"),
	CONSTRAINT "loyalty_runs_batch_fk" FOREIGN KEY ("partner_guid", "batch_guid")
		REFERENCES "import_batches"("partner_guid", "guid"),
	CONSTRAINT "loyalty_runs_product_fk" FOREIGN KEY ("partner_guid", "product_guid")
		REFERENCES "products"("partner_guid", "guid")
);
--> statement-breakpoint
-- The backup: each change a run made, with the policy's state before it (null for a granted policy), so undo restores it.
CREATE TABLE "loyalty_allocations" (
	"partner_guid" uuid NOT NULL REFERENCES "partners"("guid"),
	"batch_guid" uuid NOT NULL,
	"row_key" text NOT NULL,
	"customer_guid" uuid NOT NULL,
	"policy_guid" uuid NOT NULL,
	"action" text NOT NULL CHECK ("action" IN ('granted', 'renewed')),
	"before" jsonb,
	"spend_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_allocations_pkey" PRIMARY KEY ("partner_guid", "batch_guid", "row_key"),
	CONSTRAINT "loyalty_allocations_run_fk" FOREIGN KEY ("partner_guid", "batch_guid")
		REFERENCES "loyalty_runs"("partner_guid", "batch_guid"),
	CONSTRAINT "loyalty_allocations_policy_fk" FOREIGN KEY ("partner_guid", "policy_guid")
		REFERENCES "policies"("partner_guid", "guid")
);
--> statement-breakpoint
CREATE INDEX "loyalty_allocations_policy_idx" ON "loyalty_allocations" ("partner_guid", "policy_guid");
--> statement-breakpoint
-- Which row key of an onboarding file became which customer and policy: a key is onboarded once.
CREATE TABLE "onboarding_entries" (
	"partner_guid" uuid NOT NULL REFERENCES "partners"("guid"),
	"row_key" text NOT NULL,
	"batch_guid" uuid NOT NULL,
	"line" integer NOT NULL,
	"customer_guid" uuid NOT NULL,
	"policy_guid" uuid NOT NULL,
	"customer_created" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_entries_pkey" PRIMARY KEY ("partner_guid", "row_key"),
	CONSTRAINT "onboarding_entries_batch_fk" FOREIGN KEY ("partner_guid", "batch_guid")
		REFERENCES "import_batches"("partner_guid", "guid"),
	CONSTRAINT "onboarding_entries_customer_fk" FOREIGN KEY ("partner_guid", "customer_guid")
		REFERENCES "customers"("partner_guid", "guid"),
	CONSTRAINT "onboarding_entries_policy_fk" FOREIGN KEY ("partner_guid", "policy_guid")
		REFERENCES "policies"("partner_guid", "guid")
);
--> statement-breakpoint
CREATE INDEX "onboarding_entries_batch_idx" ON "onboarding_entries" ("partner_guid", "batch_guid", "line");
