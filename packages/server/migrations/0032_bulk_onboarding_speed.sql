-- Bulk policy onboarding speed (issue 19): per-row costs of a chunk's one statement that did nothing useful.
-- 1. Adding a customer's name (0013) locked every name of the statement FOR KEY SHARE after inserting them, the
--    names it had just inserted too: a join of the statement's names with the partner's whole name table. A name this
--    transaction inserted needs no lock (no other transaction sees it before commit, and then its bearer with it), so
--    only the names that were already there are locked; a statement of new names locks none.
CREATE OR REPLACE FUNCTION cd_customer_names_add(p_names customer_names[]) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  rest customer_names[] := p_names;
  locked integer;
BEGIN
  LOOP
    WITH added AS (
      INSERT INTO customer_names (partner_guid, name_key)
      SELECT a.partner_guid, a.name_key FROM unnest(rest) a ORDER BY 1, 2
      ON CONFLICT DO NOTHING
      RETURNING partner_guid, name_key)
    SELECT coalesce(array_agg(ROW(a.partner_guid, a.name_key)::customer_names), '{}') INTO rest
    FROM unnest(rest) a
    WHERE NOT EXISTS (SELECT 1 FROM added d WHERE d.partner_guid = a.partner_guid AND d.name_key = a.name_key);
    EXIT WHEN cardinality(rest) = 0;
    SELECT count(*) INTO locked FROM (
      SELECT 1 FROM customer_names n JOIN unnest(rest) a USING (partner_guid, name_key)
      ORDER BY n.partner_guid, n.name_key FOR KEY SHARE OF n) l;
    -- A name removed between the insert and the lock is inserted again.
    EXIT WHEN locked = cardinality(rest);
  END LOOP;
END $$;
--> statement-breakpoint
-- 2. The event documents (0016, 0027) were queued by a trigger call per audit event: 5,000 calls for a chunk of 2,500
--    onboarded rows. A writer that queues the documents of its own audit events in the same statement, set-based,
--    says so for the statement's duration with `app.event_documents_queued = on`; the trigger then skips its rows.
DROP TRIGGER IF EXISTS "audit_events_template_jobs" ON "audit_events";--> statement-breakpoint
CREATE TRIGGER "audit_events_template_jobs" AFTER INSERT ON "audit_events"
  FOR EACH ROW WHEN ((NEW.entity_type, NEW.action) IN (('customer', 'register'), ('policy', 'purchase'),
    ('policy', 'cancel'), ('claim', 'create'), ('claim', 'approve'), ('claim', 'reject'),
    ('claim_preauthorization', 'approve'))
    AND current_setting('app.event_documents_queued', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION template_jobs_from_audit();
--> statement-breakpoint
-- 3. An onboarding entry's partner is its batch's (import_batches references partners): the second check is redundant.
ALTER TABLE "onboarding_entries" DROP CONSTRAINT IF EXISTS "onboarding_entries_partner_guid_fkey";
