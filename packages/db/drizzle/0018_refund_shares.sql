CREATE TABLE "sale_refund_share" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_refund_share_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"sale_refund_id" integer NOT NULL,
	"history_payment_id" integer NOT NULL,
	"code" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "sale_refund_share_amount_chk" CHECK ("sale_refund_share"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "sale_refund_share" ADD CONSTRAINT "sale_refund_share_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refund_share" ADD CONSTRAINT "sale_refund_share_sale_refund_id_sale_refund_id_fk" FOREIGN KEY ("sale_refund_id") REFERENCES "public"."sale_refund"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refund_share" ADD CONSTRAINT "sale_refund_share_history_payment_id_history_payment_id_fk" FOREIGN KEY ("history_payment_id") REFERENCES "public"."history_payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_refund_share_refund_idx" ON "sale_refund_share" USING btree ("sale_refund_id");--> statement-breakpoint
CREATE INDEX "sale_refund_share_payment_idx" ON "sale_refund_share" USING btree ("history_payment_id","code");--> statement-breakpoint
CREATE INDEX "sale_refund_share_company_idx" ON "sale_refund_share" USING btree ("subscriber_owner_company_id");