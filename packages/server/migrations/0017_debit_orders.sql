-- Debit orders (mandates), their collections (one per debit order and period), cashback, and public holidays.
-- A UUID v7 (time-ordered, as the app's uuidv7) for rows written by set-based SQL (a collection run).
CREATE OR REPLACE FUNCTION cd_uuid_v7() RETURNS uuid LANGUAGE sql VOLATILE AS $$
  SELECT encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) PLACING
    substring(int8send((extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6), 52, 1), 53, 1),
    'hex')::uuid
$$;
--> statement-breakpoint
CREATE TABLE "debit_orders" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_guid" uuid NOT NULL,
	"policy_guid" uuid NOT NULL,
	"bank_detail_guid" uuid NOT NULL,
	"bank_name" text NOT NULL,
	"branch_code" text,
	"account_holder" text NOT NULL,
	"account_number" text NOT NULL,
	"amount_in_cents" bigint NOT NULL,
	"day" integer NOT NULL CHECK ("day" BETWEEN 1 AND 28),
	"start_date" date NOT NULL,
	"msisdn" text NOT NULL,
	"reference" text NOT NULL,
	"retries" integer DEFAULT 2 NOT NULL,
	"mandate_reference" text NOT NULL,
	"mandate_status" text NOT NULL,
	"mandate_message" text,
	"mandate_requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_by" text,
	CONSTRAINT "debit_orders_pk" PRIMARY KEY ("partner_guid", "guid"),
	CONSTRAINT "debit_orders_policy_fk" FOREIGN KEY ("partner_guid", "policy_guid") REFERENCES "policies"("partner_guid", "guid"),
	CONSTRAINT "debit_orders_customer_fk" FOREIGN KEY ("partner_guid", "customer_guid") REFERENCES "customers"("partner_guid", "guid")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "debit_orders_mandate_reference_key" ON "debit_orders" ("mandate_reference");--> statement-breakpoint
CREATE INDEX "debit_orders_policy_idx" ON "debit_orders" ("partner_guid", "policy_guid", "created_at");--> statement-breakpoint
CREATE INDEX "debit_orders_customer_idx" ON "debit_orders" ("partner_guid", "customer_guid", "created_at");--> statement-breakpoint
-- The collection run walks a partner's active mandates of one debit day in guid order (keyset chunks).
CREATE INDEX "debit_orders_active_day_idx" ON "debit_orders" ("partner_guid", "day", "guid") WHERE "mandate_status" = 'active';--> statement-breakpoint
CREATE INDEX "debit_orders_pending_mandate_idx" ON "debit_orders" ("partner_guid", "mandate_requested_at") WHERE "mandate_status" = 'pending_authentication';--> statement-breakpoint
CREATE TABLE "debit_order_transactions" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"debit_order_guid" uuid NOT NULL,
	"policy_guid" uuid NOT NULL,
	"customer_guid" uuid NOT NULL,
	"reference" text NOT NULL,
	"period" text NOT NULL,
	"amount_in_cents" bigint NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"retries" integer NOT NULL,
	"unpaid_code" text,
	"reason" text,
	"retry_on" date,
	"assume_paid_on" date NOT NULL,
	"payment_guid" uuid,
	CONSTRAINT "debit_order_transactions_pk" PRIMARY KEY ("partner_guid", "guid"),
	CONSTRAINT "debit_order_transactions_order_fk" FOREIGN KEY ("partner_guid", "debit_order_guid") REFERENCES "debit_orders"("partner_guid", "guid")
);
--> statement-breakpoint
-- One collection per debit order and period, however often (or however far) the run goes.
CREATE UNIQUE INDEX "debit_order_transactions_period_key" ON "debit_order_transactions" ("partner_guid", "debit_order_guid", "period");--> statement-breakpoint
CREATE UNIQUE INDEX "debit_order_transactions_reference_key" ON "debit_order_transactions" ("partner_guid", "reference");--> statement-breakpoint
CREATE INDEX "debit_order_transactions_status_idx" ON "debit_order_transactions" ("partner_guid", "status", "due_date" DESC, "guid");--> statement-breakpoint
CREATE INDEX "debit_order_transactions_policy_idx" ON "debit_order_transactions" ("partner_guid", "policy_guid", "due_date" DESC);--> statement-breakpoint
CREATE INDEX "debit_order_transactions_retry_idx" ON "debit_order_transactions" ("partner_guid", "retry_on") WHERE "status" = 'retry_scheduled';--> statement-breakpoint
CREATE INDEX "debit_order_transactions_assume_idx" ON "debit_order_transactions" ("partner_guid", "assume_paid_on") WHERE "status" = 'pending';--> statement-breakpoint
CREATE TABLE "cashbacks" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"policy_guid" uuid NOT NULL,
	"customer_guid" uuid NOT NULL,
	"benefit_guid" uuid NOT NULL,
	"benefit_name" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"premiums_paid_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	CONSTRAINT "cashbacks_pk" PRIMARY KEY ("partner_guid", "guid"),
	CONSTRAINT "cashbacks_policy_fk" FOREIGN KEY ("partner_guid", "policy_guid") REFERENCES "policies"("partner_guid", "guid")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cashbacks_period_key" ON "cashbacks" ("partner_guid", "policy_guid", "benefit_guid", "period_start");--> statement-breakpoint
