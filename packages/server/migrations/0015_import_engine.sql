-- The import engine (platform/imports): one batch per uploaded file of rows, its rows staged with COPY.
CREATE TABLE "import_batches" (
	"partner_guid" uuid NOT NULL REFERENCES "partners"("guid"),
	"guid" uuid NOT NULL,
	"kind" text NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_type" text NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dry_run" boolean NOT NULL,
	"status" text NOT NULL,
	"step" text NOT NULL,
	"staged" boolean DEFAULT false NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"valid" integer DEFAULT 0 NOT NULL,
	"invalid" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"already" integer DEFAULT 0 NOT NULL,
	"applied" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"error_params" jsonb,
	"created_by" text,
	"created_by_guid" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_batches_pkey" PRIMARY KEY ("partner_guid", "guid")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "import_batches_idempotency_key" ON "import_batches" ("partner_guid", "kind", "idempotency_key");
--> statement-breakpoint
CREATE INDEX "import_batches_partner_kind_idx" ON "import_batches" ("partner_guid", "kind", "created_at" DESC);
--> statement-breakpoint
-- No partner_guid column on purpose: PostgreSQL refuses COPY FROM into a table with row-level security, so staged
-- rows are reached only through their batch (which carries the partner and its policy). batch_guid is a uuidv7.
CREATE TABLE "import_rows" (
	"batch_guid" uuid NOT NULL,
	"line" integer NOT NULL,
	"row_key" text,
	"data" jsonb NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"reason_params" jsonb,
	CONSTRAINT "import_rows_pkey" PRIMARY KEY ("batch_guid", "line")
);
--> statement-breakpoint
CREATE INDEX "import_rows_batch_status_idx" ON "import_rows" ("batch_guid", "status", "line");
--> statement-breakpoint
-- The payment dashboard sums a date range by status: an index-only scan over (partner, effected_at) with the summed columns.
CREATE INDEX "payments_partner_effected_status_idx" ON "payments" ("partner_guid", "effected_at") INCLUDE ("status", "payment_type", "amount_cents");
