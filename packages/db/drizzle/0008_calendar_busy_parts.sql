-- What drizzle-kit cannot express: the reservation services' site filled in for existing rows,
-- and the no-double-booking constraint moved from the whole service to its busy parts (a
-- processing gap leaves the specialist free for another client).
UPDATE "service_reservation_service" srs SET "site_id" = r."site_id"
  FROM "service_reservation" r WHERE r."id" = srs."service_reservation_id" AND srs."site_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "service_reservation_service" DROP CONSTRAINT "service_reservation_service_no_overlap";
--> statement-breakpoint
ALTER TABLE "service_reservation_service" ADD CONSTRAINT "service_reservation_service_no_overlap"
  EXCLUDE USING gist ("specialist_id" WITH =, "busy" WITH &&) WHERE (NOT "is_cancelled");
