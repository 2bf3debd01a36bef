-- Written by hand. A word-level index for the knowledge-base search (knowledge_search), as 0013 did for hospitals.
-- The GIN index on (partner_guid, search) made each search intersect the partner's whole posting list with the
-- query's (100,000 guides: 50 ms), then read and rank up to 1,000 guides from the heap: p99 539 ms at 32
-- connections (and ranking 1,000 matches of every broad word cost more than it told: the cap is now 200).
-- Now each partner keeps its distinct lexemes (knowledge_words, with how many guides hold each) and, per
-- lexeme, its guides in guid order with a score (knowledge_word_guides). A search expands each query lexeme (the last
-- one as a prefix) to the lexemes it matches, walks the rarest one's guides newest first and joins the others on the
-- guid, stopping at the cap (p_cap matches): it reads index entries only, never a guide, until the page's snippets.
-- The lexemes are those of the generated `search` tsvector (unaccented, stemmed in the guide's language), so a
-- match is exactly `search @@ query`. Both tables are kept by statement triggers on knowledge_guides.
CREATE TABLE knowledge_words (
  partner_guid uuid NOT NULL,
  word text COLLATE "C" NOT NULL,
  -- How many guides hold the lexeme: the search walks the query lexeme held by the fewest.
  guides integer NOT NULL,
  CONSTRAINT knowledge_words_pk PRIMARY KEY (partner_guid, word)
) WITH (fillfactor = 70);
--> statement-breakpoint
CREATE TABLE knowledge_word_guides (
  partner_guid uuid NOT NULL,
  word text COLLATE "C" NOT NULL,
  guid uuid NOT NULL,
  -- The lexeme's weight in the guide: its best field (title 1, body 0.4, attachments 0.2) times 1 - 0.5/occurrences.
  score real NOT NULL,
  document_type text NOT NULL,
  CONSTRAINT knowledge_word_guides_pk PRIMARY KEY (partner_guid, word, guid) INCLUDE (score, document_type)
);
--> statement-breakpoint
-- The lexemes of a guide's tsvector with their score (a title word once outranks a body word four times).
CREATE OR REPLACE FUNCTION cd_knowledge_lexemes(p_search tsvector) RETURNS TABLE (word text, score real)
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT u.lexeme,
    ((CASE WHEN 'A' = ANY (u.weights) THEN 1.0 WHEN 'B' = ANY (u.weights) THEN 0.4
      WHEN 'C' = ANY (u.weights) THEN 0.2 ELSE 0.1 END)
     * (1 - 0.5 / greatest(coalesce(cardinality(u.positions), 1), 1)))::real
  FROM unnest(p_search) AS u
$$;
--> statement-breakpoint
-- Keeps the word tables in step with a statement's inserted, deleted or updated guides (set-based: a load of 100,000
-- guides updates each lexeme's count once). Runs as its owner: the word tables are reached only through these
-- triggers and knowledge_search.
CREATE OR REPLACE FUNCTION cd_knowledge_words_sync() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM knowledge_word_guides e
    USING (SELECT o.partner_guid, l.word, o.guid FROM old_rows o CROSS JOIN LATERAL cd_knowledge_lexemes(o.search) l) gone
    WHERE e.partner_guid = gone.partner_guid AND e.word = gone.word AND e.guid = gone.guid;
    UPDATE knowledge_words n SET guides = n.guides - d.guides
    FROM (SELECT o.partner_guid, l.word, count(*)::integer AS guides
          FROM old_rows o CROSS JOIN LATERAL cd_knowledge_lexemes(o.search) l GROUP BY 1, 2) d
    WHERE n.partner_guid = d.partner_guid AND n.word = d.word;
    DELETE FROM knowledge_words n
    USING (SELECT DISTINCT o.partner_guid, l.word FROM old_rows o CROSS JOIN LATERAL cd_knowledge_lexemes(o.search) l) d
    WHERE n.partner_guid = d.partner_guid AND n.word = d.word AND n.guides <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO knowledge_word_guides (partner_guid, word, guid, score, document_type)
    SELECT r.partner_guid, l.word, r.guid, l.score, r.document_type
    FROM new_rows r CROSS JOIN LATERAL cd_knowledge_lexemes(r.search) l;
    INSERT INTO knowledge_words AS n (partner_guid, word, guides)
    SELECT r.partner_guid, l.word, count(*)::integer
    FROM new_rows r CROSS JOIN LATERAL cd_knowledge_lexemes(r.search) l
    GROUP BY r.partner_guid, l.word
    ORDER BY r.partner_guid, l.word
    ON CONFLICT (partner_guid, word) DO UPDATE SET guides = n.guides + excluded.guides;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER knowledge_guides_words_insert AFTER INSERT ON knowledge_guides REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_knowledge_words_sync();
--> statement-breakpoint
CREATE TRIGGER knowledge_guides_words_update AFTER UPDATE ON knowledge_guides
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_knowledge_words_sync();
--> statement-breakpoint
CREATE TRIGGER knowledge_guides_words_delete AFTER DELETE ON knowledge_guides REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cd_knowledge_words_sync();
--> statement-breakpoint
-- The guides already there.
INSERT INTO knowledge_word_guides (partner_guid, word, guid, score, document_type)
SELECT g.partner_guid, l.word, g.guid, l.score, g.document_type
FROM knowledge_guides g CROSS JOIN LATERAL cd_knowledge_lexemes(g.search) l;
--> statement-breakpoint
INSERT INTO knowledge_words (partner_guid, word, guides)
SELECT partner_guid, word, count(*)::integer FROM knowledge_word_guides GROUP BY 1, 2;
--> statement-breakpoint
ANALYZE knowledge_words;
--> statement-breakpoint
ANALYZE knowledge_word_guides;
--> statement-breakpoint
-- The search no longer reads it; every write paid for it.
DROP INDEX IF EXISTS knowledge_guides_search_idx;
--> statement-breakpoint
DROP FUNCTION IF EXISTS knowledge_search(uuid, text, text, integer, integer);
--> statement-breakpoint
-- Knowledge-base search (knowledge-base.repository.ts). As reference_search, it runs as its owner and checks the
-- partner against the transaction's scope itself (the partner_scope rule), then reads the word tables.
-- p_terms is a tsquery text of searchTerms: words joined by &, the last one may end in :* (a prefix). The query
-- matches a guide when the guide holds every lexeme of the words under the French stemmer, or every one under the
-- English stemmer (to_tsquery('cd_fr', t) || to_tsquery('cd_en', t), exactly). For each stemmer (once when both
-- give the same lexemes), each query lexeme is expanded to the partner's lexemes it matches (itself, or those it
-- starts for the prefix); the one held by the fewest guides is walked in guid order, newest first, and the others are
-- joined on the guid (a merge of both walks when they hold about as many guides, else a look-up per guide), up to
-- p_cap matches (KNOWLEDGE_SEARCH_CAP, 200). Those are ranked (the sum, over the query lexemes, of the guide's best
-- score among their matching lexemes) and paged; the total is exact up to the cap (a broader search asks for a
-- better query). A prefix matching more than 200 lexemes (a letter or two being typed) is read as a range of
-- lexemes when walked (or, held more than 50 times the cap, the guides are walked newest first and checked on their
-- tsvector), and checked on the guide's tsvector otherwise; it then adds nothing to the rank.
-- An empty page returns one row with a null guid and the total.
CREATE FUNCTION knowledge_search(
  p_partner uuid, p_terms text, p_doc_type text, p_limit integer, p_offset integer, p_cap integer
) RETURNS TABLE (guid uuid, rank real, total bigint)
-- Sorts and hash aggregates off: the planner, blind to how many guids the merged walks hold, would read them whole
-- to hash or sort them, where merging the walks in guid order stops at the cap (a sort it cannot avoid still
-- runs, priced as dear; JIT off, or that price would have every statement compiled).
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = public, pg_temp SET enable_hashagg = off SET enable_sort = off SET jit = off AS $fn$
DECLARE
  cap constant integer := greatest(p_cap, 1);
  broad constant integer := 200;
  top constant text := chr(1114111);
  tokens text[];
  cfg regconfig;
  done text[] := '{}';
  parts text[] := '{}';
  lexemes text[];
  prefixes boolean[];
  tok text;
  lex text;
  i integer;
  word_sets text[];
  costs bigint[];
  wide boolean[];
  arr text[];
  n_words integer;
  cost bigint;
  drive integer;
  sig text;
  dt text := '';
  src text;
  froms text;
  joins text;
  score text;
  empty_part boolean;
