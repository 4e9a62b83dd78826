CREATE INDEX "sari_user_role_role_idx" ON "sari_user_role" USING btree ("sari_role_id");--> statement-breakpoint
CREATE INDEX "sari_user_role_company_idx" ON "sari_user_role" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "sari_user_sites_site_idx" ON "sari_user_sites" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "sari_user_sites_company_idx" ON "sari_user_sites" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "client_client_tag_company_idx" ON "client_client_tag" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "stock_movement_srs_idx" ON "stock_movement" USING btree ("service_reservation_service_id");--> statement-breakpoint
CREATE INDEX "service_product_product_idx" ON "service_product" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "service_product_company_idx" ON "service_product" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "service_specialist_company_idx" ON "service_specialist" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "specialist_absence_company_idx" ON "specialist_absence" USING btree ("subscriber_owner_company_id","date_start");--> statement-breakpoint
CREATE INDEX "specialist_advance_company_idx" ON "specialist_advance" USING btree ("subscriber_owner_company_id","date");--> statement-breakpoint
CREATE INDEX "specialist_availability_site_idx" ON "specialist_availability" USING btree ("site_id","weekday");--> statement-breakpoint
CREATE INDEX "specialist_availability_company_idx" ON "specialist_availability" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "specialist_commission_company_idx" ON "specialist_commission" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "specialist_payment_company_idx" ON "specialist_payment" USING btree ("subscriber_owner_company_id","period_start");--> statement-breakpoint
CREATE INDEX "specialist_site_site_idx" ON "specialist_site" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "specialist_site_company_idx" ON "specialist_site" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "discount_promotion_service_service_idx" ON "discount_promotion_service" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "discount_promotion_service_company_idx" ON "discount_promotion_service" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "discount_promotion_site_site_idx" ON "discount_promotion_site" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "discount_promotion_site_company_idx" ON "discount_promotion_site" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "advance_payment_company_client_idx" ON "advance_payment" USING btree ("subscriber_owner_company_id","client_id");--> statement-breakpoint
CREATE INDEX "service_reservation_service_service_idx" ON "service_reservation_service" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "srs_product_product_idx" ON "service_reservation_service_product" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "srs_product_company_idx" ON "service_reservation_service_product" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "deposit_credit_detail_company_idx" ON "deposit_credit_detail" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "deposit_credit_detail_origin_hpd_idx" ON "deposit_credit_detail" USING btree ("origin_history_payment_deposit_id");--> statement-breakpoint
CREATE INDEX "deposit_credit_detail_origin_cd_idx" ON "deposit_credit_detail" USING btree ("origin_client_deposit_id");--> statement-breakpoint
CREATE INDEX "history_payment_deposit_payment_idx" ON "history_payment_deposit" USING btree ("history_payment_id");--> statement-breakpoint
CREATE INDEX "history_payment_detail_company_idx" ON "history_payment_detail" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "history_payment_detail_service_idx" ON "history_payment_detail" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "history_payment_detail_product_idx" ON "history_payment_detail" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "history_payment_detail_srs_idx" ON "history_payment_detail" USING btree ("service_reservation_service_id");--> statement-breakpoint
CREATE INDEX "hpd_promotion_detail_idx" ON "history_payment_detail_promotion" USING btree ("history_payment_detail_id");--> statement-breakpoint
CREATE INDEX "hpd_promotion_promotion_idx" ON "history_payment_detail_promotion" USING btree ("discount_promotion_id");--> statement-breakpoint
CREATE INDEX "hpd_promotion_company_idx" ON "history_payment_detail_promotion" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "history_payment_method_movement_idx" ON "history_payment_method" USING btree ("money_movement_id");--> statement-breakpoint
CREATE INDEX "history_payment_method_company_idx" ON "history_payment_method" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "cash_drawer_count_company_idx" ON "cash_drawer_count" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "money_movement_specialist_idx" ON "money_movement" USING btree ("specialist_id","date_created");--> statement-breakpoint
CREATE INDEX "money_movement_client_idx" ON "money_movement" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "purchase_order_line_product_idx" ON "purchase_order_line" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "purchase_order_line_company_idx" ON "purchase_order_line" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "opportunity_client_idx" ON "opportunity" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "sales_order_client_idx" ON "sales_order" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "sales_order_line_product_idx" ON "sales_order_line" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "sales_order_line_company_idx" ON "sales_order_line" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "qualification_reservation_idx" ON "qualification" USING btree ("service_reservation_id");--> statement-breakpoint
ALTER TABLE "cash_drawer_count" ADD CONSTRAINT "cash_drawer_count_method_uq" UNIQUE("cash_drawer_session_id","payment_methods_name");--> statement-breakpoint
ALTER TABLE "specialist_absence" ADD CONSTRAINT "specialist_absence_times_chk" CHECK (("specialist_absence"."start_time" is null and "specialist_absence"."end_time" is null) or ("specialist_absence"."start_time" is not null and "specialist_absence"."end_time" is not null and "specialist_absence"."start_time" < "specialist_absence"."end_time"));--> statement-breakpoint
ALTER TABLE "specialist_payment" ADD CONSTRAINT "specialist_payment_period_chk" CHECK ("specialist_payment"."period_start" <= "specialist_payment"."period_end");--> statement-breakpoint
ALTER TABLE "deposit_credit_detail" ADD CONSTRAINT "deposit_credit_detail_amount_chk" CHECK ("deposit_credit_detail"."amount" > 0);--> statement-breakpoint
ALTER TABLE "deposit_credit_detail" ADD CONSTRAINT "deposit_credit_detail_origin_chk" CHECK (num_nonnulls("deposit_credit_detail"."origin_history_payment_deposit_id", "deposit_credit_detail"."origin_client_deposit_id") = 1);