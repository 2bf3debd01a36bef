-- Knowledge-base search answers are cached per partner by each server process (issue 17: an agent searches as they
-- type; the same prefixes come from every agent of a call centre). A change to a partner's guides, from any process
-- or job, tells every process at commit, which forgets that partner's cached answers: one NOTIFY per partner changed
-- by the statement (PostgreSQL folds repeated ones within a transaction).
CREATE OR REPLACE FUNCTION cd_knowledge_changed_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('cd_knowledge_changed', p::text) FROM (SELECT DISTINCT partner_guid AS p FROM new_rows) n;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('cd_knowledge_changed', p::text) FROM (SELECT DISTINCT partner_guid AS p FROM old_rows) o;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER knowledge_guides_changed_insert AFTER INSERT ON knowledge_guides REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_knowledge_changed_notify();
--> statement-breakpoint
CREATE TRIGGER knowledge_guides_changed_update AFTER UPDATE ON knowledge_guides
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_knowledge_changed_notify();
--> statement-breakpoint
CREATE TRIGGER knowledge_guides_changed_delete AFTER DELETE ON knowledge_guides REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_knowledge_changed_notify();
