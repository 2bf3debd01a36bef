-- Document templates, the documents generated from them, template jobs (events and schedules) and the knowledge base.
CREATE TABLE "document_templates" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"trigger" text NOT NULL,
	"event" text,
	"cron" text,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"body_en" text NOT NULL,
	"body_fr" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_scheduled_at" timestamp with time zone,
	"created_by" text,
	CONSTRAINT "document_templates_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "document_templates_name_key" ON "document_templates" ("partner_guid", lower("name"));--> statement-breakpoint
CREATE INDEX "document_templates_event_idx" ON "document_templates" ("partner_guid", "event") WHERE "trigger" = 'Event' AND "active";--> statement-breakpoint
CREATE TABLE "generated_documents" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"template_guid" uuid NOT NULL,
	"template_name" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_guid" uuid NOT NULL,
	"language" text NOT NULL,
	"trigger" text NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_by" text,
	CONSTRAINT "generated_documents_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE INDEX "generated_documents_entity_idx" ON "generated_documents" ("partner_guid", "entity_guid", "created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "generated_documents_storage_key_key" ON "generated_documents" ("storage_key");--> statement-breakpoint
-- One row per document an event or a schedule asks for; the `templates.jobs` worker renders it once (the unique key
-- makes a repeated event or schedule slot a no-op, and a row is done in the transaction that records its document).
CREATE TABLE "template_jobs" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"template_guid" uuid NOT NULL,
	"entity_guid" uuid NOT NULL,
	"trigger" text NOT NULL,
	"source_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"document_guid" uuid,
	CONSTRAINT "template_jobs_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "template_jobs_source_key" ON "template_jobs" ("partner_guid", "template_guid", "entity_guid", "source_key");--> statement-breakpoint
CREATE INDEX "template_jobs_pending_idx" ON "template_jobs" ("created_at") WHERE "status" = 'pending';--> statement-breakpoint
-- Event triggers: an audited change that a template follows queues its document in the same transaction, so a
-- document is asked for exactly when the change commits, and no service has to know about templates.
CREATE OR REPLACE FUNCTION template_jobs_from_audit() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  ev text := CASE NEW.entity_type || '/' || NEW.action
    WHEN 'customer/register' THEN 'customer_registered'
    WHEN 'policy/purchase' THEN 'policy_purchased'
    WHEN 'policy/cancel' THEN 'policy_cancelled'
    WHEN 'claim/create' THEN 'claim_submitted'
    WHEN 'claim/approve' THEN 'claim_approved'
    WHEN 'claim/reject' THEN 'claim_rejected'
    WHEN 'claim_preauthorization/approve' THEN 'lou_approved'
    ELSE NULL END;
BEGIN
  -- Only records named by a uuid have documents (the cast below is folded even when no template matches).
  IF ev IS NULL OR NEW.partner_guid IS NULL
    OR NEW.entity_guid !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN RETURN NULL; END IF;
  INSERT INTO template_jobs (partner_guid, guid, template_guid, entity_guid, trigger, source_key)
  SELECT NEW.partner_guid, gen_random_uuid(), t.guid, NEW.entity_guid::uuid, 'Event', NEW.guid::text
  FROM document_templates t
  WHERE t.partner_guid = NEW.partner_guid AND t.trigger = 'Event' AND t.active AND t.event = ev
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $fn$;--> statement-breakpoint
CREATE TRIGGER "audit_events_template_jobs" AFTER INSERT ON "audit_events"
  FOR EACH ROW WHEN (NEW.entity_type IN ('customer', 'policy', 'claim', 'claim_preauthorization'))
  EXECUTE FUNCTION template_jobs_from_audit();--> statement-breakpoint
-- Full-text search: English and French stemming with accents removed first (unaccent), so "hopital", "hôpital"
-- and "hôpitaux" meet.
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'cd_en') THEN
    CREATE TEXT SEARCH CONFIGURATION cd_en (COPY = pg_catalog.english);
    ALTER TEXT SEARCH CONFIGURATION cd_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'cd_fr') THEN
    CREATE TEXT SEARCH CONFIGURATION cd_fr (COPY = pg_catalog.french);
    ALTER TEXT SEARCH CONFIGURATION cd_fr ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
  END IF;
