CREATE TABLE "policy_documents" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"policy_guid" uuid NOT NULL,
	"type" text NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_by" text,
	CONSTRAINT "policy_documents_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
ALTER TABLE "policy_documents" ADD CONSTRAINT "policy_documents_partner_guid_policy_guid_policies_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","policy_guid") REFERENCES "public"."policies"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_documents_partner_policy_idx" ON "policy_documents" USING btree ("partner_guid","policy_guid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_documents_storage_key_key" ON "policy_documents" USING btree ("storage_key");