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
  cond text;
  ord text;
  n bigint;
  found_any boolean := false;
  r record;
BEGIN
  IF p_kind NOT IN ('hospitals', 'health_diagnoses') THEN
    RAISE EXCEPTION 'unknown reference list %', p_kind USING ERRCODE = '22023';
  END IF;
  IF NOT (p_partner = ANY (string_to_array(nullif(current_setting('app.partner_guids', true), ''), ',')::uuid[])
          OR current_setting('app.all_partners', true) = 'on') THEN
    RAISE EXCEPTION 'partner % is not in scope', p_partner USING ERRCODE = '42501';
  END IF;
  esc := replace(replace(replace(q, '\', '\\'), '%', '\%'), '_', '\_');
  cond := format('partner_guid = %L', p_partner);
  IF p_country IS NOT NULL AND p_kind = 'hospitals' THEN
    cond := cond || format(' AND country_code = %L', p_country);
  END IF;
  IF q <> '' THEN
    cond := cond || format(' AND (lower(code) LIKE %L OR lower(name) LIKE %L)', esc || '%',
      CASE WHEN length(q) >= 3 THEN '%' || esc || '%' ELSE esc || '%' END);
    ord := format('lower(code) = %L DESC, lower(name) LIKE %L DESC, lower(name), guid', q, esc || '%');
  ELSE
    ord := 'lower(name), guid';
  END IF;
  EXECUTE format('SELECT count(*) FROM %I WHERE %s', p_kind, cond) INTO n;
  FOR r IN EXECUTE format('SELECT guid FROM %I WHERE %s ORDER BY %s LIMIT %s OFFSET %s',
      p_kind, cond, ord, greatest(p_limit, 0), greatest(p_offset, 0)) LOOP
    found_any := true;
    guid := r.guid;
    total := n;
    RETURN NEXT;
  END LOOP;
  IF NOT found_any THEN
    guid := NULL;
    total := n;
    RETURN NEXT;
  END IF;
END
$fn$;
