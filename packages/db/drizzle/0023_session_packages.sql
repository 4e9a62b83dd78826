CREATE TABLE "session_package" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_package_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sessions" integer NOT NULL,
	"validity" integer,
	"validity_unit" text DEFAULT 'months' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "session_package_sessions_chk" CHECK ("session_package"."sessions" between 1 and 1000),
	CONSTRAINT "session_package_validity_chk" CHECK ("session_package"."validity" is null or "session_package"."validity" between 1 and 3650),
	CONSTRAINT "session_package_validity_unit_chk" CHECK ("session_package"."validity_unit" in ('days', 'months')),
	CONSTRAINT "session_package_name_chk" CHECK (length(trim("session_package"."name")) between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "session_package_service" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_package_service_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"session_package_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "session_package_service_uq" UNIQUE("session_package_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "session_package_site_price" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_package_site_price_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"session_package_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "session_package_site_price_uq" UNIQUE("session_package_id","site_id"),
	CONSTRAINT "session_package_site_price_chk" CHECK ("session_package_site_price"."price" >= 0 and "session_package_site_price"."price" <= 1000000000)
);
--> statement-breakpoint
CREATE TABLE "wallet_instrument_service" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_instrument_service_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"wallet_instrument_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "wallet_instrument_service_uq" UNIQUE("wallet_instrument_id","service_id")
);
--> statement-breakpoint
ALTER TABLE "history_payment_detail" DROP CONSTRAINT "history_payment_detail_type_chk";--> statement-breakpoint
ALTER TABLE "wallet_entry" DROP CONSTRAINT "wallet_entry_kind_chk";--> statement-breakpoint
ALTER TABLE "wallet_entry" DROP CONSTRAINT "wallet_entry_sign_chk";--> statement-breakpoint
ALTER TABLE "history_payment_detail" ADD COLUMN "package_session" integer;--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "wallet_instrument" ADD COLUMN "session_package_id" integer;--> statement-breakpoint
ALTER TABLE "session_package" ADD CONSTRAINT "session_package_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_package_service" ADD CONSTRAINT "session_package_service_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_package_service" ADD CONSTRAINT "session_package_service_session_package_id_session_package_id_fk" FOREIGN KEY ("session_package_id") REFERENCES "public"."session_package"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_package_service" ADD CONSTRAINT "session_package_service_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_package_site_price" ADD CONSTRAINT "session_package_site_price_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_package_site_price" ADD CONSTRAINT "session_package_site_price_session_package_id_session_package_id_fk" FOREIGN KEY ("session_package_id") REFERENCES "public"."session_package"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_package_site_price" ADD CONSTRAINT "session_package_site_price_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_instrument_service" ADD CONSTRAINT "wallet_instrument_service_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_instrument_service" ADD CONSTRAINT "wallet_instrument_service_wallet_instrument_id_wallet_instrument_id_fk" FOREIGN KEY ("wallet_instrument_id") REFERENCES "public"."wallet_instrument"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_instrument_service" ADD CONSTRAINT "wallet_instrument_service_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_package_company_idx" ON "session_package" USING btree ("subscriber_owner_company_id","name");--> statement-breakpoint
CREATE INDEX "session_package_service_service_idx" ON "session_package_service" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "session_package_service_company_idx" ON "session_package_service" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "session_package_site_price_site_idx" ON "session_package_site_price" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "session_package_site_price_company_idx" ON "session_package_site_price" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "wallet_instrument_service_service_idx" ON "wallet_instrument_service" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "wallet_instrument_service_company_idx" ON "wallet_instrument_service" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
ALTER TABLE "wallet_instrument" ADD CONSTRAINT "wallet_instrument_session_package_id_session_package_id_fk" FOREIGN KEY ("session_package_id") REFERENCES "public"."session_package"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_instrument_package_idx" ON "wallet_instrument" USING btree ("session_package_id");--> statement-breakpoint
ALTER TABLE "history_payment_detail" ADD CONSTRAINT "history_payment_detail_package_session_chk" CHECK ("history_payment_detail"."package_session" is null or "history_payment_detail"."package_session" > 0);--> statement-breakpoint
ALTER TABLE "history_payment_detail" ADD CONSTRAINT "history_payment_detail_type_chk" CHECK ("history_payment_detail"."line_type" in ('service', 'product', 'gift_card', 'package'));--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_kind_chk" CHECK ("wallet_entry"."kind" in ('issue', 'redeem', 'restore', 'void', 'extend'));--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_sign_chk" CHECK (("wallet_entry"."kind" in ('issue', 'restore') and "wallet_entry"."units" > 0) or ("wallet_entry"."kind" in ('redeem', 'void') and "wallet_entry"."units" < 0)
        or ("wallet_entry"."kind" = 'extend' and "wallet_entry"."units" = 0 and "wallet_entry"."expires_on" is not null and "wallet_entry"."reason" is not null));