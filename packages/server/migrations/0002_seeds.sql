-- Reference data every installation needs.
INSERT INTO "languages" ("code", "name") VALUES ('en', 'English'), ('fr', 'Français') ON CONFLICT DO NOTHING;


--> statement-breakpoint
INSERT INTO "banks" ("guid", "country_code", "code", "name", "swift_code") VALUES
  (gen_random_uuid(), 'KE', '01', 'KCB Bank Kenya', 'KCBLKENX'),
  (gen_random_uuid(), 'KE', '02', 'Standard Chartered Bank Kenya', 'SCBLKENX'),
  (gen_random_uuid(), 'KE', '03', 'Absa Bank Kenya', 'BARCKENX'),
  (gen_random_uuid(), 'KE', '07', 'NCBA Bank Kenya', 'CBAFKENX'),
  (gen_random_uuid(), 'KE', '11', 'Co-operative Bank of Kenya', 'KCOOKENA'),
  (gen_random_uuid(), 'KE', '31', 'Stanbic Bank Kenya', 'SBICKENX'),
  (gen_random_uuid(), 'KE', '57', 'I&M Bank', 'IMBLKENA'),
  (gen_random_uuid(), 'KE', '63', 'Diamond Trust Bank Kenya', 'DTKEKENA'),
  (gen_random_uuid(), 'KE', '68', 'Equity Bank Kenya', 'EQBLKENA'),
  (gen_random_uuid(), 'KE', '70', 'Family Bank', 'FABLKENA'),
  (gen_random_uuid(), 'CI', 'SGCI', 'Société Générale Côte d''Ivoire', 'SGCICIAB'),
  (gen_random_uuid(), 'CI', 'ECOBANK', 'Ecobank Côte d''Ivoire', 'ECOCCIAB'),
  (gen_random_uuid(), 'CI', 'BICICI', 'Banque Internationale pour le Commerce et l''Industrie de Côte d''Ivoire', 'BICICIAB'),
  (gen_random_uuid(), 'CI', 'SIB', 'Société Ivoirienne de Banque', 'SIBCCIAB'),
  (gen_random_uuid(), 'CI', 'BACI', 'Banque Atlantique Côte d''Ivoire', 'ATCICIAB'),
  (gen_random_uuid(), 'CI', 'BOACI', 'Bank of Africa Côte d''Ivoire', 'AFRICIAB'),
  (gen_random_uuid(), 'CI', 'NSIA', 'NSIA Banque Côte d''Ivoire', NULL),
  (gen_random_uuid(), 'CI', 'CORIS', 'Coris Bank International Côte d''Ivoire', NULL)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Search of the partner-owned hospital and health-diagnosis lists (reference.repository.ts).
-- Row-level security keeps non-leakproof operators such as LIKE from being used as index conditions, so under RLS
-- a trigram search scans every row of the partner. This function runs as its owner (SECURITY DEFINER) and checks the
-- partner against the transaction's scope itself (the same rule as the partner_scope policy), then searches with
-- the indexes: code prefix (text_pattern_ops b-tree) or, from 3 characters, part of the name (trigram GIN).
-- It returns the page's guids in rank order with the total; an empty page returns one row with a null guid.
CREATE OR REPLACE FUNCTION reference_search(
  p_kind text, p_partner uuid, p_query text, p_country text, p_limit integer, p_offset integer
) RETURNS TABLE (guid uuid, total bigint)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  q text := lower(btrim(coalesce(p_query, '')));
  esc text;
  base text;
  hit text;
  skip text;
  exact uuid[] := '{}';
  page uuid[];
  rest uuid[];
  wanted integer;
  n bigint;
