-- Issue 31: one uuid v7 function in SQL. `cd_uuidv7` (0023) is the one every statement calls; its twin `cd_uuid_v7`
-- (0017, the same body) now only calls it, an alias kept so that SQL still written against the old name runs.
-- The database's own id-generating functions (the event documents' trigger, the system SMS templates' seeding) take
-- their keys from it too, time-ordered like every other row's, instead of from `gen_random_uuid()`: their definitions
-- are rewritten in place (nothing else in them changes) and the rewrite fails if one no longer calls it.
CREATE OR REPLACE FUNCTION cd_uuid_v7() RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT cd_uuidv7()
$$;
--> statement-breakpoint
DO $$
DECLARE
  f regprocedure;
  def text;
BEGIN
  FOREACH f IN ARRAY ARRAY['template_jobs_from_audit()'::regprocedure,
    'cd_seed_system_sms_templates(uuid)'::regprocedure] LOOP
    def := pg_get_functiondef(f);
    IF position('gen_random_uuid()' IN def) = 0 THEN
      RAISE EXCEPTION '% no longer calls gen_random_uuid()', f;
    END IF;
    EXECUTE replace(def, 'gen_random_uuid()', 'cd_uuidv7()');
  END LOOP;
END $$;
