-- Valid rows leave the status index too (0036 took applied rows out): staging a million rows of which nearly all are
-- valid then writes one index less per row (measured on COPY of 1,000,000 SMS rows: 4.2 s against 5.7 s). Valid rows
-- are read in line order (chunks, queues, previews, paging), which the primary key (batch_guid, line) serves; the rows
-- a person looks for — invalid, duplicate, already and failed — keep their index.
DROP INDEX IF EXISTS "import_rows_batch_status_idx";
--> statement-breakpoint
CREATE INDEX "import_rows_batch_status_idx" ON "import_rows" ("batch_guid", "status", "line") WHERE "status" NOT IN ('valid', 'applied');
