-- What drizzle-kit cannot express: extensions, the no-double-booking exclusion constraint and
-- trigram indexes for search-as-you-type (ILIKE '%text%').
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "service_reservation_service" ADD CONSTRAINT "service_reservation_service_no_overlap"
  EXCLUDE USING gist ("specialist_id" WITH =, tsrange("start_at", "end_at") WITH &&) WHERE (NOT "is_cancelled");
--> statement-breakpoint
CREATE INDEX "client_first_name_trgm_idx" ON "client" USING gin ("first_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "client_last_name_trgm_idx" ON "client" USING gin ("last_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "client_phone_trgm_idx" ON "client" USING gin ("phone" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "client_email_trgm_idx" ON "client" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "client_document_trgm_idx" ON "client" USING gin ("document_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_name_trgm_idx" ON "product" USING gin ("name" gin_trgm_ops);
