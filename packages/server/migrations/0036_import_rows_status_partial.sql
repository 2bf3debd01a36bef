-- Applying a chunk sets its rows `applied`: a row no longer in the status index costs one index insertion less per
-- row (the update's new row version goes into every index whose predicate it meets). Measured on 100,000 staged SMS
-- rows: 0.50-0.90 s against 1.05-1.94 s. Applied rows are only ever read by line range or from the batch's first line
-- (chunk ranges, previews, paging), which the primary key (batch_guid, line) serves; valid, invalid, duplicate,
-- already and failed rows keep their index.
DROP INDEX IF EXISTS "import_rows_batch_status_idx";
--> statement-breakpoint
CREATE INDEX "import_rows_batch_status_idx" ON "import_rows" ("batch_guid", "status", "line") WHERE "status" <> 'applied';
