-- Fuzzy, accent-insensitive customer name search (SPEC issue 5): pg_trgm + unaccent, with btree_gin so one GIN
-- index covers the partner and the normalised name together.
create extension if not exists pg_trgm;--> statement-breakpoint
create extension if not exists unaccent;--> statement-breakpoint
create extension if not exists btree_gin;--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary by search_path); naming the dictionary makes it safe to index.
create or replace function cd_normalize_name(value text) returns text
  language sql immutable parallel safe strict
  as $$ select lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
create index if not exists customers_partner_name_trgm_idx
  on customers using gin (partner_guid, cd_normalize_name(full_name) gin_trgm_ops);
