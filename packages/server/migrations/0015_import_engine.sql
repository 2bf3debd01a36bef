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
-- The payment dashboard: counts and sums per partner, day (UTC) and status kept by statement-level triggers (one
-- grouped upsert per statement, so a bulk insert of a million payments costs one pass), read in days × statuses rows.
CREATE TABLE "payment_daily_totals" (
	"partner_guid" uuid NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_daily_totals_pkey" PRIMARY KEY ("partner_guid", "day", "status")
);
--> statement-breakpoint
CREATE FUNCTION payment_daily_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO payment_daily_totals AS t (partner_guid, day, status, count, amount_cents)
    SELECT partner_guid, (effected_at AT TIME ZONE 'UTC')::date,
      CASE WHEN payment_type = 'refund' THEN 'refunded' ELSE status END, -count(*), -sum(amount_cents)
    FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (partner_guid, day, status) DO UPDATE
      SET count = t.count + excluded.count, amount_cents = t.amount_cents + excluded.amount_cents;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO payment_daily_totals AS t (partner_guid, day, status, count, amount_cents)
    SELECT partner_guid, (effected_at AT TIME ZONE 'UTC')::date,
      CASE WHEN payment_type = 'refund' THEN 'refunded' ELSE status END, count(*), sum(amount_cents)
    FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (partner_guid, day, status) DO UPDATE
      SET count = t.count + excluded.count, amount_cents = t.amount_cents + excluded.amount_cents;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_daily_totals_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_daily_totals_apply();
--> statement-breakpoint
CREATE TRIGGER payments_daily_totals_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_daily_totals_apply();
--> statement-breakpoint
CREATE TRIGGER payments_daily_totals_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_daily_totals_apply();
--> statement-breakpoint
INSERT INTO payment_daily_totals (partner_guid, day, status, count, amount_cents)
SELECT partner_guid, (effected_at AT TIME ZONE 'UTC')::date,
  CASE WHEN payment_type = 'refund' THEN 'refunded' ELSE status END, count(*), sum(amount_cents)
FROM payments GROUP BY 1, 2, 3;