CREATE INDEX "cashbacks_status_idx" ON "cashbacks" ("partner_guid", "status", "created_at" DESC, "guid");--> statement-breakpoint
CREATE INDEX "cashbacks_list_idx" ON "cashbacks" ("partner_guid", "created_at" DESC, "guid");--> statement-breakpoint
-- Days banks do not collect on, per country (shared reference data): a debit day falling on one (or on a weekend)
-- is collected on the next business day. Seeded for South Africa and Kenya 2026–2027; add rows for other years.
CREATE TABLE "public_holidays" (
	"country_code" text NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "public_holidays_pk" PRIMARY KEY ("country_code", "day")
);
--> statement-breakpoint
INSERT INTO "public_holidays" ("country_code", "day", "name") VALUES
	('ZA', '2026-01-01', 'New Year''s Day'), ('ZA', '2026-03-21', 'Human Rights Day'), ('ZA', '2026-04-03', 'Good Friday'),
	('ZA', '2026-04-06', 'Family Day'), ('ZA', '2026-04-27', 'Freedom Day'), ('ZA', '2026-05-01', 'Workers'' Day'),
	('ZA', '2026-06-16', 'Youth Day'), ('ZA', '2026-08-10', 'National Women''s Day (observed)'),
	('ZA', '2026-09-24', 'Heritage Day'), ('ZA', '2026-12-16', 'Day of Reconciliation'), ('ZA', '2026-12-25', 'Christmas Day'),
	('ZA', '2026-12-26', 'Day of Goodwill'),
	('ZA', '2027-01-01', 'New Year''s Day'), ('ZA', '2027-03-22', 'Human Rights Day (observed)'),
	('ZA', '2027-03-26', 'Good Friday'), ('ZA', '2027-03-29', 'Family Day'), ('ZA', '2027-04-27', 'Freedom Day'),
	('ZA', '2027-06-16', 'Youth Day'), ('ZA', '2027-08-09', 'National Women''s Day'), ('ZA', '2027-09-24', 'Heritage Day'),
	('ZA', '2027-12-16', 'Day of Reconciliation'), ('ZA', '2027-12-25', 'Christmas Day'),
	('ZA', '2027-12-27', 'Day of Goodwill (observed)'),
	('KE', '2026-01-01', 'New Year''s Day'), ('KE', '2026-04-03', 'Good Friday'), ('KE', '2026-04-06', 'Easter Monday'),
	('KE', '2026-05-01', 'Labour Day'), ('KE', '2026-06-01', 'Madaraka Day'), ('KE', '2026-10-20', 'Mashujaa Day'),
	('KE', '2026-12-25', 'Christmas Day'),
	('KE', '2027-01-01', 'New Year''s Day'), ('KE', '2027-03-26', 'Good Friday'), ('KE', '2027-03-29', 'Easter Monday'),
	('KE', '2027-05-01', 'Labour Day'), ('KE', '2027-06-01', 'Madaraka Day'), ('KE', '2027-10-20', 'Mashujaa Day'),
	('KE', '2027-12-25', 'Christmas Day'), ('KE', '2027-12-27', 'Boxing Day (observed)');
