-- Customer name search walks the nearest names first (ORDER BY name <->> query LIMIT page): only a GiST trigram index
-- can answer that, so a page costs the rows it shows, not every match (a GIN index must collect and rank them all).
-- btree_gist lets the same index lead with the partner.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
DROP INDEX IF EXISTS customers_partner_name_trgm_idx;--> statement-breakpoint
CREATE INDEX customers_partner_name_trgm_idx
  ON customers USING gist (partner_guid, cd_normalize_name(full_name) gist_trgm_ops(siglen = 64));
