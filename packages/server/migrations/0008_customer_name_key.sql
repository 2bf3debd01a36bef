ALTER TABLE "customers" ADD COLUMN "name_key" text GENERATED ALWAYS AS (cd_normalize_name(full_name)) STORED;--> statement-breakpoint
-- Written by hand (drizzle-kit does not know operator classes with options). Name search walks the nearest names
-- first (ORDER BY name_key <->> query LIMIT page): only a GiST trigram index answers that, so a page costs the rows
-- it shows, not every match (a GIN index must collect and rank them all). btree_gist lets it lead with the partner.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
DROP INDEX IF EXISTS customers_partner_name_trgm_idx;--> statement-breakpoint
CREATE INDEX customers_partner_name_trgm_idx
  ON customers USING gist (partner_guid, name_key gist_trgm_ops(siglen = 256));
