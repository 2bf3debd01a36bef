-- Imports write thousands of audit events in one statement (bulk onboarding: a customer and a policy per row). The
-- trigger that queues event documents ran its function once per row; it now runs once per statement over the rows the
-- statement inserted (a transition table) and queues every document in one INSERT … SELECT. Same rule as before
-- (0016): the audited change a template follows, on a record named by a uuid, queues its document once.
DROP TRIGGER IF EXISTS "audit_events_template_jobs" ON "audit_events";--> statement-breakpoint
CREATE OR REPLACE FUNCTION template_jobs_from_audit_rows() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO template_jobs (partner_guid, guid, template_guid, entity_guid, trigger, source_key)
  SELECT n.partner_guid, gen_random_uuid(), t.guid, n.entity_guid::uuid, 'Event', n.guid::text
  FROM (
    SELECT a.partner_guid, a.guid, a.entity_guid, CASE a.entity_type || '/' || a.action
        WHEN 'customer/register' THEN 'customer_registered'
        WHEN 'policy/purchase' THEN 'policy_purchased'
        WHEN 'policy/cancel' THEN 'policy_cancelled'
        WHEN 'claim/create' THEN 'claim_submitted'
        WHEN 'claim/approve' THEN 'claim_approved'
        WHEN 'claim/reject' THEN 'claim_rejected'
        WHEN 'claim_preauthorization/approve' THEN 'lou_approved'
        ELSE NULL END AS ev
    FROM new_rows a
    WHERE a.entity_type IN ('customer', 'policy', 'claim', 'claim_preauthorization') AND a.partner_guid IS NOT NULL
      -- Only records named by a uuid have documents.
      AND a.entity_guid ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    OFFSET 0
  ) n
  JOIN document_templates t
    ON t.partner_guid = n.partner_guid AND t.trigger = 'Event' AND t.active AND t.event = n.ev
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $fn$;--> statement-breakpoint
CREATE TRIGGER "audit_events_template_jobs" AFTER INSERT ON "audit_events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION template_jobs_from_audit_rows();--> statement-breakpoint
DROP FUNCTION IF EXISTS template_jobs_from_audit();