BEGIN
  IF (p_partner = ANY (string_to_array(nullif(current_setting('app.partner_guids', true), ''), ',')::uuid[])
      OR current_setting('app.all_partners', true) = 'on') IS NOT TRUE THEN
    RAISE EXCEPTION 'partner % is not in scope', p_partner USING ERRCODE = '42501';
  END IF;
  tokens := ARRAY(SELECT btrim(t) FROM regexp_split_to_table(coalesce(p_terms, ''), '&') AS t WHERE btrim(t) <> '');
  IF p_doc_type IS NOT NULL THEN
    -- A guide's own: filtering the walked lexeme's guides is enough.
    dt := format(' AND d.document_type = %L', p_doc_type);
  END IF;

  FOREACH cfg IN ARRAY ARRAY['cd_fr', 'cd_en']::regconfig[] LOOP
    -- The stemmer's lexemes of the query, each with whether it is a prefix (the words of the last token).
    lexemes := '{}';
    prefixes := '{}';
    FOREACH tok IN ARRAY tokens LOOP
      FOREACH lex IN ARRAY tsvector_to_array(to_tsvector(cfg, regexp_replace(tok, ':\*$', ''))) LOOP
        lexemes := lexemes || lex;
        prefixes := prefixes || (tok LIKE '%:*');
      END LOOP;
    END LOOP;
    -- No lexeme (only stop words): this stemmer's query matches nothing.
    CONTINUE WHEN cardinality(lexemes) = 0;

    -- Each lexeme expanded to the partner's lexemes it matches, with how many guides hold them.
    word_sets := '{}';
    costs := '{}';
    wide := '{}';
    empty_part := false;
    FOR i IN 1 .. cardinality(lexemes) LOOP
      IF prefixes[i] THEN
        SELECT coalesce(array_agg(w.word ORDER BY w.word), '{}'), coalesce(sum(w.guides), 0), count(*)
          INTO arr, cost, n_words
          FROM (SELECT n.word, n.guides FROM knowledge_words n
                WHERE n.partner_guid = p_partner AND n.word >= lexemes[i] AND n.word < lexemes[i] || top
                ORDER BY n.word LIMIT 5001) w;
        IF n_words > 5000 THEN cost := 1000000000; END IF;
      ELSE
        SELECT coalesce(array_agg(n.word), '{}'), coalesce(sum(n.guides), 0), count(*)
          INTO arr, cost, n_words
          FROM knowledge_words n WHERE n.partner_guid = p_partner AND n.word = lexemes[i];
      END IF;
      IF n_words = 0 THEN
        empty_part := true;
        EXIT;
      END IF;
      wide := wide || (n_words > broad);
      -- A set of lexemes as its array's text (arrays of arrays must be rectangular); a wide one as its prefix.
      word_sets := word_sets || CASE WHEN n_words > broad THEN lexemes[i] ELSE arr::text END;
      costs := costs || cost;
    END LOOP;
    CONTINUE WHEN empty_part;
    -- The same expanded query as the other stemmer's: already searched.
    sig := array_to_string(ARRAY(SELECT DISTINCT w || CASE WHEN x THEN '*' ELSE '' END
                                 FROM unnest(word_sets, wide) AS u(w, x) ORDER BY 1), ' ');
    CONTINUE WHEN sig = ANY (done);
    done := done || sig;

    drive := 1;
    FOR i IN 2 .. cardinality(lexemes) LOOP
      IF costs[i] < costs[drive] THEN drive := i; END IF;
    END LOOP;

    -- The walked lexeme's guides, newest first: one index walk per lexeme it matches, merged (up to 50), else read
    -- whole and sorted.
    IF wide[drive] AND costs[drive] > 50 * cap THEN
      -- A letter or two typed, held by most guides (every other lexeme of the query too): the guides themselves,
      -- newest first, checked on their tsvector, stop at the cap sooner than reading every matching lexeme.
      src := format('SELECT d.guid, 0::real AS s FROM knowledge_guides d WHERE d.partner_guid = $1'
        || ' AND d.search @@ %L::tsquery%s ORDER BY d.guid DESC', quote_literal(word_sets[drive]) || ':*', dt);
    ELSIF wide[drive] THEN
      src := format('SELECT d.guid, max(d.score) AS s FROM knowledge_word_guides d WHERE d.partner_guid = $1'
        || ' AND d.word >= %L AND d.word < %L%s GROUP BY d.guid ORDER BY d.guid DESC',
        word_sets[drive], word_sets[drive] || top, dt);
    ELSIF cardinality(word_sets[drive]::text[]) = 1 THEN
      src := format('SELECT d.guid, d.score AS s FROM knowledge_word_guides d WHERE d.partner_guid = $1'
        || ' AND d.word = %L%s ORDER BY d.guid DESC', (word_sets[drive]::text[])[1], dt);
    ELSIF cardinality(word_sets[drive]::text[]) <= 50 THEN
      src := format('SELECT d.guid, max(d.s) AS s FROM (%s) d GROUP BY d.guid ORDER BY d.guid DESC',
        (SELECT string_agg(format('(SELECT d.guid, d.score AS s FROM knowledge_word_guides d WHERE d.partner_guid = $1'
           || ' AND d.word = %L%s ORDER BY d.guid DESC)', w, dt), ' UNION ALL ')
         FROM unnest(word_sets[drive]::text[]) AS w));
    ELSE
      src := format('SELECT d.guid, max(d.score) AS s FROM knowledge_word_guides d WHERE d.partner_guid = $1'
        || ' AND d.word = ANY (%L::text[])%s GROUP BY d.guid ORDER BY d.guid DESC', word_sets[drive], dt);
    END IF;
    froms := format('(%s) m', src);
    joins := '';
    score := 'm.s';
    FOR i IN 1 .. cardinality(lexemes) LOOP
      CONTINUE WHEN i = drive;
      IF wide[i] THEN
        -- Checked on the guide itself; a prefix this short adds nothing to the rank.
        joins := joins || format(' AND EXISTS (SELECT 1 FROM knowledge_guides g WHERE g.partner_guid = $1'
          || ' AND g.guid = m.guid AND g.search @@ %L::tsquery)', quote_literal(word_sets[i]) || ':*');
      ELSIF cardinality(word_sets[i]::text[]) = 1 AND costs[i] <= 8 * costs[drive] THEN
        -- About as many guides: both walks in guid order, merged.
        froms := froms || format(' JOIN (SELECT x.guid, x.score AS s FROM knowledge_word_guides x'
          || ' WHERE x.partner_guid = $1 AND x.word = %L ORDER BY x.guid DESC) t%s ON t%s.guid = m.guid',
          (word_sets[i]::text[])[1], i, i);
        score := score || format(' + t%s.s', i);
      ELSE
        -- Many more guides: a look-up of (lexeme, guid) per walked guide.
        froms := froms || format(' CROSS JOIN LATERAL (SELECT max(x.score) AS s FROM knowledge_word_guides x'
          || ' WHERE x.partner_guid = $1 AND x.word = ANY (%L::text[]) AND x.guid = m.guid) t%s', word_sets[i], i);
        joins := joins || format(' AND t%s.s IS NOT NULL', i);
        score := score || format(' + t%s.s', i);
      END IF;
    END LOOP;
    parts := parts || format('(SELECT m.guid, (%s)::real AS r FROM %s WHERE true%s ORDER BY m.guid DESC LIMIT %s)',
      score, froms, joins, cap);
  END LOOP;

  IF cardinality(parts) = 0 THEN
    guid := NULL;
    rank := NULL;
    total := 0;
    RETURN NEXT;
    RETURN;
  END IF;
  -- Both stemmers' matches: the newest `cap` of them (each part holds its own newest `cap`).
  RETURN QUERY EXECUTE format(
    'WITH found AS (%s), counted AS (SELECT count(*) AS n FROM found),'
    || ' page AS (SELECT f.guid, f.r FROM found f ORDER BY f.r DESC, f.guid LIMIT %s OFFSET %s)'
    || ' SELECT p.guid, p.r, c.n FROM counted c LEFT JOIN page p ON true ORDER BY p.r DESC NULLS LAST, p.guid',
    CASE WHEN cardinality(parts) = 1 THEN parts[1]
      ELSE format('SELECT u.guid, max(u.r) AS r FROM (%s) u GROUP BY u.guid ORDER BY u.guid DESC LIMIT %s',
        array_to_string(parts, ' UNION ALL '), cap) END,
    greatest(p_limit, 0), greatest(p_offset, 0))
    USING p_partner;
END $fn$;