BEGIN
  IF p_kind NOT IN ('hospitals', 'health_diagnoses') THEN
    RAISE EXCEPTION 'unknown reference list %', p_kind USING ERRCODE = '22023';
  END IF;
  -- IS NOT TRUE: an unset setting yields NULL, which must refuse, not pass.
  IF (p_partner = ANY (string_to_array(nullif(current_setting('app.partner_guids', true), ''), ',')::uuid[])
      OR current_setting('app.all_partners', true) = 'on') IS NOT TRUE THEN
    RAISE EXCEPTION 'partner % is not in scope', p_partner USING ERRCODE = '42501';
  END IF;
  esc := replace(replace(replace(q, '\', '\\'), '%', '\%'), '_', '\_');
  base := format('partner_guid = %L', p_partner);
  IF p_country IS NOT NULL AND p_kind = 'hospitals' THEN
    base := base || format(' AND country_code = %L', p_country);
  END IF;
  IF q <> '' THEN
    hit := CASE WHEN length(q) >= 3
      THEN format('(lower(code) LIKE %L OR lower(name) LIKE %L)', esc || '%', '%' || esc || '%')
      ELSE format('(lower(code) LIKE %L OR (lower(name) COLLATE "C") LIKE %L)', esc || '%', esc || '%') END;
    -- The total is exact up to 1000 matches: a broader search asks for a better query, not a page count.
    EXECUTE format('SELECT count(*) FROM (SELECT 1 FROM %I WHERE %s AND %s LIMIT 1000) m', p_kind, base, hit) INTO n;
    -- An exact code comes first; the rest follow by name.
    EXECUTE format('SELECT coalesce(array_agg(guid ORDER BY guid), ''{}'') FROM %I WHERE %s AND %s AND lower(code) = %L',
      p_kind, base, hit, q) INTO exact;
  ELSE
    hit := 'true';
    EXECUTE format('SELECT count(*) FROM %I WHERE %s', p_kind, base) INTO n;
  END IF;
  page := ARRAY(SELECT e FROM unnest(exact) WITH ORDINALITY AS u(e, i) ORDER BY i
    OFFSET greatest(p_offset, 0) LIMIT greatest(p_limit, 0));
  wanted := greatest(p_limit, 0) - cardinality(page);
  skip := format(' LIMIT %s OFFSET %s', wanted, greatest(p_offset - cardinality(exact), 0));
  IF wanted > 0 THEN
    IF q = '' THEN
      -- No query: walk the (partner, lower(name) COLLATE "C") index in order and stop at the page.
      EXECUTE format('SELECT ARRAY(SELECT guid FROM %I WHERE %s ORDER BY lower(name) COLLATE "C", guid%s)', p_kind, base, skip)
        INTO rest;
    ELSE
      rest := '{}';
      IF n >= 1000 THEN
        -- Dense matches: the first 5000 names in order usually hold the page (the subquery keeps its order; the
        -- outer limit stops the walk as soon as the page is full).
        EXECUTE format('SELECT ARRAY(SELECT guid FROM (SELECT guid, code, name FROM %I WHERE %s ORDER BY lower(name) COLLATE "C", guid LIMIT 5000) w WHERE %s AND NOT (guid = ANY (%L::uuid[]))%s)',
          p_kind, base, hit, exact, skip) INTO rest;
      END IF;
      IF cardinality(rest) < wanted THEN
        -- Sparse matches (or a dense search whose page lies further): collect the matches with the search
        -- indexes (materialized, so the planner cannot walk the name index instead) and sort them.
        EXECUTE format('SELECT ARRAY(WITH m AS MATERIALIZED (SELECT guid, name FROM %I WHERE %s AND %s) SELECT guid FROM m WHERE NOT (guid = ANY (%L::uuid[])) ORDER BY lower(name) COLLATE "C", guid%s)',
          p_kind, base, hit, exact, skip) INTO rest;
      END IF;
    END IF;
    page := page || rest;
  END IF;
  total := n;
  IF cardinality(page) = 0 THEN
    guid := NULL;
    RETURN NEXT;
  END IF;
  FOREACH guid IN ARRAY page LOOP
    RETURN NEXT;
  END LOOP;
END
$fn$;

-- Fuzzy, accent-insensitive customer name search (SPEC issue 5): pg_trgm + unaccent, with btree_gin so one GIN
-- index covers the partner and the normalised name together.
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
