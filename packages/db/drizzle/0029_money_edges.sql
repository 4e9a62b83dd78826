ALTER TABLE "wallet_entry" DROP CONSTRAINT "wallet_entry_sign_chk";--> statement-breakpoint
ALTER TABLE "advance_payment" ADD COLUMN "return_movement_id" integer;--> statement-breakpoint
ALTER TABLE "advance_payment" ADD COLUMN "client_deposit_id" integer;--> statement-breakpoint
ALTER TABLE "advance_payment" ADD CONSTRAINT "advance_payment_return_movement_id_money_movement_id_fk" FOREIGN KEY ("return_movement_id") REFERENCES "public"."money_movement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_payment" ADD CONSTRAINT "advance_payment_client_deposit_id_client_deposit_id_fk" FOREIGN KEY ("client_deposit_id") REFERENCES "public"."client_deposit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advance_payment_return_movement_idx" ON "advance_payment" USING btree ("return_movement_id");--> statement-breakpoint
CREATE INDEX "advance_payment_client_deposit_idx" ON "advance_payment" USING btree ("client_deposit_id");--> statement-breakpoint
ALTER TABLE "advance_payment" ADD CONSTRAINT "advance_payment_return_chk" CHECK (("advance_payment"."return_movement_id" is null or "advance_payment"."client_deposit_id" is null)
        and ("advance_payment"."returned_at" is not null or ("advance_payment"."return_movement_id" is null and "advance_payment"."client_deposit_id" is null)));--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_sign_chk" CHECK (("wallet_entry"."kind" in ('issue', 'restore') and "wallet_entry"."units" > 0) or ("wallet_entry"."kind" in ('redeem', 'void') and "wallet_entry"."units" < 0)
        or ("wallet_entry"."kind" = 'issue' and "wallet_entry"."units" = 0 and "wallet_entry"."history_payment_id" is not null)
        or ("wallet_entry"."kind" in ('extend', 'resume') and "wallet_entry"."units" = 0 and "wallet_entry"."expires_on" is not null and "wallet_entry"."reason" is not null)
        or ("wallet_entry"."kind" in ('discount', 'pause', 'cancel') and "wallet_entry"."units" = 0));--> statement-breakpoint
-- Decision 067: every membership period has the issue entry of the sale that sold it, 0 units for
-- one that includes no service (written by the sale from now on; here for those sold before).
INSERT INTO "wallet_entry" ("subscriber_owner_company_id", "wallet_instrument_id", "client_id", "kind", "units",
    "history_payment_id", "history_payment_detail_id", "date_created")
  SELECT w."subscriber_owner_company_id", w."id", w."client_id", 'issue', 0, w."history_payment_id",
    w."history_payment_detail_id", w."date_created"
  FROM "wallet_instrument" w
  WHERE w."kind" = 'membership' AND w."history_payment_id" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "wallet_entry" e WHERE e."wallet_instrument_id" = w."id" AND e."kind" = 'issue');
