CREATE TABLE "membership_plan" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_plan_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"period" text DEFAULT 'monthly' NOT NULL,
	"service_discount" integer,
	"product_discount" integer,
	"included_services" integer DEFAULT 0 NOT NULL,
	"rolls_over" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "membership_plan_period_chk" CHECK ("membership_plan"."period" in ('monthly', 'quarterly')),
	CONSTRAINT "membership_plan_discount_chk" CHECK (("membership_plan"."service_discount" is null or "membership_plan"."service_discount" between 0 and 100)
        and ("membership_plan"."product_discount" is null or "membership_plan"."product_discount" between 0 and 100)),
	CONSTRAINT "membership_plan_included_chk" CHECK ("membership_plan"."included_services" between 0 and 1000),
	CONSTRAINT "membership_plan_benefit_chk" CHECK (coalesce("membership_plan"."service_discount", 0) > 0 or coalesce("membership_plan"."product_discount", 0) > 0 or "membership_plan"."included_services" > 0),
	CONSTRAINT "membership_plan_name_chk" CHECK (length(trim("membership_plan"."name")) between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "membership_plan_service" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_plan_service_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"membership_plan_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "membership_plan_service_uq" UNIQUE("membership_plan_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "membership_plan_site_price" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_plan_site_price_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"membership_plan_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "membership_plan_site_price_uq" UNIQUE("membership_plan_id","site_id"),
	CONSTRAINT "membership_plan_site_price_chk" CHECK ("membership_plan_site_price"."price" >= 0 and "membership_plan_site_price"."price" <= 1000000000)
);
--> statement-breakpoint
ALTER TABLE "history_payment_detail" DROP CONSTRAINT "history_payment_detail_type_chk";--> statement-breakpoint
ALTER TABLE "wallet_entry" DROP CONSTRAINT "wallet_entry_kind_chk";--> statement-breakpoint
ALTER TABLE "wallet_entry" DROP CONSTRAINT "wallet_entry_sign_chk";--> statement-breakpoint
ALTER TABLE "wallet_instrument" DROP CONSTRAINT "wallet_instrument_status_chk";--> statement-breakpoint
ALTER TABLE "wallet_instrument" DROP CONSTRAINT "wallet_instrument_initial_chk";--> statement-breakpoint
ALTER TABLE "history_payment_detail" ADD COLUMN "membership_discount" bigint;--> statement-breakpoint
ALTER TABLE "wallet_instrument" ADD COLUMN "membership_plan_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_instrument" ADD COLUMN "service_discount" integer;--> statement-breakpoint
ALTER TABLE "wallet_instrument" ADD COLUMN "product_discount" integer;--> statement-breakpoint
ALTER TABLE "wallet_instrument" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "wallet_instrument" ADD COLUMN "paused_on" date;--> statement-breakpoint
ALTER TABLE "membership_plan" ADD CONSTRAINT "membership_plan_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plan_service" ADD CONSTRAINT "membership_plan_service_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plan_service" ADD CONSTRAINT "membership_plan_service_membership_plan_id_membership_plan_id_fk" FOREIGN KEY ("membership_plan_id") REFERENCES "public"."membership_plan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plan_service" ADD CONSTRAINT "membership_plan_service_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plan_site_price" ADD CONSTRAINT "membership_plan_site_price_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plan_site_price" ADD CONSTRAINT "membership_plan_site_price_membership_plan_id_membership_plan_id_fk" FOREIGN KEY ("membership_plan_id") REFERENCES "public"."membership_plan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plan_site_price" ADD CONSTRAINT "membership_plan_site_price_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_plan_company_idx" ON "membership_plan" USING btree ("subscriber_owner_company_id","name");--> statement-breakpoint
CREATE INDEX "membership_plan_service_service_idx" ON "membership_plan_service" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "membership_plan_service_company_idx" ON "membership_plan_service" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "membership_plan_site_price_site_idx" ON "membership_plan_site_price" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "membership_plan_site_price_company_idx" ON "membership_plan_site_price" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
ALTER TABLE "wallet_instrument" ADD CONSTRAINT "wallet_instrument_membership_plan_id_membership_plan_id_fk" FOREIGN KEY ("membership_plan_id") REFERENCES "public"."membership_plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_instrument_membership_idx" ON "wallet_instrument" USING btree ("membership_plan_id");--> statement-breakpoint
ALTER TABLE "history_payment_detail" ADD CONSTRAINT "history_payment_detail_type_chk" CHECK ("history_payment_detail"."line_type" in ('service', 'product', 'gift_card', 'package', 'membership'));--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_kind_chk" CHECK ("wallet_entry"."kind" in ('issue', 'redeem', 'restore', 'void', 'extend', 'discount', 'pause', 'resume', 'cancel'));--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_sign_chk" CHECK (("wallet_entry"."kind" in ('issue', 'restore') and "wallet_entry"."units" > 0) or ("wallet_entry"."kind" in ('redeem', 'void') and "wallet_entry"."units" < 0)
        or ("wallet_entry"."kind" in ('extend', 'resume') and "wallet_entry"."units" = 0 and "wallet_entry"."expires_on" is not null and "wallet_entry"."reason" is not null)
        or ("wallet_entry"."kind" in ('discount', 'pause', 'cancel') and "wallet_entry"."units" = 0));--> statement-breakpoint
ALTER TABLE "wallet_instrument" ADD CONSTRAINT "wallet_instrument_status_chk" CHECK ("wallet_instrument"."status" in ('activa', 'anulada', 'pausada', 'cancelada'));--> statement-breakpoint
ALTER TABLE "wallet_instrument" ADD CONSTRAINT "wallet_instrument_initial_chk" CHECK ("wallet_instrument"."initial_units" > 0 or ("wallet_instrument"."kind" = 'membership' and "wallet_instrument"."initial_units" = 0));