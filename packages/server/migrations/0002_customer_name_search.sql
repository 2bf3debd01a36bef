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
--> statement-breakpoint
-- Row-level security lets the planner use an index condition only when its functions are LEAKPROOF (otherwise the
-- trigram condition runs as a filter after the partner scope: a scan of the partner's whole table). Neither function
-- can raise an error that depends on its input (lower/unaccent of valid text, trigram comparison), so they leak
-- nothing. Only a superuser may mark them; without one, name search stays correct but slower (a notice says so).
do $$
begin
  alter function cd_normalize_name(text) leakproof;
  alter function word_similarity_commutator_op(text, text) leakproof;
exception when insufficient_privilege then
  raise notice 'not a superuser: customer name search cannot use its trigram index under row-level security';
end $$;
