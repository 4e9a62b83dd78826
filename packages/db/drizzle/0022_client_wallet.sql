CREATE TABLE "wallet_entry" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"wallet_instrument_id" integer NOT NULL,
	"client_id" integer,
	"kind" text NOT NULL,
	"units" bigint NOT NULL,
	"history_payment_id" integer,
	"history_payment_detail_id" integer,
	"sale_refund_id" integer,
	"sari_user_id" integer,
	"date_created" timestamp with time zone DEFAULT sari_now() NOT NULL,
	CONSTRAINT "wallet_entry_kind_chk" CHECK ("wallet_entry"."kind" in ('issue', 'redeem', 'restore', 'void')),
	CONSTRAINT "wallet_entry_sign_chk" CHECK (("wallet_entry"."kind" in ('issue', 'restore') and "wallet_entry"."units" > 0) or ("wallet_entry"."kind" in ('redeem', 'void') and "wallet_entry"."units" < 0))
);
--> statement-breakpoint
CREATE TABLE "wallet_instrument" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_instrument_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"unit" text NOT NULL,
	"site_id" integer NOT NULL,
	"client_id" integer,
	"code" text,
	"recipient_name" text,
	"recipient_email" text,
	"message" text,
	"initial_units" bigint NOT NULL,
	"expires_on" date,
	"status" text DEFAULT 'activa' NOT NULL,
	"history_payment_id" integer NOT NULL,
	"history_payment_detail_id" integer,
	"date_created" timestamp with time zone DEFAULT sari_now() NOT NULL,
	CONSTRAINT "wallet_instrument_company_code_uq" UNIQUE("subscriber_owner_company_id","code"),
	CONSTRAINT "wallet_instrument_kind_chk" CHECK ("wallet_instrument"."kind" in ('gift_card', 'package', 'membership')),
	CONSTRAINT "wallet_instrument_unit_chk" CHECK ("wallet_instrument"."unit" in ('pesos', 'sessions')),
	CONSTRAINT "wallet_instrument_status_chk" CHECK ("wallet_instrument"."status" in ('activa', 'anulada')),
	CONSTRAINT "wallet_instrument_initial_chk" CHECK ("wallet_instrument"."initial_units" > 0)
);
--> statement-breakpoint
ALTER TABLE "history_payment_detail" DROP CONSTRAINT "history_payment_detail_type_chk";--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_wallet_instrument_id_wallet_instrument_id_fk" FOREIGN KEY ("wallet_instrument_id") REFERENCES "public"."wallet_instrument"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_history_payment_id_history_payment_id_fk" FOREIGN KEY ("history_payment_id") REFERENCES "public"."history_payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_history_payment_detail_id_history_payment_detail_id_fk" FOREIGN KEY ("history_payment_detail_id") REFERENCES "public"."history_payment_detail"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_sale_refund_id_sale_refund_id_fk" FOREIGN KEY ("sale_refund_id") REFERENCES "public"."sale_refund"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_sari_user_id_sari_user_id_fk" FOREIGN KEY ("sari_user_id") REFERENCES "public"."sari_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_instrument" ADD CONSTRAINT "wallet_instrument_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_instrument" ADD CONSTRAINT "wallet_instrument_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_instrument" ADD CONSTRAINT "wallet_instrument_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_instrument" ADD CONSTRAINT "wallet_instrument_history_payment_id_history_payment_id_fk" FOREIGN KEY ("history_payment_id") REFERENCES "public"."history_payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_instrument" ADD CONSTRAINT "wallet_instrument_history_payment_detail_id_history_payment_detail_id_fk" FOREIGN KEY ("history_payment_detail_id") REFERENCES "public"."history_payment_detail"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_entry_instrument_idx" ON "wallet_entry" USING btree ("wallet_instrument_id");--> statement-breakpoint
CREATE INDEX "wallet_entry_client_idx" ON "wallet_entry" USING btree ("subscriber_owner_company_id","client_id");--> statement-breakpoint
CREATE INDEX "wallet_entry_payment_idx" ON "wallet_entry" USING btree ("history_payment_id");--> statement-breakpoint
CREATE INDEX "wallet_entry_detail_idx" ON "wallet_entry" USING btree ("history_payment_detail_id");--> statement-breakpoint
CREATE INDEX "wallet_entry_refund_idx" ON "wallet_entry" USING btree ("sale_refund_id");--> statement-breakpoint
CREATE INDEX "wallet_entry_user_idx" ON "wallet_entry" USING btree ("sari_user_id");--> statement-breakpoint
CREATE INDEX "wallet_instrument_client_idx" ON "wallet_instrument" USING btree ("subscriber_owner_company_id","client_id");--> statement-breakpoint
CREATE INDEX "wallet_instrument_site_idx" ON "wallet_instrument" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "wallet_instrument_payment_idx" ON "wallet_instrument" USING btree ("history_payment_id");--> statement-breakpoint
CREATE INDEX "wallet_instrument_detail_idx" ON "wallet_instrument" USING btree ("history_payment_detail_id");--> statement-breakpoint
ALTER TABLE "history_payment_detail" ADD CONSTRAINT "history_payment_detail_type_chk" CHECK ("history_payment_detail"."line_type" in ('service', 'product', 'gift_card'));