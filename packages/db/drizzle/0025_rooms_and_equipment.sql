CREATE TABLE "resource" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resource_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"date_created" timestamp with time zone DEFAULT sari_now() NOT NULL,
	"date_updated" timestamp with time zone,
	CONSTRAINT "resource_name_chk" CHECK (length(trim("resource"."name")) > 0),
	CONSTRAINT "resource_kind_chk" CHECK ("resource"."kind" in ('cabina', 'sala', 'equipo'))
);
--> statement-breakpoint
CREATE TABLE "service_reservation_service_resource" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_reservation_service_resource_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"service_reservation_service_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"site_id" integer,
	"date" date,
	"whole_duration" boolean DEFAULT false NOT NULL,
	"busy" "tsmultirange" NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_resource_need" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_resource_need_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"kind" text NOT NULL,
	"resource_id" integer,
	"whole_duration" boolean DEFAULT false NOT NULL,
	CONSTRAINT "service_resource_need_kind_chk" CHECK ("service_resource_need"."kind" in ('cabina', 'sala', 'equipo'))
);
--> statement-breakpoint
ALTER TABLE "resource" ADD CONSTRAINT "resource_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource" ADD CONSTRAINT "resource_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reservation_service_resource" ADD CONSTRAINT "service_reservation_service_resource_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reservation_service_resource" ADD CONSTRAINT "service_reservation_service_resource_service_reservation_service_id_service_reservation_service_id_fk" FOREIGN KEY ("service_reservation_service_id") REFERENCES "public"."service_reservation_service"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reservation_service_resource" ADD CONSTRAINT "service_reservation_service_resource_resource_id_resource_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resource"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reservation_service_resource" ADD CONSTRAINT "service_reservation_service_resource_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_resource_need" ADD CONSTRAINT "service_resource_need_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_resource_need" ADD CONSTRAINT "service_resource_need_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_resource_need" ADD CONSTRAINT "service_resource_need_resource_id_resource_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resource"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_company_site_idx" ON "resource" USING btree ("subscriber_owner_company_id","site_id","kind");--> statement-breakpoint
CREATE INDEX "srs_resource_parent_idx" ON "service_reservation_service_resource" USING btree ("service_reservation_service_id");--> statement-breakpoint
CREATE INDEX "srs_resource_resource_date_idx" ON "service_reservation_service_resource" USING btree ("resource_id","date");--> statement-breakpoint
CREATE INDEX "srs_resource_site_date_idx" ON "service_reservation_service_resource" USING btree ("subscriber_owner_company_id","site_id","date");--> statement-breakpoint
CREATE INDEX "service_resource_need_service_idx" ON "service_resource_need" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_resource_need_resource_idx" ON "service_resource_need" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "service_resource_need_company_idx" ON "service_resource_need" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
-- ==== Hand-written (decision 053): not generated by drizzle-kit; keep this block at the end ====
-- A hold copies its booked service's site, day, cancellation and busy parts (all of the service
-- when the need is for its whole duration), so the constraint below compares resources alone.
CREATE OR REPLACE FUNCTION sari_resource_hold_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT srs.site_id, srs.date, srs.is_cancelled,
         CASE WHEN NEW.whole_duration THEN tsmultirange(tsrange(srs.start_at, srs.end_at)) ELSE srs.busy END
    INTO NEW.site_id, NEW.date, NEW.is_cancelled, NEW.busy
    FROM service_reservation_service srs WHERE srs.id = NEW.service_reservation_service_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER service_reservation_service_resource_fill
  BEFORE INSERT OR UPDATE ON "service_reservation_service_resource"
  FOR EACH ROW EXECUTE FUNCTION sari_resource_hold_fill();--> statement-breakpoint
-- A booked service moved, resized or cancelled in any way moves its holds with it.
CREATE OR REPLACE FUNCTION sari_resource_hold_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE service_reservation_service_resource SET is_cancelled = NEW.is_cancelled
    WHERE service_reservation_service_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER service_reservation_service_resource_follow
  AFTER UPDATE OF "start_at", "end_at", "processing_start_at", "processing_end_at", "is_cancelled", "date", "site_id"
  ON "service_reservation_service"
  FOR EACH ROW EXECUTE FUNCTION sari_resource_hold_follow();--> statement-breakpoint
-- No resource is held twice at once among non-cancelled services, whoever writes the rows.
ALTER TABLE "service_reservation_service_resource" ADD CONSTRAINT "service_reservation_service_resource_no_overlap"
  EXCLUDE USING gist ("resource_id" WITH =, "busy" WITH &&) WHERE (NOT "is_cancelled");
