-- SMS blast queueing speed (issue 16): the foreign key of a recipient to its batch was checked row by row (an RI
-- trigger per inserted row: over half the time of queueing 20,000 recipients). Recipients are only ever written by
-- the batch's own import or bulk statement, which reads the batch in the same transaction, and a batch is deleted only
-- when its import could not start (before any recipient exists): the key checked nothing those do not already ensure.
ALTER TABLE "sms_batch_recipients" DROP CONSTRAINT IF EXISTS "sms_batch_recipients_batch_fkey";
