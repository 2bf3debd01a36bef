-- Reports: export runs (jobs with progress and a stored file), custom and uploaded report definitions, scheduled
-- deliveries, and the indexes the period reports read by.
CREATE TABLE "report_runs" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_sub" text NOT NULL,
	"report" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"language" text NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"filename" text,
	"storage_key" text,
	"size_bytes" bigint,
	"error" text,
	"deliver_to" text,
	"schedule_guid" uuid,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "report_runs_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE INDEX "report_runs_user_idx" ON "report_runs" ("partner_guid", "user_sub", "created_at");--> statement-breakpoint
CREATE INDEX "report_runs_pending_idx" ON "report_runs" ("created_at") WHERE "status" IN ('queued', 'running');--> statement-breakpoint
CREATE TABLE "custom_reports" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"origin" text DEFAULT 'custom' NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"dataset" text NOT NULL,
	"columns" jsonb NOT NULL,
	"filters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"group_by" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sums" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	CONSTRAINT "custom_reports_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE INDEX "custom_reports_list_idx" ON "custom_reports" ("partner_guid", "origin", "updated_at");--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_sub" text NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"report" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"frequency" text NOT NULL,
	"status" text,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	CONSTRAINT "report_schedules_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE INDEX "report_schedules_user_idx" ON "report_schedules" ("partner_guid", "user_sub");--> statement-breakpoint
CREATE INDEX "report_schedules_due_idx" ON "report_schedules" ("next_run_at");--> statement-breakpoint
CREATE INDEX "customers_partner_created_idx" ON "customers" ("partner_guid", "created_at");--> statement-breakpoint
CREATE INDEX "claims_partner_received_idx" ON "claims" ("partner_guid", "received_at");--> statement-breakpoint
CREATE INDEX "claims_partner_decided_idx" ON "claims" ("partner_guid", "decided_at") WHERE "decided_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "claim_preauth_partner_created_idx" ON "claim_preauthorizations" ("partner_guid", "created_at");--> statement-breakpoint
CREATE INDEX "mmt_partner_status_updated_idx" ON "mobile_money_transactions" ("partner_guid", "status", "updated_at");
--> statement-breakpoint
-- The internal dashboard's job counts per queue: pg-boss's table is outside the app role's reach, so this function
-- (owned by the migrating role) answers only counts, and nothing when pg-boss has not created its schema yet.
CREATE OR REPLACE FUNCTION report_queue_counts() RETURNS TABLE(queue text, waiting bigint, running bigint, failed bigint)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $fn$
BEGIN
  IF to_regclass('pgboss.job') IS NULL THEN RETURN; END IF;
  RETURN QUERY EXECUTE 'select name::text, count(*) filter (where state in (''created'', ''retry'')),
    count(*) filter (where state = ''active''), count(*) filter (where state = ''failed'')
    from pgboss.job group by name order by name';
END $fn$;
