CREATE TABLE "sys_report_agenda_day" (
	"subscriber_owner_company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"specialist_id" integer NOT NULL,
	"client_id" integer,
	"services" integer NOT NULL,
	"minutes" numeric NOT NULL,
	"no_shows" integer NOT NULL,
	"cancelled" integer NOT NULL,
	"value" bigint NOT NULL,
	"ratings" integer NOT NULL,
	"rating_sum" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_report_appointment_day" (
	"subscriber_owner_company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"client_id" integer,
	"appointments" integer NOT NULL,
	"kept" integer NOT NULL,
	"attended" integer NOT NULL,
	"no_shows" integer NOT NULL,
	"cancelled" integer NOT NULL,
	"services" integer NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_report_client_sale_day" (
	"subscriber_owner_company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"client_id" integer,
	"sales" integer NOT NULL,
	"total" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_report_agenda_day_idx" ON "sys_report_agenda_day" USING btree ("subscriber_owner_company_id","site_id","day");--> statement-breakpoint
CREATE INDEX "sys_report_appointment_day_idx" ON "sys_report_appointment_day" USING btree ("subscriber_owner_company_id","site_id","day");--> statement-breakpoint
CREATE INDEX "sys_report_client_sale_day_idx" ON "sys_report_client_sale_day" USING btree ("subscriber_owner_company_id","site_id","day");--> statement-breakpoint
-- The appointment reports' daily rollups and the sales per client (decision 026): a reservation,
-- a booked service or a rating marks its reservation's day stale, the same mark the sales' writes
-- leave, so one refresh sums every rollup of the day. A reservation's date is already its site's
-- own day. Once per statement, from its transition tables.
CREATE FUNCTION "report_stale_reservation_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    IF TG_TABLE_NAME = 'service_reservation' THEN
      INSERT INTO sys_report_stale_day (subscriber_owner_company_id, site_id, day)
      SELECT DISTINCT c.subscriber_owner_company_id, c.site_id, c.date FROM report_new c
      ON CONFLICT DO NOTHING;
    ELSE
      INSERT INTO sys_report_stale_day (subscriber_owner_company_id, site_id, day)
      SELECT DISTINCT r.subscriber_owner_company_id, r.site_id, r.date
      FROM report_new c JOIN service_reservation r ON r.id = c.service_reservation_id
      ON CONFLICT DO NOTHING;
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    IF TG_TABLE_NAME = 'service_reservation' THEN
      INSERT INTO sys_report_stale_day (subscriber_owner_company_id, site_id, day)
      SELECT DISTINCT c.subscriber_owner_company_id, c.site_id, c.date FROM report_old c
      ON CONFLICT DO NOTHING;
    ELSE
      -- A reservation deleted with its services left its own mark (they are gone from it here).
      INSERT INTO sys_report_stale_day (subscriber_owner_company_id, site_id, day)
      SELECT DISTINCT r.subscriber_owner_company_id, r.site_id, r.date
      FROM report_old c JOIN service_reservation r ON r.id = c.service_reservation_id
      ON CONFLICT DO NOTHING;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "service_reservation_report_insert" AFTER INSERT ON "service_reservation"
  REFERENCING NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION report_stale_reservation_days();
--> statement-breakpoint
CREATE TRIGGER "service_reservation_report_update" AFTER UPDATE ON "service_reservation"
  REFERENCING OLD TABLE AS report_old NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION report_stale_reservation_days();
--> statement-breakpoint
CREATE TRIGGER "service_reservation_report_delete" AFTER DELETE ON "service_reservation"
  REFERENCING OLD TABLE AS report_old FOR EACH STATEMENT EXECUTE FUNCTION report_stale_reservation_days();
--> statement-breakpoint
CREATE TRIGGER "service_reservation_service_report_insert" AFTER INSERT ON "service_reservation_service"
  REFERENCING NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION report_stale_reservation_days();
--> statement-breakpoint
CREATE TRIGGER "service_reservation_service_report_update" AFTER UPDATE ON "service_reservation_service"
  REFERENCING OLD TABLE AS report_old NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION report_stale_reservation_days();
--> statement-breakpoint
CREATE TRIGGER "service_reservation_service_report_delete" AFTER DELETE ON "service_reservation_service"
  REFERENCING OLD TABLE AS report_old FOR EACH STATEMENT EXECUTE FUNCTION report_stale_reservation_days();
--> statement-breakpoint
CREATE TRIGGER "qualification_report_insert" AFTER INSERT ON "qualification"
  REFERENCING NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION report_stale_reservation_days();
--> statement-breakpoint
CREATE TRIGGER "qualification_report_update" AFTER UPDATE ON "qualification"
  REFERENCING OLD TABLE AS report_old NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION report_stale_reservation_days();
--> statement-breakpoint
CREATE TRIGGER "qualification_report_delete" AFTER DELETE ON "qualification"
  REFERENCING OLD TABLE AS report_old FOR EACH STATEMENT EXECUTE FUNCTION report_stale_reservation_days();
--> statement-breakpoint
-- Every day there is to sum into the new rollups: the reservations' days, and the sales' days
-- again (the sales per client are new; the days already summed are summed once more).
INSERT INTO sys_report_stale_day (subscriber_owner_company_id, site_id, day)
SELECT DISTINCT r.subscriber_owner_company_id, r.site_id, r.date FROM service_reservation r
UNION
SELECT DISTINCT s.subscriber_owner_company_id, s.id, (h.date_created AT TIME ZONE s.time_zone)::date
FROM history_payment h JOIN site s ON s.id = h.site_id
ON CONFLICT DO NOTHING;
