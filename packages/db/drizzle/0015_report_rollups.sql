-- The sales reports' daily rollups per site (decision 026). A write to a sale, its lines, its
-- refunds or the money it moved marks the site's day stale (a trigger, whatever path writes);
-- a report sums the stale days of its range again before it reads the rollups. A stale mark
-- carries its transaction's id: a mark is never shared with a transaction still running, so a
-- report that clears the marks it sees cannot clear one whose lines it could not see yet.
CREATE TABLE "sys_report_item_day" (
	"subscriber_owner_company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"line_type" text NOT NULL,
	"service_id" integer,
	"product_id" integer,
	"sales" integer NOT NULL,
	"units" bigint NOT NULL,
	"net" bigint NOT NULL,
	"discounts" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_report_payment_day" (
	"subscriber_owner_company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"code" text NOT NULL,
	"sales" integer NOT NULL,
	"received" bigint NOT NULL,
	"refunded" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_report_sale_day" (
	"subscriber_owner_company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"sales" integer NOT NULL,
	"gross" bigint NOT NULL,
	"refunded" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_report_specialist_day" (
	"subscriber_owner_company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"specialist_id" integer NOT NULL,
	"lines" integer NOT NULL,
	"services" bigint NOT NULL,
	"service_sales" bigint NOT NULL,
	"products" bigint NOT NULL,
	"product_sales" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"service_commission" bigint NOT NULL,
	"consumable" bigint NOT NULL,
	"tips" bigint NOT NULL,
	"advances" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_report_stale_day" (
	"subscriber_owner_company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"txid" bigint DEFAULT txid_current() NOT NULL,
	CONSTRAINT "sys_report_stale_day_pk" PRIMARY KEY("site_id","day","txid")
);
--> statement-breakpoint
CREATE INDEX "sys_report_item_day_idx" ON "sys_report_item_day" USING btree ("subscriber_owner_company_id","site_id","day");--> statement-breakpoint
CREATE INDEX "sys_report_payment_day_idx" ON "sys_report_payment_day" USING btree ("subscriber_owner_company_id","site_id","day");--> statement-breakpoint
CREATE INDEX "sys_report_sale_day_idx" ON "sys_report_sale_day" USING btree ("subscriber_owner_company_id","site_id","day");--> statement-breakpoint
CREATE INDEX "sys_report_specialist_day_idx" ON "sys_report_specialist_day" USING btree ("subscriber_owner_company_id","site_id","day");--> statement-breakpoint
CREATE INDEX "sys_report_stale_day_company_idx" ON "sys_report_stale_day" USING btree ("subscriber_owner_company_id","day");--> statement-breakpoint
-- The days a statement touched, from its transition tables: a sale or a movement by its own site
-- and instant, a line by its sale's, a refund line by its line's sale's, a payment link by its
-- movement's. Once per statement, not per row.
CREATE FUNCTION "report_stale_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    IF TG_TABLE_NAME IN ('history_payment', 'money_movement') THEN
      INSERT INTO sys_report_stale_day (subscriber_owner_company_id, site_id, day)
      SELECT DISTINCT s.subscriber_owner_company_id, s.id, (c.date_created AT TIME ZONE s.time_zone)::date
      FROM report_new c JOIN site s ON s.id = c.site_id
      ON CONFLICT DO NOTHING;
    ELSIF TG_TABLE_NAME = 'history_payment_detail' THEN
      INSERT INTO sys_report_stale_day (subscriber_owner_company_id, site_id, day)
      SELECT DISTINCT s.subscriber_owner_company_id, s.id, (h.date_created AT TIME ZONE s.time_zone)::date
      FROM report_new c JOIN history_payment h ON h.id = c.history_payment_id JOIN site s ON s.id = h.site_id
      ON CONFLICT DO NOTHING;
    ELSIF TG_TABLE_NAME = 'sale_refund_line' THEN
      INSERT INTO sys_report_stale_day (subscriber_owner_company_id, site_id, day)
      SELECT DISTINCT s.subscriber_owner_company_id, s.id, (h.date_created AT TIME ZONE s.time_zone)::date
      FROM report_new c JOIN history_payment_detail d ON d.id = c.history_payment_detail_id
        JOIN history_payment h ON h.id = d.history_payment_id JOIN site s ON s.id = h.site_id
      ON CONFLICT DO NOTHING;
    ELSE
      INSERT INTO sys_report_stale_day (subscriber_owner_company_id, site_id, day)
      SELECT DISTINCT s.subscriber_owner_company_id, s.id, (m.date_created AT TIME ZONE s.time_zone)::date
      FROM report_new c JOIN money_movement m ON m.id = c.money_movement_id JOIN site s ON s.id = m.site_id
      ON CONFLICT DO NOTHING;
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    IF TG_TABLE_NAME IN ('history_payment', 'money_movement') THEN
      INSERT INTO sys_report_stale_day (subscriber_owner_company_id, site_id, day)
      SELECT DISTINCT s.subscriber_owner_company_id, s.id, (c.date_created AT TIME ZONE s.time_zone)::date
      FROM report_old c JOIN site s ON s.id = c.site_id
      ON CONFLICT DO NOTHING;
    ELSIF TG_TABLE_NAME = 'history_payment_detail' THEN
      INSERT INTO sys_report_stale_day (subscriber_owner_company_id, site_id, day)
      SELECT DISTINCT s.subscriber_owner_company_id, s.id, (h.date_created AT TIME ZONE s.time_zone)::date
      FROM report_old c JOIN history_payment h ON h.id = c.history_payment_id JOIN site s ON s.id = h.site_id
      ON CONFLICT DO NOTHING;
    ELSIF TG_TABLE_NAME = 'sale_refund_line' THEN
      INSERT INTO sys_report_stale_day (subscriber_owner_company_id, site_id, day)
      SELECT DISTINCT s.subscriber_owner_company_id, s.id, (h.date_created AT TIME ZONE s.time_zone)::date
      FROM report_old c JOIN history_payment_detail d ON d.id = c.history_payment_detail_id
        JOIN history_payment h ON h.id = d.history_payment_id JOIN site s ON s.id = h.site_id
      ON CONFLICT DO NOTHING;
    ELSE
      INSERT INTO sys_report_stale_day (subscriber_owner_company_id, site_id, day)
      SELECT DISTINCT s.subscriber_owner_company_id, s.id, (m.date_created AT TIME ZONE s.time_zone)::date
      FROM report_old c JOIN money_movement m ON m.id = c.money_movement_id JOIN site s ON s.id = m.site_id
      ON CONFLICT DO NOTHING;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "history_payment_report_insert" AFTER INSERT ON "history_payment"
  REFERENCING NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION report_stale_days();
