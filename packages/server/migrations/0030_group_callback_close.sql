-- A group callback is closed with a reason (who, when, why), like a claim callback; an open one has none of these.
ALTER TABLE "group_callbacks" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "group_callbacks" ADD COLUMN "closed_by" text;--> statement-breakpoint
ALTER TABLE "group_callbacks" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "group_callbacks" ADD CONSTRAINT "group_callbacks_closed_check" CHECK (
  ("status" = 'open' AND "closed_at" IS NULL) OR ("status" = 'closed' AND "closed_at" IS NOT NULL AND "closed_reason" IS NOT NULL)
);
