CREATE TABLE "sys_public_sign_in" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_public_sign_in_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"client_id" integer,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"session_expires_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT sari_now() NOT NULL,
	CONSTRAINT "sys_public_sign_in_attempts_chk" CHECK ("sys_public_sign_in"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "advance_payment" ADD COLUMN "wallet_instrument_id" integer;--> statement-breakpoint
ALTER TABLE "advance_payment" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_reservation_service" ADD COLUMN "package_instrument_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD COLUMN "advance_payment_id" integer;--> statement-breakpoint
ALTER TABLE "sys_public_sign_in" ADD CONSTRAINT "sys_public_sign_in_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_public_sign_in" ADD CONSTRAINT "sys_public_sign_in_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_public_sign_in_company_idx" ON "sys_public_sign_in" USING btree ("subscriber_owner_company_id","date_created");--> statement-breakpoint
CREATE INDEX "sys_public_sign_in_client_idx" ON "sys_public_sign_in" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "advance_payment" ADD CONSTRAINT "advance_payment_wallet_instrument_id_wallet_instrument_id_fk" FOREIGN KEY ("wallet_instrument_id") REFERENCES "public"."wallet_instrument"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reservation_service" ADD CONSTRAINT "service_reservation_service_package_instrument_id_wallet_instrument_id_fk" FOREIGN KEY ("package_instrument_id") REFERENCES "public"."wallet_instrument"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_advance_payment_id_advance_payment_id_fk" FOREIGN KEY ("advance_payment_id") REFERENCES "public"."advance_payment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advance_payment_instrument_idx" ON "advance_payment" USING btree ("wallet_instrument_id");--> statement-breakpoint
CREATE INDEX "service_reservation_service_package_idx" ON "service_reservation_service" USING btree ("package_instrument_id");--> statement-breakpoint
CREATE INDEX "wallet_entry_advance_idx" ON "wallet_entry" USING btree ("advance_payment_id");