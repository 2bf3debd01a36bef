-- SMS templates, SMS batches (blasts from a file through the import engine, bulk SMS to customers) and their
-- recipients; the outbox learns which batch recipient a message was for (at most one message per recipient).
CREATE TABLE "sms_templates" (
	"partner_guid" uuid NOT NULL REFERENCES "partners"("guid"),
	"guid" uuid NOT NULL,
	"code" text NOT NULL,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"system_generated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_templates_pkey" PRIMARY KEY ("partner_guid", "guid")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sms_templates_code_language" ON "sms_templates" ("partner_guid", "code", "language");
--> statement-breakpoint
CREATE SEQUENCE "sms_batch_number_seq";
--> statement-breakpoint
CREATE TABLE "sms_batches" (
	"partner_guid" uuid NOT NULL REFERENCES "partners"("guid"),
	"guid" uuid NOT NULL,
	"batch_number" integer DEFAULT nextval('sms_batch_number_seq') NOT NULL,
	"source" text NOT NULL,
	"import_batch_guid" uuid,
	"filename" text,
	"file_sha256" text,
	"delimiter" text,
	"msisdn_column" text,
	"text_column" text,
	"default_text" text,
	"selection" jsonb,
	"scheduled_at" timestamp with time zone,
	"reply_expected" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"invalid" integer DEFAULT 0 NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"segments" bigint DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" text,
	"created_by_guid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "sms_batches_pkey" PRIMARY KEY ("partner_guid", "guid"),
	CONSTRAINT "sms_batches_import_fkey" FOREIGN KEY ("partner_guid", "import_batch_guid")
		REFERENCES "import_batches"("partner_guid", "guid")
);
--> statement-breakpoint
CREATE INDEX "sms_batches_partner_created_idx" ON "sms_batches" ("partner_guid", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "sms_batches_partner_status_idx" ON "sms_batches" ("partner_guid", "status", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "sms_batches_repeat_idx" ON "sms_batches" ("partner_guid", "file_sha256", "created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "sms_batches_import_idx" ON "sms_batches" ("partner_guid", "import_batch_guid");
--> statement-breakpoint
-- One row per message to send, in file (or selection) order. `handed` = given to the gateway (its outbox row was
-- written in the same transaction); its delivery state is the outbox row's.
CREATE TABLE "sms_batch_recipients" (
	"partner_guid" uuid NOT NULL,
	"batch_guid" uuid NOT NULL,
	"line" integer NOT NULL,
	"msisdn" text NOT NULL,
	"text" text NOT NULL,
	"customer_guid" uuid,
	"segments" smallint NOT NULL,
	"handed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sms_batch_recipients_pkey" PRIMARY KEY ("partner_guid", "batch_guid", "line"),
	CONSTRAINT "sms_batch_recipients_batch_fkey" FOREIGN KEY ("partner_guid", "batch_guid")
		REFERENCES "sms_batches"("partner_guid", "guid") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "sms_batch_recipients_queued_idx" ON "sms_batch_recipients" ("partner_guid", "batch_guid", "line") WHERE NOT "handed";
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "batch_guid" uuid;
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "batch_line" integer;
--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_batch_line" ON "sms_outbox" ("partner_guid", "batch_guid", "batch_line") WHERE "batch_guid" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "sms_outbox_in_flight_idx" ON "sms_outbox" ("sent_at") WHERE "status" = 'sent';
