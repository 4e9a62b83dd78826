ALTER TABLE "client" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(email, '') || ' ' || coalesce(document_number, ''))) STORED;--> statement-breakpoint
-- Search-as-you-type on clients: one trigram index on the lower-case search text replaces five
-- per-column ones the planner skipped for a sequential scan; LIKE on a stored lower-case column
-- is several times cheaper per row than ILIKE on each field.
CREATE INDEX "client_search_text_trgm_idx" ON "client" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "client_first_name_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "client_last_name_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "client_phone_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "client_email_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "client_document_trgm_idx";