--> statement-breakpoint
CREATE TRIGGER "history_payment_report_update" AFTER UPDATE ON "history_payment"
  REFERENCING OLD TABLE AS report_old NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION report_stale_days();
--> statement-breakpoint
CREATE TRIGGER "history_payment_report_delete" AFTER DELETE ON "history_payment"
  REFERENCING OLD TABLE AS report_old FOR EACH STATEMENT EXECUTE FUNCTION report_stale_days();
--> statement-breakpoint
CREATE TRIGGER "history_payment_detail_report_insert" AFTER INSERT ON "history_payment_detail"
  REFERENCING NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION report_stale_days();
--> statement-breakpoint
CREATE TRIGGER "history_payment_detail_report_update" AFTER UPDATE ON "history_payment_detail"
  REFERENCING OLD TABLE AS report_old NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION report_stale_days();
--> statement-breakpoint
CREATE TRIGGER "history_payment_detail_report_delete" AFTER DELETE ON "history_payment_detail"
  REFERENCING OLD TABLE AS report_old FOR EACH STATEMENT EXECUTE FUNCTION report_stale_days();
--> statement-breakpoint
CREATE TRIGGER "sale_refund_line_report_insert" AFTER INSERT ON "sale_refund_line"
  REFERENCING NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION report_stale_days();
--> statement-breakpoint
CREATE TRIGGER "sale_refund_line_report_update" AFTER UPDATE ON "sale_refund_line"
  REFERENCING OLD TABLE AS report_old NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION report_stale_days();
--> statement-breakpoint
CREATE TRIGGER "sale_refund_line_report_delete" AFTER DELETE ON "sale_refund_line"
  REFERENCING OLD TABLE AS report_old FOR EACH STATEMENT EXECUTE FUNCTION report_stale_days();
--> statement-breakpoint
CREATE TRIGGER "money_movement_report_insert" AFTER INSERT ON "money_movement"
  REFERENCING NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION report_stale_days();
--> statement-breakpoint
CREATE TRIGGER "money_movement_report_update" AFTER UPDATE ON "money_movement"
  REFERENCING OLD TABLE AS report_old NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION report_stale_days();
--> statement-breakpoint
CREATE TRIGGER "money_movement_report_delete" AFTER DELETE ON "money_movement"
  REFERENCING OLD TABLE AS report_old FOR EACH STATEMENT EXECUTE FUNCTION report_stale_days();
--> statement-breakpoint
CREATE TRIGGER "history_payment_method_report_insert" AFTER INSERT ON "history_payment_method"
  REFERENCING NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION report_stale_days();
