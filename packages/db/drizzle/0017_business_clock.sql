-- The business clock: now() moved by the server's clock offset (sari.clock_offset_ms, set on each
-- connection by the client when a test sets the clock; unset in production, so it is now()).
CREATE OR REPLACE FUNCTION sari_now() RETURNS timestamptz LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT now() + coalesce(nullif(current_setting('sari.clock_offset_ms', true), '')::bigint, 0) * interval '1 millisecond'
$$;--> statement-breakpoint
ALTER TABLE "cash_drawer_session" ALTER COLUMN "opened_at" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "money_movement" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "client" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "site" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "subscriber_owner" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "subscriber_owner_company" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "opportunity" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "sales_order" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "product" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "stock_movement" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "purchase_order" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "purchase_payment" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "purchase_return" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "notification" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "qualification" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "advance_payment" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "service_reservation" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "waitlist_entry" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "client_deposit" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "credit_payment" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "deposit_credit_detail" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "history_payment" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "sale_refund" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "sys_job" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "specialist" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "specialist_payment" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "sari_role" ALTER COLUMN "date_created" SET DEFAULT sari_now();--> statement-breakpoint
ALTER TABLE "sari_user" ALTER COLUMN "date_created" SET DEFAULT sari_now();