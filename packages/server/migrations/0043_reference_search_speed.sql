-- Issue 33: the hospital search answers at the agent's pace (p99 under 50 ms at 32 connections).
-- 1. The trigram GIN indexes of the reference lists insert directly, without a pending list (fastupdate off). With
--    it, the rows inserted since the last vacuum (a 100,000-hospital upload: 196 pages of reference_name_words and
--    327 of hospitals) wait in an unordered list that every search reads in full: 211 pages for "royal", 3.4 ms, twice
--    per search, where the index itself answers in 15 pages. The lists change rarely (an administrator's upload), so
--    the slower insert is paid once. What is pending now is moved into the indexes.
ALTER INDEX reference_name_words_trgm_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX hospitals_name_trgm_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX health_diagnoses_name_trgm_idx SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list(i::regclass)
FROM unnest(ARRAY['reference_name_words_trgm_idx', 'hospitals_name_trgm_idx', 'health_diagnoses_name_trgm_idx']) i;
--> statement-breakpoint
-- 2. Search answers are kept per partner by each server process, as the knowledge base's are (migration 0035): the
--    same words come from every agent, and the lists change rarely. A change to a partner's hospitals or diagnoses,
--    from any process or job, tells every process at commit, which forgets that partner's answers.
CREATE OR REPLACE FUNCTION cd_reference_changed_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('cd_reference_changed', p::text) FROM (SELECT DISTINCT partner_guid AS p FROM new_rows) n;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('cd_reference_changed', p::text) FROM (SELECT DISTINCT partner_guid AS p FROM old_rows) o;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER hospitals_changed_insert AFTER INSERT ON hospitals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_reference_changed_notify();
--> statement-breakpoint
CREATE TRIGGER hospitals_changed_update AFTER UPDATE ON hospitals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_reference_changed_notify();
--> statement-breakpoint
CREATE TRIGGER hospitals_changed_delete AFTER DELETE ON hospitals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_reference_changed_notify();
--> statement-breakpoint
CREATE TRIGGER health_diagnoses_changed_insert AFTER INSERT ON health_diagnoses REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_reference_changed_notify();
--> statement-breakpoint
CREATE TRIGGER health_diagnoses_changed_update AFTER UPDATE ON health_diagnoses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_reference_changed_notify();
--> statement-breakpoint
CREATE TRIGGER health_diagnoses_changed_delete AFTER DELETE ON health_diagnoses REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_reference_changed_notify();
--> statement-breakpoint
-- 3. A search of one word (the usual "royal") walks that word without first pricing it: the price only chooses among
--    several words, and reading it cost a second trigram look-up. Otherwise as migration 0013.
CREATE OR REPLACE FUNCTION reference_search(
  p_kind text, p_partner uuid, p_query text, p_country text, p_limit integer, p_offset integer
) RETURNS TABLE (guid uuid, total bigint, more boolean)
-- Called from the scoped reader, whose sessions turn bitmap scans off and force generic plans: the trigram GIN
-- indexes here answer only bitmap scans, and each search is planned for its own pattern.
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = public, pg_temp SET enable_bitmapscan = on SET plan_cache_mode = auto AS $fn$
DECLARE
  q text := lower(btrim(coalesce(p_query, '')));
  lim integer := greatest(p_limit, 0);
  off integer := greatest(p_offset, 0);
  esc text;
  base text;
  hit text;
  skip text;
  exact uuid[] := '{}';
  page uuid[];
  rest uuid[];
  wanted integer;
  n bigint;
  tokens text[];
  pattern text;
  best text;
  best_cost bigint;
  cost bigint;
  i integer;
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

  IF length(q) >= 3 THEN
    -- Which query word to walk. Every match holds each word of the query inside one name word: the first word as
    -- the end of a name word, the last as its start, a middle one as a whole word, a lone word anywhere in one.
    -- The cheapest to walk is chosen: the fewest entries to read, where opening one name word's entries costs
    -- about as much as reading 20 of them (a word shorter than 3 characters that is not anchored at a start
    -- cannot use the trigram index, so it is never chosen).
    tokens := ARRAY(SELECT t FROM regexp_split_to_table(q, '\s+') AS t WHERE t <> '');
    FOR i IN 1 .. cardinality(tokens) LOOP
      esc := replace(replace(replace(tokens[i], '\', '\\'), '%', '\%'), '_', '\_');
      pattern := CASE
        WHEN cardinality(tokens) = 1 THEN '%' || esc || '%'
        WHEN i = 1 THEN '%' || esc
        WHEN i = cardinality(tokens) THEN esc || '%'
        ELSE esc END;
      CONTINUE WHEN left(pattern, 1) = '%' AND length(tokens[i]) < 3;
      -- A lone word is the only choice: its cost is not needed (it is read only to choose among several words).
      IF cardinality(tokens) = 1 THEN
        best := pattern;
        EXIT;
      END IF;
      -- Dynamic, so each pattern gets its own plan (a cached generic plan cannot use the word index for LIKE $1).
      -- More than 100 name words is dear whatever they hold: no need to read them all.
      EXECUTE 'SELECT CASE WHEN count(*) > 100 THEN 1000000000 ELSE coalesce(sum(entries), 0) + 20 * count(*) END'
        || ' FROM (SELECT entries FROM reference_name_words'
        || ' WHERE partner_guid = $1 AND list = $2 AND word LIKE $3 LIMIT 101) w'
        INTO cost USING p_partner, p_kind, pattern;
      IF best IS NULL OR cost < best_cost THEN
        best := pattern;
        best_cost := cost;
      END IF;
    END LOOP;
  END IF;

  esc := replace(replace(replace(q, '\', '\\'), '%', '\%'), '_', '\_');
  IF best IS NOT NULL AND cardinality(tokens) > 1 AND best_cost > 2000 THEN
    -- Several words, each common ("grace thika 77"): the walked word's entries may hold few of the whole query, and
    -- the walk would read them all to find out. The trigram index tells cheaply, stopping at one past the page:
    -- when every match fits the page, that is the answer (in rank order); otherwise the walk goes on below.
    EXECUTE format('SELECT ARRAY(SELECT guid FROM (SELECT guid, code, name FROM %I WHERE %s'
      || ' AND (lower(code) LIKE %L OR lower(name) LIKE %L) LIMIT %s) m'
      || ' ORDER BY lower(code) = %L DESC, CASE WHEN lower(code) = %L THEN guid END, lower(name) COLLATE "C", guid)',
      p_kind, base, esc || '%', '%' || esc || '%', off + lim + 1, q, q) INTO page;
    IF cardinality(page) <= off + lim THEN
      total := cardinality(page);
      more := false;
      page := page[off + 1 : off + lim];
      best := NULL;
      q := NULL;
    END IF;
  END IF;
  IF best IS NOT NULL THEN
    -- An exact code first, then the matches in name order up to one past the page: per name word of the walked
    -- query word, its entries in name order that hold the whole query (stopping at the page), merged with the
    -- entries whose code starts with the query.
    EXECUTE format('SELECT coalesce(array_agg(guid ORDER BY guid), ''{}'') FROM %I WHERE %s AND lower(code) = %L',
      p_kind, base, q) INTO exact;
    wanted := off + lim + 1 - cardinality(exact);
    IF wanted > 0 THEN
      EXECUTE format(
        'SELECT ARRAY(SELECT m.guid FROM ('
        || ' SELECT e.name_key, e.guid FROM reference_name_words w CROSS JOIN LATERAL ('
        || '   SELECT x.name_key, x.guid FROM reference_word_entries x'
        || '   WHERE x.partner_guid = $1 AND x.list = $2 AND x.word = w.word AND x.name_key LIKE $3 %s'
        || '   ORDER BY x.name_key, x.guid LIMIT $4) e'
        || ' WHERE w.partner_guid = $1 AND w.list = $2 AND w.word LIKE $5'
        || ' UNION'
        || ' SELECT lower(name) COLLATE "C", guid FROM %I WHERE %s AND lower(code) LIKE $6'
        || ' ) m WHERE NOT (m.guid = ANY ($7)) ORDER BY m.name_key, m.guid LIMIT $4)',
        CASE WHEN p_country IS NOT NULL AND p_kind = 'hospitals' THEN format('AND x.country_code = %L', p_country)
          ELSE '' END,
        p_kind, base)
      INTO rest
      USING p_partner, p_kind, '%' || esc || '%', wanted, best, esc || '%', exact;
    ELSE
      rest := '{}';
    END IF;
    page := exact || rest;
    n := cardinality(page);
    more := n > off + lim;
    total := CASE WHEN more THEN off + lim + 1 ELSE n END;
    page := page[off + 1 : off + lim];
  ELSIF q IS NOT NULL THEN
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
    page := ARRAY(SELECT e FROM unnest(exact) WITH ORDINALITY AS u(e, k) ORDER BY k OFFSET off LIMIT lim);
    wanted := lim - cardinality(page);
    skip := format(' LIMIT %s OFFSET %s', wanted, greatest(off - cardinality(exact), 0));
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
    more := n > off + lim;
  END IF;
  IF cardinality(page) = 0 THEN
    guid := NULL;
    RETURN NEXT;
  END IF;
  FOREACH guid IN ARRAY page LOOP
    RETURN NEXT;
  END LOOP;
END
$fn$;