--> statement-breakpoint
CREATE TRIGGER "history_payment_method_report_update" AFTER UPDATE ON "history_payment_method"
  REFERENCING OLD TABLE AS report_old NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION report_stale_days();
--> statement-breakpoint
CREATE TRIGGER "history_payment_method_report_delete" AFTER DELETE ON "history_payment_method"
  REFERENCING OLD TABLE AS report_old FOR EACH STATEMENT EXECUTE FUNCTION report_stale_days();
--> statement-breakpoint
-- A site whose time zone changes has other days: every day it has sums for, and every day of
-- its sales and movements on the new clock, are summed again.
CREATE FUNCTION "report_stale_site_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sys_report_stale_day (subscriber_owner_company_id, site_id, day)
  SELECT DISTINCT n.subscriber_owner_company_id, n.id, x.day
  FROM report_new n JOIN report_old o ON o.id = n.id AND o.time_zone IS DISTINCT FROM n.time_zone
  CROSS JOIN LATERAL (
    SELECT r.day FROM sys_report_sale_day r WHERE r.site_id = n.id
    UNION SELECT r.day FROM sys_report_payment_day r WHERE r.site_id = n.id
    UNION SELECT r.day FROM sys_report_specialist_day r WHERE r.site_id = n.id
    UNION SELECT (h.date_created AT TIME ZONE n.time_zone)::date FROM history_payment h WHERE h.site_id = n.id
    UNION SELECT (m.date_created AT TIME ZONE n.time_zone)::date FROM money_movement m WHERE m.site_id = n.id
  ) x
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "site_report_time_zone" AFTER UPDATE ON "site"
  REFERENCING OLD TABLE AS report_old NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION report_stale_site_days();
--> statement-breakpoint
-- The consumables a specialist's day holds follow today's rules of the service's category: a rule
-- written, or a service moved to another category, marks every day of its company that has sums.
CREATE FUNCTION "report_stale_rule_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'service' THEN
    INSERT INTO sys_report_stale_day (subscriber_owner_company_id, site_id, day)
    SELECT DISTINCT r.subscriber_owner_company_id, r.site_id, r.day FROM sys_report_specialist_day r
    WHERE r.subscriber_owner_company_id IN (
      SELECT n.subscriber_owner_company_id FROM report_new n JOIN report_old o ON o.id = n.id
      WHERE o.service_category_id IS DISTINCT FROM n.service_category_id)
    ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO sys_report_stale_day (subscriber_owner_company_id, site_id, day)
    SELECT DISTINCT r.subscriber_owner_company_id, r.site_id, r.day FROM sys_report_specialist_day r
    WHERE r.subscriber_owner_company_id IN (SELECT subscriber_owner_company_id FROM report_new)
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO sys_report_stale_day (subscriber_owner_company_id, site_id, day)
    SELECT DISTINCT r.subscriber_owner_company_id, r.site_id, r.day FROM sys_report_specialist_day r
    WHERE r.subscriber_owner_company_id IN (SELECT subscriber_owner_company_id FROM report_old)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "discount_consumable_product_report_insert" AFTER INSERT ON "discount_consumable_product"
  REFERENCING NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION report_stale_rule_days();
--> statement-breakpoint
CREATE TRIGGER "discount_consumable_product_report_update" AFTER UPDATE ON "discount_consumable_product"
  REFERENCING OLD TABLE AS report_old NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION report_stale_rule_days();
--> statement-breakpoint
CREATE TRIGGER "discount_consumable_product_report_delete" AFTER DELETE ON "discount_consumable_product"
  REFERENCING OLD TABLE AS report_old FOR EACH STATEMENT EXECUTE FUNCTION report_stale_rule_days();
--> statement-breakpoint
CREATE TRIGGER "service_report_category" AFTER UPDATE ON "service"
  REFERENCING OLD TABLE AS report_old NEW TABLE AS report_new FOR EACH STATEMENT EXECUTE FUNCTION report_stale_rule_days();
--> statement-breakpoint
-- Every day that already has sales or movements is stale: the first report of a range sums it.
INSERT INTO "sys_report_stale_day" ("subscriber_owner_company_id", "site_id", "day")
SELECT DISTINCT s.subscriber_owner_company_id, s.id, x.day
FROM site s CROSS JOIN LATERAL (
  SELECT (h.date_created AT TIME ZONE s.time_zone)::date AS day FROM history_payment h WHERE h.site_id = s.id
  UNION SELECT (m.date_created AT TIME ZONE s.time_zone)::date FROM money_movement m WHERE m.site_id = s.id
) x
ON CONFLICT DO NOTHING;
