-- Written by hand. A word-level index for the hospital and health-diagnosis search (reference_search).
-- A search for a part of the name ("royal": one hospital in eight) had to collect every trigram match of the whole
-- list and sort them by name, and count them up to 1000: about 40 ms of PostgreSQL time on 100,000 hospitals. Now
-- each list keeps its distinct name words (reference_name_words, with a trigram index) and, per word, its entries in
-- name order (reference_word_entries). A search matches one word of the query against the distinct words, then
-- walks those words' entries in name order and stops at the page: it reads the rows it shows, not every match.
-- Both tables are kept by statement triggers on the two lists (set-based: an import of 100,000 rows updates each
-- word's count once).
CREATE TABLE reference_name_words (
  partner_guid uuid NOT NULL,
  list text NOT NULL,
  word text COLLATE "C" NOT NULL,
  -- How many entries hold the word: the search walks the query word whose words hold the fewest.
  entries integer NOT NULL,
  CONSTRAINT reference_name_words_pk PRIMARY KEY (partner_guid, list, word)
) WITH (fillfactor = 70);
--> statement-breakpoint
CREATE INDEX reference_name_words_trgm_idx ON reference_name_words USING gin (partner_guid, list, word gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE reference_word_entries (
  partner_guid uuid NOT NULL,
  list text NOT NULL,
  word text COLLATE "C" NOT NULL,
  -- lower(name): the list's order (lower(name) COLLATE "C", guid) and the text the whole query must be part of.
  name_key text COLLATE "C" NOT NULL,
  guid uuid NOT NULL,
  country_code text,
  CONSTRAINT reference_word_entries_pk PRIMARY KEY (partner_guid, list, word, name_key, guid) INCLUDE (country_code)
);
--> statement-breakpoint
-- The words of a name: lower case, split at white space (the query is split the same way).
CREATE OR REPLACE FUNCTION cd_name_words(p_name text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(p_name), '\s+') AS w WHERE w <> ''
$$;
--> statement-breakpoint
-- Keeps the word tables of one list (TG_ARGV[0]) in step with a statement's inserted, deleted or updated rows.
-- Runs as its owner: the word tables are reached only through these triggers and reference_search.
CREATE OR REPLACE FUNCTION cd_reference_words_sync() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  kind text := TG_ARGV[0];
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM reference_word_entries e
    USING (SELECT o.partner_guid, w.word, lower(o.name) AS name_key, o.guid
           FROM old_rows o CROSS JOIN LATERAL cd_name_words(o.name) AS w(word)) gone
    WHERE e.partner_guid = gone.partner_guid AND e.list = kind AND e.word = gone.word
      AND e.name_key = gone.name_key AND e.guid = gone.guid;
    UPDATE reference_name_words n SET entries = n.entries - d.entries
    FROM (SELECT o.partner_guid, w.word, count(*)::integer AS entries
          FROM old_rows o CROSS JOIN LATERAL cd_name_words(o.name) AS w(word)
          GROUP BY 1, 2) d
    WHERE n.partner_guid = d.partner_guid AND n.list = kind AND n.word = d.word;
    DELETE FROM reference_name_words n
    USING (SELECT DISTINCT o.partner_guid, w.word FROM old_rows o CROSS JOIN LATERAL cd_name_words(o.name) AS w(word)) d
    WHERE n.partner_guid = d.partner_guid AND n.list = kind AND n.word = d.word AND n.entries <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO reference_word_entries (partner_guid, list, word, name_key, guid, country_code)
    SELECT r.partner_guid, kind, w.word, lower(r.name), r.guid, to_jsonb(r) ->> 'country_code'
    FROM new_rows r CROSS JOIN LATERAL cd_name_words(r.name) AS w(word);
    INSERT INTO reference_name_words AS n (partner_guid, list, word, entries)
    SELECT r.partner_guid, kind, w.word, count(*)::integer
    FROM new_rows r CROSS JOIN LATERAL cd_name_words(r.name) AS w(word)
    GROUP BY r.partner_guid, w.word
    ORDER BY r.partner_guid, w.word
    ON CONFLICT (partner_guid, list, word) DO UPDATE SET entries = n.entries + excluded.entries;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER hospitals_words_insert AFTER INSERT ON hospitals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_reference_words_sync('hospitals');
--> statement-breakpoint
CREATE TRIGGER hospitals_words_update AFTER UPDATE ON hospitals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_reference_words_sync('hospitals');
--> statement-breakpoint
CREATE TRIGGER hospitals_words_delete AFTER DELETE ON hospitals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_reference_words_sync('hospitals');
--> statement-breakpoint
CREATE TRIGGER health_diagnoses_words_insert AFTER INSERT ON health_diagnoses REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_reference_words_sync('health_diagnoses');
--> statement-breakpoint
CREATE TRIGGER health_diagnoses_words_update AFTER UPDATE ON health_diagnoses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_reference_words_sync('health_diagnoses');
--> statement-breakpoint
CREATE TRIGGER health_diagnoses_words_delete AFTER DELETE ON health_diagnoses REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_reference_words_sync('health_diagnoses');
--> statement-breakpoint
-- The rows already there.
INSERT INTO reference_word_entries (partner_guid, list, word, name_key, guid, country_code)
SELECT h.partner_guid, 'hospitals', w.word, lower(h.name), h.guid, h.country_code
FROM hospitals h CROSS JOIN LATERAL cd_name_words(h.name) AS w(word)
UNION ALL
SELECT d.partner_guid, 'health_diagnoses', w.word, lower(d.name), d.guid, NULL
FROM health_diagnoses d CROSS JOIN LATERAL cd_name_words(d.name) AS w(word);
--> statement-breakpoint
INSERT INTO reference_name_words (partner_guid, list, word, entries)
SELECT partner_guid, list, word, count(*)::integer FROM reference_word_entries GROUP BY 1, 2, 3;
--> statement-breakpoint
ANALYZE reference_name_words;
--> statement-breakpoint
ANALYZE reference_word_entries;
--> statement-breakpoint
DROP FUNCTION IF EXISTS reference_search(text, uuid, text, text, integer, integer);
--> statement-breakpoint
-- Search of the partner-owned hospital and health-diagnosis lists (reference.repository.ts).
-- Row-level security keeps non-leakproof operators such as LIKE from being used as index conditions, so under RLS
-- a search would scan every row of the partner. This function runs as its owner (SECURITY DEFINER) and checks the
-- partner against the transaction's scope itself (the same rule as the partner_scope policy), then searches with
-- the indexes. A match: the code starts with the query, or the name holds it (from 3 characters; below that, the
-- name starts with it). Order: an exact code first, then by lower(name) COLLATE "C", guid.
-- It returns the page's guids in that order, `total` and `more` (another page follows); an empty page returns one
-- row with a null guid. `total` is exact when no page follows; when one does, a search of 3 characters or more
-- stops at the page and `total` is the matches up to it plus one (the list counts every entry and short queries
-- count up to 1000, as before).
CREATE FUNCTION reference_search(
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
--> statement-breakpoint
-- Customer name search walks the partner's distinct name keys (customer_names), nearest first, then reads each
-- name's customers by a b-tree on (name_key, full_name, guid). The trigram walk used to visit the customers
-- themselves: every customer of a near name is a GiST leaf to re-check against its heap row (about 120 pages for a
-- common name on the bench's 1,000,000 customers). A name key is stored once however many customers share it, and
-- its rows are narrow, so the walk reads a few pages (about 25 for a common name, 8 for a rare one). The ranking is
-- the same: distance of the name key to the query, then full name and guid.
-- customer_names is partitioned by partner like customers (each partner's walk stays in its own small index); the
-- partition function below now gives a new partner both partitions.
CREATE TABLE customer_names (
  partner_guid uuid NOT NULL,
  name_key text NOT NULL,
  CONSTRAINT customer_names_pk PRIMARY KEY (partner_guid, name_key)
) PARTITION BY LIST (partner_guid);
--> statement-breakpoint
CREATE INDEX customer_names_trgm_idx ON customer_names USING gist (name_key gist_trgm_ops (siglen = 256));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cd_add_customers_partition(p_partner uuid) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp SET lock_timeout = '2s' AS $$
DECLARE
  part text;
  parent text;
BEGIN
  FOREACH parent IN ARRAY ARRAY['customers', 'customer_names'] LOOP
    part := parent || '_' || replace(p_partner::text, '-', '');
    CONTINUE WHEN to_regclass(part) IS NOT NULL;
    EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING ALL)', part, parent);
    -- Read and written only through the parent (whose policy applies); no policy here means no direct access.
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY', part);
    EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES IN (%L)', parent, part, p_partner);
  END LOOP;
END $$;
--> statement-breakpoint
SELECT cd_add_customers_partition(guid) FROM partners;
--> statement-breakpoint
INSERT INTO customer_names (partner_guid, name_key) SELECT DISTINCT partner_guid, name_key FROM customers;
--> statement-breakpoint
-- A name's customers in page order; also what the name triggers ask ("does anyone else bear this name?").
CREATE INDEX customers_name_key_idx ON customers (name_key, full_name, guid);
--> statement-breakpoint
DROP INDEX IF EXISTS customers_name_trgm_idx;
--> statement-breakpoint
-- Keeps customer_names equal to the name keys of customers: a name key is added by the statement that brings it and
-- removed by the one that takes its last bearer away. Adding holds a KEY SHARE lock on the name row until its
-- transaction ends; removing first locks the row FOR UPDATE, then looks for other bearers in a statement of its own
-- (under READ COMMITTED it sees every bearer committed before the lock was granted). So a name is never removed
-- while another transaction adds a bearer, and an adder that finds its name removed meanwhile adds it again.
-- Row locks, not advisory locks: a bulk import bringing 25,000 names must not fill the lock table.
CREATE OR REPLACE FUNCTION cd_customer_names_add(p_names customer_names[]) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  wanted integer := cardinality(p_names);
  locked integer;
BEGIN
  LOOP
    INSERT INTO customer_names (partner_guid, name_key)
    SELECT a.partner_guid, a.name_key FROM unnest(p_names) a ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
    SELECT count(*) INTO locked FROM (
      SELECT 1 FROM customer_names n JOIN unnest(p_names) a USING (partner_guid, name_key)
      ORDER BY n.partner_guid, n.name_key FOR KEY SHARE OF n) l;
    EXIT WHEN locked = wanted;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cd_customer_names_remove(p_names customer_names[]) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM 1 FROM customer_names n JOIN unnest(p_names) a USING (partner_guid, name_key)
  ORDER BY n.partner_guid, n.name_key FOR UPDATE OF n;
  DELETE FROM customer_names n USING unnest(p_names) a
  WHERE n.partner_guid = a.partner_guid AND n.name_key = a.name_key
    AND NOT EXISTS (SELECT 1 FROM customers c WHERE c.partner_guid = a.partner_guid AND c.name_key = a.name_key);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cd_customer_names_sync() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cd_customer_names_add(ARRAY(SELECT DISTINCT ROW(partner_guid, name_key)::customer_names FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cd_customer_names_remove(ARRAY(SELECT DISTINCT ROW(partner_guid, name_key)::customer_names FROM old_rows));
  ELSE
    -- Only the customers whose name changed.
    PERFORM cd_customer_names_add(ARRAY(
      SELECT DISTINCT ROW(n.partner_guid, n.name_key)::customer_names
      FROM new_rows n JOIN old_rows o USING (partner_guid, guid) WHERE n.name_key IS DISTINCT FROM o.name_key));
    PERFORM cd_customer_names_remove(ARRAY(
      SELECT DISTINCT ROW(o.partner_guid, o.name_key)::customer_names
      FROM old_rows o JOIN new_rows n USING (partner_guid, guid) WHERE n.name_key IS DISTINCT FROM o.name_key));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_names_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_customer_names_sync();
--> statement-breakpoint
CREATE TRIGGER customers_names_update AFTER UPDATE ON customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_customer_names_sync();
--> statement-breakpoint
CREATE TRIGGER customers_names_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_customer_names_sync();
--> statement-breakpoint
ANALYZE customer_names;
