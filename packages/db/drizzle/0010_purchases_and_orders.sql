CREATE TABLE "purchase_payment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"money_movement_id" integer,
	"amount" bigint NOT NULL,
	"sari_user_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_payment_amount_chk" CHECK ("purchase_payment"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_return" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_return_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"reason" text NOT NULL,
	"total" bigint NOT NULL,
	"sari_user_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_return_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_return_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"purchase_return_id" integer NOT NULL,
	"purchase_order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "purchase_return_line_quantity_chk" CHECK ("purchase_return_line"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_order" DROP CONSTRAINT "purchase_order_status_chk";--> statement-breakpoint
ALTER TABLE "supplier" ADD COLUMN "payment_terms" text;--> statement-breakpoint
ALTER TABLE "opportunity" ADD COLUMN "service_id" integer;--> statement-breakpoint
ALTER TABLE "opportunity" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "opportunity" ADD COLUMN "next_follow_up" date;--> statement-breakpoint
ALTER TABLE "opportunity" ADD COLUMN "service_reservation_id" integer;--> statement-breakpoint
ALTER TABLE "opportunity" ADD COLUMN "history_payment_id" integer;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "history_payment_id" integer;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD COLUMN "paid_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_payment" ADD CONSTRAINT "purchase_payment_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_payment" ADD CONSTRAINT "purchase_payment_purchase_order_id_purchase_order_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_payment" ADD CONSTRAINT "purchase_payment_money_movement_id_money_movement_id_fk" FOREIGN KEY ("money_movement_id") REFERENCES "public"."money_movement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_payment" ADD CONSTRAINT "purchase_payment_sari_user_id_sari_user_id_fk" FOREIGN KEY ("sari_user_id") REFERENCES "public"."sari_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return" ADD CONSTRAINT "purchase_return_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return" ADD CONSTRAINT "purchase_return_purchase_order_id_purchase_order_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return" ADD CONSTRAINT "purchase_return_sari_user_id_sari_user_id_fk" FOREIGN KEY ("sari_user_id") REFERENCES "public"."sari_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return_line" ADD CONSTRAINT "purchase_return_line_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return_line" ADD CONSTRAINT "purchase_return_line_purchase_return_id_purchase_return_id_fk" FOREIGN KEY ("purchase_return_id") REFERENCES "public"."purchase_return"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return_line" ADD CONSTRAINT "purchase_return_line_purchase_order_line_id_purchase_order_line_id_fk" FOREIGN KEY ("purchase_order_line_id") REFERENCES "public"."purchase_order_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_payment_order_idx" ON "purchase_payment" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "purchase_payment_movement_idx" ON "purchase_payment" USING btree ("money_movement_id");--> statement-breakpoint
CREATE INDEX "purchase_payment_company_idx" ON "purchase_payment" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "purchase_return_order_idx" ON "purchase_return" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "purchase_return_company_idx" ON "purchase_return" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "purchase_return_line_return_idx" ON "purchase_return_line" USING btree ("purchase_return_id");--> statement-breakpoint
CREATE INDEX "purchase_return_line_line_idx" ON "purchase_return_line" USING btree ("purchase_order_line_id");--> statement-breakpoint
CREATE INDEX "purchase_return_line_company_idx" ON "purchase_return_line" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
ALTER TABLE "opportunity" ADD CONSTRAINT "opportunity_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity" ADD CONSTRAINT "opportunity_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity" ADD CONSTRAINT "opportunity_service_reservation_id_service_reservation_id_fk" FOREIGN KEY ("service_reservation_id") REFERENCES "public"."service_reservation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity" ADD CONSTRAINT "opportunity_history_payment_id_history_payment_id_fk" FOREIGN KEY ("history_payment_id") REFERENCES "public"."history_payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_history_payment_id_history_payment_id_fk" FOREIGN KEY ("history_payment_id") REFERENCES "public"."history_payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_supplier_id_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."supplier"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_supplier_idx" ON "product" USING btree ("supplier_id");--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_status_chk" CHECK ("purchase_order"."status" in ('draft', 'ordered', 'partial', 'received', 'cancelled'));