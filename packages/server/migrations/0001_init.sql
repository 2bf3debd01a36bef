CREATE TABLE "identity_action_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"actions" text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	CONSTRAINT "identity_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "identity_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"refresh_jti" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"alg" text NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_user_groups" (
	"user_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	CONSTRAINT "identity_user_groups_user_id_group_id_pk" PRIMARY KEY("user_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "identity_users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"first_name" text,
	"last_name" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"partners" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"required_actions" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"partner_guid" uuid,
	"actor_guid" text,
	"actor_username" text,
	"entity_type" text NOT NULL,
	"entity_guid" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_callbacks" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_guid" uuid NOT NULL,
	"msisdn" text NOT NULL,
	"notes" text,
	"status" text DEFAULT 'open' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_reason" text,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	CONSTRAINT "claim_callbacks_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE TABLE "claim_reference_counters" (
	"partner_guid" uuid NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "claim_reference_counters_partner_guid_year_pk" PRIMARY KEY("partner_guid","year")
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_reference" text NOT NULL,
	"customer_guid" uuid NOT NULL,
	"policy_guid" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_amount_cents" integer DEFAULT 0 NOT NULL,
	"benefit_amount_cents" integer,
	"editor_guid" text,
	"person_affected" text,
	"person_affected_dob" date,
	"relation" text,
	"dependant_guid" uuid,
	"hospital_admission_date" date,
	"hospital_discharge_date" date,
	"death_date" date,
	"event_date" date,
	"start_date" date,
	"end_date" date,
	"hospitalization_reason" text,
	"hospital_name" text,
	"condition" text,
	"is_accident" boolean,
	"document_channel" text,
	"verification" text,
	"documentation_received_at" timestamp with time zone,
	"birth_certificate_valid" boolean,
	"rejection_reason" text,
	"comment" text,
	"high_risk" boolean DEFAULT false NOT NULL,
	"payment_status" text,
	"payment_failure_reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"decision" text,
	"approved_by" text,
	"decided_at" timestamp with time zone,
	"documents_due_date" date,
	"documents_complete" boolean DEFAULT false NOT NULL,
	"preauthorization_guid" uuid,
	"ussd_initiated" boolean DEFAULT false NOT NULL,
	"ignore_max_days" boolean DEFAULT false NOT NULL,
	"assessment" jsonb,
	"complex" boolean DEFAULT false NOT NULL,
	"tag" text,
	"facility" text,
	"facility_code" text,
	"lawyer" jsonb,
	"closed_at" timestamp with time zone,
	CONSTRAINT "claims_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "claims_partner_reference_key" UNIQUE("partner_guid","claim_reference")
);
--> statement-breakpoint
CREATE TABLE "claim_benefit_usages" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_guid" uuid NOT NULL,
	"policy_guid" uuid NOT NULL,
	"beneficiary_guid" uuid NOT NULL,
	"benefit_name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_by" text,
	CONSTRAINT "claim_benefit_usages_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE TABLE "claim_expenses" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_guid" uuid NOT NULL,
	"description" text NOT NULL,
	"category" text,
	"quantity" integer NOT NULL,
	"unit_amount_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "claim_expenses_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE TABLE "mobile_money_transactions" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_guid" uuid NOT NULL,
	"msisdn" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency_code" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"provider_reference" text,
	"retry_of_guid" uuid,
	"requested_by" text,
	"response" jsonb,
	"response_status" integer,
	CONSTRAINT "mobile_money_transactions_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "mmt_partner_idempotency_key" UNIQUE("partner_guid","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "claim_preauthorizations" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_guid" uuid NOT NULL,
	"policy_guid" uuid NOT NULL,
	"dependant_guid" uuid,
	"person_affected" text NOT NULL,
	"hospital_name" text NOT NULL,
	"admission_date" date NOT NULL,
	"expected_discharge_date" date,
	"condition" text NOT NULL,
	"hospitalization_reason" text,
	"requested_amount_cents" integer NOT NULL,
	"approved_amount_cents" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"notes" text,
	"claim_guid" uuid,
	"created_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "claim_preauthorizations_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE TABLE "bank_details" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_guid" uuid NOT NULL,
	"bank_name" text NOT NULL,
	"bank_code" text,
	"branch_code" text,
	"account_holder" text NOT NULL,
	"account_number" text NOT NULL,
	"account_type" text DEFAULT 'savings' NOT NULL,
	"mandate_reference" text NOT NULL,
	CONSTRAINT "bank_details_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE TABLE "beneficiaries" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_guid" uuid NOT NULL,
	"full_name" text NOT NULL,
	"relationship" text,
	"msisdn" text,
	"national_id" text,
	"date_of_birth" date,
	"percentage" integer DEFAULT 100 NOT NULL,
	CONSTRAINT "beneficiaries_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE TABLE "customer_files" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_guid" uuid NOT NULL,
	"type" text NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	CONSTRAINT "customer_files_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE TABLE "dependants" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_guid" uuid NOT NULL,
	"full_name" text NOT NULL,
	"relationship" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date,
	"national_id" text,
	"msisdn" text,
	CONSTRAINT "dependants_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"msisdn" text NOT NULL,
	"full_name" text NOT NULL,
	"date_of_birth" date,
	"national_id" text,
	"external_identifier" text,
	"language" text DEFAULT 'en' NOT NULL,
	"gender" text,
	"town" text,
	"address" text,
	"beneficiary_name" text,
	"beneficiary_msisdn" text,
	"registration_channel" text DEFAULT 'WebClient' NOT NULL,
	"is_agent" boolean DEFAULT false NOT NULL,
	"has_bank_account" boolean DEFAULT false NOT NULL,
	"loyalty_opt_in" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" text,
	"loyalty_registered_at" timestamp with time zone,
	"kyc_status" text DEFAULT 'none' NOT NULL,
	"kyc_requested_at" timestamp with time zone,
	"kyc_checked_at" timestamp with time zone,
	"kyc_reason" text,
	CONSTRAINT "customers_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "customers_partner_msisdn_key" UNIQUE("partner_guid","msisdn")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency_code" text NOT NULL,
	"dialing_code" text NOT NULL,
	"phone_digits" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"partner_guids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_configs" (
	"partner_guid" uuid PRIMARY KEY NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"claim_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"group_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"email_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"country_code" text NOT NULL,
	"default_language" text DEFAULT 'en' NOT NULL,
	"insurer" text,
	"service_name" text,
	"ussd_code" text,
	"whatsapp_number" text,
	"call_centre_number" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"partner_guid" uuid NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_partner_guid_scope_key_pk" PRIMARY KEY("partner_guid","scope","key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"policy_guid" uuid NOT NULL,
	"customer_guid" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"effected_at" timestamp with time zone NOT NULL,
	"mno_reference" text NOT NULL,
	"status" text NOT NULL,
	"mno_status" text,
	"mno_message" text,
	"payment_type" text DEFAULT 'normal' NOT NULL,
	"channel" text DEFAULT 'WebClient' NOT NULL,
	"created_by" text,
	CONSTRAINT "payments_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "payments_partner_mno_reference_key" UNIQUE("partner_guid","mno_reference")
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"policy_number" text NOT NULL,
	"customer_guid" uuid NOT NULL,
	"product_guid" uuid NOT NULL,
	"premium_cents" integer NOT NULL,
	"granularity" text NOT NULL,
	"start_date" date NOT NULL,
	"valid_until" date,
	"status" text NOT NULL,
	"beneficiary" jsonb,
	"additional_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "policies_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "policies_partner_number_key" UNIQUE("partner_guid","policy_number")
);
--> statement-breakpoint
CREATE TABLE "policy_notes" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"policy_guid" uuid NOT NULL,
	"note_type" text DEFAULT 'General' NOT NULL,
	"note" text NOT NULL,
	"created_by" text,
	CONSTRAINT "policy_notes_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE TABLE "policy_number_sequences" (
	"partner_guid" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "policy_number_sequences_partner_guid_year_pk" PRIMARY KEY("partner_guid","year")
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_guid" uuid NOT NULL,
	"product_guid" uuid NOT NULL,
	"policy_guid" uuid,
	"start_date" date NOT NULL,
	"premium_cents" integer NOT NULL,
	"granularity" text NOT NULL,
	"benefit_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" text,
	CONSTRAINT "quotations_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
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
CREATE TABLE "products" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"paid" boolean DEFAULT true NOT NULL,
	"cover_type" text NOT NULL,
	"granularity" text NOT NULL,
	"cardinality" text NOT NULL,
	"payment_method" text NOT NULL,
	"minimum_age" integer NOT NULL,
	"maximum_age" integer NOT NULL,
	"cool_off_hours" integer DEFAULT 0 NOT NULL,
	"waiting_days" integer DEFAULT 0 NOT NULL,
	"min_hospital_days" integer DEFAULT 0 NOT NULL,
	"max_hospital_days" integer DEFAULT 0 NOT NULL,
	"eligibility_threshold" integer DEFAULT 0 NOT NULL,
	"debit_grace_days" integer DEFAULT 0 NOT NULL,
	"hospital_benefit_amount" integer DEFAULT 0 NOT NULL,
	"fixed_indemnity_amount" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "products_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "products_partner_code_key" UNIQUE("partner_guid","code")
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
CREATE TABLE "email_outbox" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"about_partner_guid" uuid,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_guid" uuid,
	"msisdn" text NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_reference" text,
	"error" text,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "sms_outbox_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
ALTER TABLE "identity_action_tokens" ADD CONSTRAINT "identity_action_tokens_user_id_identity_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."identity_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_sessions" ADD CONSTRAINT "identity_sessions_user_id_identity_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."identity_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_user_groups" ADD CONSTRAINT "identity_user_groups_user_id_identity_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."identity_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_user_groups" ADD CONSTRAINT "identity_user_groups_group_id_identity_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."identity_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_callbacks" ADD CONSTRAINT "claim_callbacks_partner_guid_claim_guid_claims_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","claim_guid") REFERENCES "public"."claims"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_partner_guid_customer_guid_customers_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","customer_guid") REFERENCES "public"."customers"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_partner_guid_policy_guid_policies_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","policy_guid") REFERENCES "public"."policies"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_benefit_usages" ADD CONSTRAINT "claim_benefit_usages_partner_guid_claim_guid_claims_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","claim_guid") REFERENCES "public"."claims"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_expenses" ADD CONSTRAINT "claim_expenses_partner_guid_claim_guid_claims_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","claim_guid") REFERENCES "public"."claims"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_money_transactions" ADD CONSTRAINT "mobile_money_transactions_partner_guid_claim_guid_claims_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","claim_guid") REFERENCES "public"."claims"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_preauthorizations" ADD CONSTRAINT "claim_preauthorizations_partner_guid_customer_guid_customers_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","customer_guid") REFERENCES "public"."customers"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_preauthorizations" ADD CONSTRAINT "claim_preauthorizations_partner_guid_policy_guid_policies_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","policy_guid") REFERENCES "public"."policies"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_details" ADD CONSTRAINT "bank_details_partner_guid_customer_guid_customers_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","customer_guid") REFERENCES "public"."customers"("partner_guid","guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_partner_guid_customer_guid_customers_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","customer_guid") REFERENCES "public"."customers"("partner_guid","guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_files" ADD CONSTRAINT "customer_files_partner_guid_customer_guid_customers_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","customer_guid") REFERENCES "public"."customers"("partner_guid","guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependants" ADD CONSTRAINT "dependants_partner_guid_customer_guid_customers_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","customer_guid") REFERENCES "public"."customers"("partner_guid","guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_partner_guid_partners_guid_fk" FOREIGN KEY ("partner_guid") REFERENCES "public"."partners"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_configs" ADD CONSTRAINT "partner_configs_partner_guid_partners_guid_fk" FOREIGN KEY ("partner_guid") REFERENCES "public"."partners"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_partner_guid_partners_guid_fk" FOREIGN KEY ("partner_guid") REFERENCES "public"."partners"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_partner_guid_policy_guid_policies_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","policy_guid") REFERENCES "public"."policies"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_partner_guid_customer_guid_customers_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","customer_guid") REFERENCES "public"."customers"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_partner_guid_customer_guid_customers_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","customer_guid") REFERENCES "public"."customers"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_partner_guid_product_guid_products_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","product_guid") REFERENCES "public"."products"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_notes" ADD CONSTRAINT "policy_notes_partner_guid_policy_guid_policies_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","policy_guid") REFERENCES "public"."policies"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_number_sequences" ADD CONSTRAINT "policy_number_sequences_partner_guid_partners_guid_fk" FOREIGN KEY ("partner_guid") REFERENCES "public"."partners"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_partner_guid_customer_guid_customers_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","customer_guid") REFERENCES "public"."customers"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_partner_guid_product_guid_products_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","product_guid") REFERENCES "public"."products"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_partner_guid_policy_guid_policies_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","policy_guid") REFERENCES "public"."policies"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extended_membership_configs" ADD CONSTRAINT "extended_membership_configs_partner_guid_product_guid_products_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","product_guid") REFERENCES "public"."products"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extended_membership_premiums" ADD CONSTRAINT "extended_membership_premiums_partner_guid_product_guid_products_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","product_guid") REFERENCES "public"."products"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_product_configs" ADD CONSTRAINT "group_product_configs_partner_guid_product_guid_products_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","product_guid") REFERENCES "public"."products"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_configs" ADD CONSTRAINT "membership_configs_partner_guid_product_guid_products_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","product_guid") REFERENCES "public"."products"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_benefits" ADD CONSTRAINT "product_benefits_partner_guid_product_guid_products_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","product_guid") REFERENCES "public"."products"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_premiums" ADD CONSTRAINT "product_premiums_partner_guid_product_guid_products_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","product_guid") REFERENCES "public"."products"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_partner_guid_partners_guid_fk" FOREIGN KEY ("partner_guid") REFERENCES "public"."partners"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_conditions" ADD CONSTRAINT "claim_conditions_partner_guid_partners_guid_fk" FOREIGN KEY ("partner_guid") REFERENCES "public"."partners"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_rejection_reasons" ADD CONSTRAINT "claim_rejection_reasons_partner_guid_partners_guid_fk" FOREIGN KEY ("partner_guid") REFERENCES "public"."partners"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_diagnoses" ADD CONSTRAINT "health_diagnoses_partner_guid_partners_guid_fk" FOREIGN KEY ("partner_guid") REFERENCES "public"."partners"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_partner_guid_partners_guid_fk" FOREIGN KEY ("partner_guid") REFERENCES "public"."partners"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_sessions_user_idx" ON "identity_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "identity_user_groups_group_idx" ON "identity_user_groups" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_users_username_idx" ON "identity_users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "identity_users_email_idx" ON "identity_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "identity_users_partners_idx" ON "identity_users" USING gin ("partners");--> statement-breakpoint
CREATE INDEX "audit_events_partner_created_idx" ON "audit_events" USING btree ("partner_guid","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity_guid","created_at");--> statement-breakpoint
CREATE INDEX "claim_callbacks_partner_status_idx" ON "claim_callbacks" USING btree ("partner_guid","status","requested_at");--> statement-breakpoint
CREATE INDEX "claim_callbacks_partner_claim_idx" ON "claim_callbacks" USING btree ("partner_guid","claim_guid");--> statement-breakpoint
CREATE INDEX "claims_partner_status_received_idx" ON "claims" USING btree ("partner_guid","status","received_at");--> statement-breakpoint
CREATE INDEX "claims_partner_customer_idx" ON "claims" USING btree ("partner_guid","customer_guid");--> statement-breakpoint
CREATE INDEX "claims_partner_type_status_idx" ON "claims" USING btree ("partner_guid","type","status","received_at");--> statement-breakpoint
CREATE INDEX "claims_partner_reference_prefix_idx" ON "claims" USING btree ("partner_guid","claim_reference" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "claims_partner_reference_suffix_idx" ON "claims" USING btree ("partner_guid",reverse("claim_reference") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "claims_due_idx" ON "claims" USING btree ("status","documents_due_date");--> statement-breakpoint
CREATE INDEX "claims_partner_complex_idx" ON "claims" USING btree ("partner_guid","complex","status","received_at");--> statement-breakpoint
CREATE INDEX "claims_partner_facility_idx" ON "claims" USING btree ("partner_guid","facility_code");--> statement-breakpoint
CREATE INDEX "claim_usages_partner_beneficiary_idx" ON "claim_benefit_usages" USING btree ("partner_guid","beneficiary_guid","policy_guid");--> statement-breakpoint
CREATE INDEX "claim_usages_partner_claim_idx" ON "claim_benefit_usages" USING btree ("partner_guid","claim_guid");--> statement-breakpoint
CREATE INDEX "claim_expenses_partner_claim_idx" ON "claim_expenses" USING btree ("partner_guid","claim_guid","position");--> statement-breakpoint
CREATE INDEX "mmt_partner_claim_idx" ON "mobile_money_transactions" USING btree ("partner_guid","claim_guid","created_at");--> statement-breakpoint
CREATE INDEX "claim_preauth_partner_customer_idx" ON "claim_preauthorizations" USING btree ("partner_guid","customer_guid");--> statement-breakpoint
CREATE INDEX "claim_preauth_partner_status_idx" ON "claim_preauthorizations" USING btree ("partner_guid","status","created_at");--> statement-breakpoint
CREATE INDEX "bank_details_partner_customer_idx" ON "bank_details" USING btree ("partner_guid","customer_guid");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_details_mandate_reference_key" ON "bank_details" USING btree ("mandate_reference");--> statement-breakpoint
CREATE INDEX "beneficiaries_partner_customer_idx" ON "beneficiaries" USING btree ("partner_guid","customer_guid");--> statement-breakpoint
CREATE INDEX "customer_files_partner_customer_idx" ON "customer_files" USING btree ("partner_guid","customer_guid");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_files_storage_key_key" ON "customer_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "dependants_partner_customer_idx" ON "dependants" USING btree ("partner_guid","customer_guid");--> statement-breakpoint
CREATE INDEX "customers_partner_national_id_idx" ON "customers" USING btree ("partner_guid","national_id");--> statement-breakpoint
CREATE INDEX "customers_partner_external_id_idx" ON "customers" USING btree ("partner_guid","external_identifier");--> statement-breakpoint
CREATE INDEX "payments_partner_policy_idx" ON "payments" USING btree ("partner_guid","policy_guid","effected_at");--> statement-breakpoint
CREATE INDEX "payments_partner_customer_idx" ON "payments" USING btree ("partner_guid","customer_guid");--> statement-breakpoint
CREATE INDEX "policies_partner_customer_idx" ON "policies" USING btree ("partner_guid","customer_guid");--> statement-breakpoint
CREATE INDEX "policies_partner_status_idx" ON "policies" USING btree ("partner_guid","status");--> statement-breakpoint
CREATE INDEX "policy_notes_partner_policy_idx" ON "policy_notes" USING btree ("partner_guid","policy_guid","created_at");--> statement-breakpoint
CREATE INDEX "quotations_partner_customer_idx" ON "quotations" USING btree ("partner_guid","customer_guid","created_at");--> statement-breakpoint
CREATE INDEX "extended_membership_premiums_product_idx" ON "extended_membership_premiums" USING btree ("partner_guid","product_guid");--> statement-breakpoint
CREATE INDEX "product_benefits_product_idx" ON "product_benefits" USING btree ("partner_guid","product_guid");--> statement-breakpoint
CREATE INDEX "product_premiums_product_idx" ON "product_premiums" USING btree ("partner_guid","product_guid");--> statement-breakpoint
CREATE INDEX "health_diagnoses_name_trgm_idx" ON "health_diagnoses" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "health_diagnoses_code_prefix_idx" ON "health_diagnoses" USING btree ("partner_guid",lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "health_diagnoses_partner_name_idx" ON "health_diagnoses" USING btree ("partner_guid",(lower("name") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "hospitals_name_trgm_idx" ON "hospitals" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hospitals_code_prefix_idx" ON "hospitals" USING btree ("partner_guid",lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "hospitals_partner_name_idx" ON "hospitals" USING btree ("partner_guid",(lower("name") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_partner_customer_idx" ON "sms_outbox" USING btree ("partner_guid","customer_guid","created_at");