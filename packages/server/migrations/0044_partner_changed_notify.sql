-- One trigger function for the caches kept per partner (knowledge base, 0035; hospitals and diagnoses, 0043): the
-- channel it notifies is the trigger's argument. At commit, one NOTIFY per partner whose rows the statement changed
-- (PostgreSQL folds repeated ones within a transaction); each server process forgets that partner's answers.
CREATE OR REPLACE FUNCTION cd_partner_changed_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify(TG_ARGV[0], p::text) FROM (SELECT DISTINCT partner_guid AS p FROM new_rows) n;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify(TG_ARGV[0], p::text) FROM (SELECT DISTINCT partner_guid AS p FROM old_rows) o;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER knowledge_guides_changed_insert AFTER INSERT ON knowledge_guides
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_partner_changed_notify('cd_knowledge_changed');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER knowledge_guides_changed_update AFTER UPDATE ON knowledge_guides
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_partner_changed_notify('cd_knowledge_changed');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER knowledge_guides_changed_delete AFTER DELETE ON knowledge_guides
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_partner_changed_notify('cd_knowledge_changed');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER hospitals_changed_insert AFTER INSERT ON hospitals
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_partner_changed_notify('cd_reference_changed');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER hospitals_changed_update AFTER UPDATE ON hospitals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_partner_changed_notify('cd_reference_changed');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER hospitals_changed_delete AFTER DELETE ON hospitals
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_partner_changed_notify('cd_reference_changed');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER health_diagnoses_changed_insert AFTER INSERT ON health_diagnoses
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_partner_changed_notify('cd_reference_changed');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER health_diagnoses_changed_update AFTER UPDATE ON health_diagnoses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_partner_changed_notify('cd_reference_changed');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER health_diagnoses_changed_delete AFTER DELETE ON health_diagnoses
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_partner_changed_notify('cd_reference_changed');
--> statement-breakpoint
DROP FUNCTION cd_knowledge_changed_notify();
--> statement-breakpoint
DROP FUNCTION cd_reference_changed_notify();
