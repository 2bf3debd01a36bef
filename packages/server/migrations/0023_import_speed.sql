-- Import engine speed (issue 14): a staged row keeps the value its schema parsed (`value`), so a domain can apply a
-- chunk set-based in SQL straight from the staging table (no row travels back to the server); uuidv7 in SQL for the
-- rows such statements insert (time-ordered keys: appended to their indexes, not scattered).
ALTER TABLE "import_rows" ADD COLUMN "value" jsonb;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cd_uuidv7() RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) PLACING
    substring(int8send((extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6), 52, 1), 53, 1),
    'hex')::uuid
$$;
