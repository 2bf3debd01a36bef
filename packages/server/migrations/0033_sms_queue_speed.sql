-- SMS blast queueing speed (issue 16): the foreign key of a recipient to its batch was checked row by row (an RI
-- trigger per inserted row: over half the time of queueing 20,000 recipients). Recipients are only ever written by
-- the batch's own import or bulk statement, which reads the batch in the same transaction, and a batch is deleted only
-- when its import could not start (before any recipient exists): the key checked nothing those do not already ensure.
ALTER TABLE "sms_batch_recipients" DROP CONSTRAINT IF EXISTS "sms_batch_recipients_batch_fkey";
--> statement-breakpoint
-- The recipients' statistics once a blast's first chunk is queued. Until autovacuum comes by (minutes on a busy
-- server) the planner takes a million queued recipients for a dozen: dispatch's "next unhanded lines in order" then
-- sorts every unhanded recipient of the batch for each chunk of a few hundred (measured: 0.8 s a chunk at 1,000,000)
-- instead of reading them in order from the queued index. ANALYZE needs the table's owner, hence SECURITY DEFINER.
CREATE OR REPLACE FUNCTION cd_analyze_sms_recipients() RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  ANALYZE sms_batch_recipients;
END $$;
