-- Demo products were created with cardinality 'single' / 'family', values the contract (CARDINALITIES) does not list,
-- so an admin could not save them back unchanged. Existing rows take the contract's values.
UPDATE "products" SET "cardinality" = 'principal_only' WHERE "cardinality" = 'single';--> statement-breakpoint
UPDATE "products" SET "cardinality" = 'principal_and_dependants' WHERE "cardinality" = 'family';