END $$;--> statement-breakpoint
CREATE TABLE "knowledge_guides" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"language" text NOT NULL,
	"document_type" text NOT NULL,
	"body" text NOT NULL,
	-- The text read from the guide's PDF attachments, searched with the body.
	"attachments_text" text DEFAULT '' NOT NULL,
	"created_by" text,
	"search" tsvector GENERATED ALWAYS AS (
		CASE WHEN "language" = 'fr' THEN
			setweight(to_tsvector('cd_fr'::regconfig, "title"), 'A') || setweight(to_tsvector('cd_fr'::regconfig, "body"), 'B')
			|| setweight(to_tsvector('cd_fr'::regconfig, "attachments_text"), 'C')
		ELSE
			setweight(to_tsvector('cd_en'::regconfig, "title"), 'A') || setweight(to_tsvector('cd_en'::regconfig, "body"), 'B')
			|| setweight(to_tsvector('cd_en'::regconfig, "attachments_text"), 'C')
		END) STORED,
	CONSTRAINT "knowledge_guides_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE INDEX "knowledge_guides_search_idx" ON "knowledge_guides" USING gin ("partner_guid", "search");--> statement-breakpoint
CREATE INDEX "knowledge_guides_recent_idx" ON "knowledge_guides" ("partner_guid", "updated_at" DESC, "guid");--> statement-breakpoint
CREATE TABLE "knowledge_attachments" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"guide_guid" uuid NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"text" text,
	CONSTRAINT "knowledge_attachments_pk" PRIMARY KEY("partner_guid","guid"),
	CONSTRAINT "knowledge_attachments_guide_fk" FOREIGN KEY ("partner_guid","guide_guid")
		REFERENCES "knowledge_guides"("partner_guid","guid") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "knowledge_attachments_guide_idx" ON "knowledge_attachments" ("partner_guid", "guide_guid");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_attachments_storage_key_key" ON "knowledge_attachments" ("storage_key");--> statement-breakpoint
-- Knowledge-base search (knowledge-base.repository.ts). Row-level security keeps the non-leakproof @@ from being an
-- index condition, so, as reference_search, this runs as its owner and checks the partner against the
-- transaction's scope itself, then uses the GIN index. The query matches with both stemmers (a French word finds a
-- French guide, an English word an English one). Ranked among the first 1,000 matches, the total exact up to 1,000
-- (as reference_search: a broader search asks for a better query; ranking every match of a common word would cost
-- more than the agent can wait); an empty page returns one row with a null guid and the total.
CREATE OR REPLACE FUNCTION knowledge_search(
  p_partner uuid, p_terms text, p_doc_type text, p_limit integer, p_offset integer
) RETURNS TABLE (guid uuid, rank real, total bigint)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  q tsquery := to_tsquery('cd_fr', p_terms) || to_tsquery('cd_en', p_terms);
BEGIN
  IF (p_partner = ANY (string_to_array(nullif(current_setting('app.partner_guids', true), ''), ',')::uuid[])
      OR current_setting('app.all_partners', true) = 'on') IS NOT TRUE THEN
    RAISE EXCEPTION 'partner % is not in scope', p_partner USING ERRCODE = '42501';
  END IF;
  RETURN QUERY
    WITH hits AS (
      SELECT g.guid, ts_rank_cd(g.search, q) AS r
      FROM knowledge_guides g
      WHERE g.partner_guid = p_partner AND g.search @@ q AND (p_doc_type IS NULL OR g.document_type = p_doc_type)
      LIMIT 1000
    ), counted AS (SELECT count(*) AS n FROM hits),
    page AS (SELECT h.guid, h.r FROM hits h ORDER BY h.r DESC, h.guid LIMIT p_limit OFFSET p_offset)
    SELECT p.guid, p.r, c.n FROM counted c LEFT JOIN page p ON true
    ORDER BY p.r DESC NULLS LAST, p.guid;
END $fn$;
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"partner_guid" uuid NOT NULL,
	"guid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"entity_type" text NOT NULL,
	"subject_en" text NOT NULL,
	"subject_fr" text NOT NULL,
	"html_en" text NOT NULL,
	"html_fr" text NOT NULL,
	"text_en" text NOT NULL,
	"text_fr" text NOT NULL,
	"document_template_guids" uuid[] DEFAULT '{}' NOT NULL,
	"created_by" text,
	CONSTRAINT "email_templates_pk" PRIMARY KEY("partner_guid","guid")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_code_key" ON "email_templates" ("partner_guid", "code");--> statement-breakpoint
-- The emails sent about an entity (its page shows their delivery state).
CREATE INDEX "email_outbox_entity_idx" ON "email_outbox" (("meta"->>'entity_guid'), "created_at") WHERE "meta" ? 'entity_guid';
