-- Group schemes (SPEC §7 "Groups"): groups, their temporary members, registration runs, sales callbacks and group
-- payments (split into ordinary payments). Row-level security is applied to every table with partner_guid by migrate.
CREATE TABLE "groups" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"group_type" text NOT NULL,
	"product_guid" uuid NOT NULL,
	"premium_cents" bigint NOT NULL,
	"granularity" text NOT NULL,
	"start_date" date NOT NULL,
	"contact_name" text NOT NULL,
	"contact_msisdn" text NOT NULL,
	"contact_email" text,
	"status" text DEFAULT 'pre_registered' NOT NULL,
	"created_by" text,
	"created_by_guid" text,
	CONSTRAINT "groups_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "groups_product_fk" FOREIGN KEY ("partner_guid","product_guid") REFERENCES "products"("partner_guid","guid")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "groups_name_key" ON "groups" ("partner_guid", lower("name"));--> statement-breakpoint
CREATE INDEX "groups_partner_created_idx" ON "groups" ("partner_guid", "created_at" DESC, "guid" DESC);--> statement-breakpoint
CREATE INDEX "groups_partner_creator_idx" ON "groups" ("partner_guid", "created_by_guid", "created_at" DESC);--> statement-breakpoint
CREATE TABLE "group_temp_members" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"group_guid" uuid NOT NULL,
	"kind" text NOT NULL,
	"principal_guid" uuid,
	"full_name" text,
	"msisdn" text,
	"date_of_birth" date,
	"national_id" text,
	"gender" text,
	"relationship" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"customer_guid" uuid,
	"dependant_guid" uuid,
	"policy_guid" uuid,
	CONSTRAINT "group_temp_members_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "group_temp_members_group_fk" FOREIGN KEY ("partner_guid","group_guid") REFERENCES "groups"("partner_guid","guid") ON DELETE CASCADE,
	CONSTRAINT "group_temp_members_principal_fk" FOREIGN KEY ("partner_guid","principal_guid") REFERENCES "group_temp_members"("partner_guid","guid") ON DELETE CASCADE,
	CONSTRAINT "group_temp_members_kind_check" CHECK ("kind" IN ('principal', 'dependant') AND ("kind" = 'principal') = ("principal_guid" IS NULL))
);
--> statement-breakpoint
-- One principal per phone number in a group (the members file's key); dependants listed under their principal.
CREATE UNIQUE INDEX "group_temp_members_msisdn_key" ON "group_temp_members" ("partner_guid", "group_guid", "msisdn") WHERE "kind" = 'principal';--> statement-breakpoint
CREATE UNIQUE INDEX "group_temp_members_dependant_key" ON "group_temp_members" ("partner_guid", "principal_guid", lower("full_name")) WHERE "kind" = 'dependant';--> statement-breakpoint
CREATE INDEX "group_temp_members_group_idx" ON "group_temp_members" ("partner_guid", "group_guid", "kind", "status", "guid");--> statement-breakpoint
CREATE INDEX "group_temp_members_principal_idx" ON "group_temp_members" ("partner_guid", "principal_guid");--> statement-breakpoint
CREATE INDEX "group_temp_members_policy_idx" ON "group_temp_members" ("partner_guid", "group_guid", "policy_guid") WHERE "policy_guid" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "group_registrations" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"group_guid" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_by_guid" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "group_registrations_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "group_registrations_group_fk" FOREIGN KEY ("partner_guid","group_guid") REFERENCES "groups"("partner_guid","guid") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "group_registrations_group_idx" ON "group_registrations" ("partner_guid", "group_guid", "created_at" DESC);--> statement-breakpoint
-- One run at a time per group.
CREATE UNIQUE INDEX "group_registrations_running_key" ON "group_registrations" ("partner_guid", "group_guid") WHERE "status" IN ('queued', 'running');--> statement-breakpoint
-- Group sales callbacks are their own table: claim callbacks point at a claim, these at a partner (and maybe a group).
CREATE TABLE "group_callbacks" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"group_guid" uuid,
	"msisdn" text NOT NULL,
	"name" text,
	"product_guid" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_callbacks_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "group_callbacks_partner_fk" FOREIGN KEY ("partner_guid") REFERENCES "partners"("guid"),
	CONSTRAINT "group_callbacks_group_fk" FOREIGN KEY ("partner_guid","group_guid") REFERENCES "groups"("partner_guid","guid") ON DELETE SET NULL ("group_guid")
);
--> statement-breakpoint
CREATE INDEX "group_callbacks_partner_idx" ON "group_callbacks" ("partner_guid", "requested_at" DESC, "guid" DESC);--> statement-breakpoint
CREATE INDEX "group_callbacks_group_idx" ON "group_callbacks" ("partner_guid", "group_guid", "requested_at" DESC);--> statement-breakpoint
CREATE TABLE "group_payments" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"group_guid" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"unallocated_cents" bigint NOT NULL,
	"effected_date" date NOT NULL,
	"mno_reference" text NOT NULL,
	"created_by" text,
	CONSTRAINT "group_payments_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "group_payments_reference_key" UNIQUE("partner_guid","mno_reference"),
	CONSTRAINT "group_payments_group_fk" FOREIGN KEY ("partner_guid","group_guid") REFERENCES "groups"("partner_guid","guid")
);
--> statement-breakpoint
CREATE INDEX "group_payments_group_idx" ON "group_payments" ("partner_guid", "group_guid", "created_at" DESC);--> statement-breakpoint
CREATE TABLE "group_payment_items" (
	"partner_guid" uuid NOT NULL,
	"group_payment_guid" uuid NOT NULL,
	"payment_guid" uuid NOT NULL,
	"policy_guid" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "group_payment_items_pk" PRIMARY KEY("partner_guid","group_payment_guid","payment_guid"),
	CONSTRAINT "group_payment_items_group_payment_fk" FOREIGN KEY ("partner_guid","group_payment_guid") REFERENCES "group_payments"("partner_guid","guid"),
	CONSTRAINT "group_payment_items_payment_fk" FOREIGN KEY ("partner_guid","payment_guid") REFERENCES "payments"("partner_guid","guid")
);
