-- A collection run is a job (issue #15): the call answers at once with the run, whose progress the screen reads; it
-- can be stopped, and a killed worker's run is resumed from its cursor (each chunk commits its collections, counts and
-- cursor together, and the unique (debit order, period) key keeps any collection from being created twice).
CREATE TABLE "debit_collection_runs" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"run_date" date NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"step" text DEFAULT 'expire' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"retried" integer DEFAULT 0 NOT NULL,
	"assumed_paid" integer DEFAULT 0 NOT NULL,
	"expired_mandates" integer DEFAULT 0 NOT NULL,
	"slot" integer DEFAULT 0 NOT NULL,
	"after_guid" uuid,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"error" text,
	"created_by" text,
	"created_by_guid" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "debit_collection_runs_pk" PRIMARY KEY ("partner_guid", "guid"),
	CONSTRAINT "debit_collection_runs_status_check" CHECK ("status" IN ('queued', 'running', 'completed', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX "debit_collection_runs_list_idx" ON "debit_collection_runs" ("partner_guid", "created_at" DESC, "guid");--> statement-breakpoint
-- One run at a time per partner (a second call while one runs is 409; the morning schedule skips the partner).
CREATE UNIQUE INDEX "debit_collection_runs_running_key" ON "debit_collection_runs" ("partner_guid") WHERE "status" IN ('queued', 'running');--> statement-breakpoint
-- The sweep finds runs a killed worker left behind.
CREATE INDEX "debit_collection_runs_stale_idx" ON "debit_collection_runs" ("updated_at") WHERE "status" IN ('queued', 'running');
