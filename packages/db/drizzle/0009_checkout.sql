CREATE TABLE "credit_payment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"history_payment_deposit_id" integer NOT NULL,
	"money_movement_id" integer,
	"amount" bigint NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_payment_amount_chk" CHECK ("credit_payment"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "history_payment_tip" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "history_payment_tip_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"history_payment_id" integer NOT NULL,
	"specialist_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"money_movement_id" integer,
	CONSTRAINT "history_payment_tip_amount_chk" CHECK ("history_payment_tip"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_refund" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_refund_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"history_payment_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"reason" text NOT NULL,
	"total" bigint NOT NULL,
	"refund_to" text NOT NULL,
	"sari_user_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_refund_to_chk" CHECK ("sale_refund"."refund_to" in ('original', 'deposit')),
	CONSTRAINT "sale_refund_total_chk" CHECK ("sale_refund"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_refund_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_refund_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"sale_refund_id" integer NOT NULL,
	"history_payment_detail_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "sale_refund_line_amount_chk" CHECK ("sale_refund_line"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "money_movement" DROP CONSTRAINT "money_movement_type_chk";--> statement-breakpoint
ALTER TABLE "history_payment" DROP CONSTRAINT "history_payment_status_chk";--> statement-breakpoint
ALTER TABLE "service_reservation" ADD COLUMN "is_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "history_payment" ADD COLUMN "change_given" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "history_payment" ADD COLUMN "refunded_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_payment" ADD CONSTRAINT "credit_payment_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payment" ADD CONSTRAINT "credit_payment_history_payment_deposit_id_history_payment_deposit_id_fk" FOREIGN KEY ("history_payment_deposit_id") REFERENCES "public"."history_payment_deposit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payment" ADD CONSTRAINT "credit_payment_money_movement_id_money_movement_id_fk" FOREIGN KEY ("money_movement_id") REFERENCES "public"."money_movement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment_tip" ADD CONSTRAINT "history_payment_tip_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment_tip" ADD CONSTRAINT "history_payment_tip_history_payment_id_history_payment_id_fk" FOREIGN KEY ("history_payment_id") REFERENCES "public"."history_payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment_tip" ADD CONSTRAINT "history_payment_tip_specialist_id_specialist_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment_tip" ADD CONSTRAINT "history_payment_tip_money_movement_id_money_movement_id_fk" FOREIGN KEY ("money_movement_id") REFERENCES "public"."money_movement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refund" ADD CONSTRAINT "sale_refund_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refund" ADD CONSTRAINT "sale_refund_history_payment_id_history_payment_id_fk" FOREIGN KEY ("history_payment_id") REFERENCES "public"."history_payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refund" ADD CONSTRAINT "sale_refund_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refund" ADD CONSTRAINT "sale_refund_sari_user_id_sari_user_id_fk" FOREIGN KEY ("sari_user_id") REFERENCES "public"."sari_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refund_line" ADD CONSTRAINT "sale_refund_line_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refund_line" ADD CONSTRAINT "sale_refund_line_sale_refund_id_sale_refund_id_fk" FOREIGN KEY ("sale_refund_id") REFERENCES "public"."sale_refund"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refund_line" ADD CONSTRAINT "sale_refund_line_history_payment_detail_id_history_payment_detail_id_fk" FOREIGN KEY ("history_payment_detail_id") REFERENCES "public"."history_payment_detail"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_payment_deposit_idx" ON "credit_payment" USING btree ("history_payment_deposit_id");--> statement-breakpoint
CREATE INDEX "credit_payment_movement_idx" ON "credit_payment" USING btree ("money_movement_id");--> statement-breakpoint
CREATE INDEX "credit_payment_company_idx" ON "credit_payment" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "history_payment_tip_payment_idx" ON "history_payment_tip" USING btree ("history_payment_id");--> statement-breakpoint
CREATE INDEX "history_payment_tip_specialist_idx" ON "history_payment_tip" USING btree ("specialist_id");--> statement-breakpoint
CREATE INDEX "history_payment_tip_company_idx" ON "history_payment_tip" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "sale_refund_payment_idx" ON "sale_refund" USING btree ("history_payment_id");--> statement-breakpoint
CREATE INDEX "sale_refund_company_site_date_idx" ON "sale_refund" USING btree ("subscriber_owner_company_id","site_id","date_created");--> statement-breakpoint
CREATE INDEX "sale_refund_line_refund_idx" ON "sale_refund_line" USING btree ("sale_refund_id");--> statement-breakpoint
CREATE INDEX "sale_refund_line_detail_idx" ON "sale_refund_line" USING btree ("history_payment_detail_id");--> statement-breakpoint
CREATE INDEX "sale_refund_line_company_idx" ON "sale_refund_line" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
ALTER TABLE "money_movement" ADD CONSTRAINT "money_movement_type_chk" CHECK ("money_movement"."type" in ('sale', 'deposit', 'refund', 'expense', 'income', 'specialist_payout', 'specialist_advance', 'opening', 'adjustment', 'purchase', 'tip', 'advance'));--> statement-breakpoint
ALTER TABLE "history_payment" ADD CONSTRAINT "history_payment_status_chk" CHECK ("history_payment"."status" in ('pendiente', 'pagado', 'parcial', 'anulado'));