-- Issue 31: a partner's settings documents belong to the configuration module. Every partner still gets its settings
-- row the moment it is created, now written by the database instead of by the partners module (which no longer knows
-- the configuration table). The row carries the column defaults ({} documents), as before. Like the partition trigger,
-- it runs as its owner: the new partner is not yet in the inserting session's partner scope.
CREATE OR REPLACE FUNCTION "cd_partner_configs_row"() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  INSERT INTO "partner_configs" ("partner_guid") VALUES (NEW."guid") ON CONFLICT ("partner_guid") DO NOTHING;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "partners_config_row" ON "partners";
--> statement-breakpoint
CREATE TRIGGER "partners_config_row" AFTER INSERT ON "partners" FOR EACH ROW EXECUTE FUNCTION "cd_partner_configs_row"();
