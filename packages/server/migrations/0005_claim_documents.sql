CREATE TABLE "claim_documents" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_guid" uuid NOT NULL,
	"type" text,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_by" text,
	CONSTRAINT "claim_documents_partner_guid_guid_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
ALTER TABLE "claim_documents" ADD CONSTRAINT "claim_documents_partner_guid_claim_guid_claims_partner_guid_guid_fk" FOREIGN KEY ("partner_guid","claim_guid") REFERENCES "public"."claims"("partner_guid","guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_documents_partner_claim_idx" ON "claim_documents" USING btree ("partner_guid","claim_guid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_documents_storage_key_key" ON "claim_documents" USING btree ("storage_key");