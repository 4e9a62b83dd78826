ALTER TABLE "brand" ADD CONSTRAINT "brand_name_chk" CHECK (btrim("brand"."name") <> '');--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_name_chk" CHECK (btrim("product_category"."name") <> '');--> statement-breakpoint
ALTER TABLE "product_line" ADD CONSTRAINT "product_line_name_chk" CHECK (btrim("product_line"."name") <> '');--> statement-breakpoint
ALTER TABLE "product_type_price" ADD CONSTRAINT "product_type_price_name_chk" CHECK (btrim("product_type_price"."name") <> '');--> statement-breakpoint
ALTER TABLE "client_tag" ADD CONSTRAINT "client_tag_name_chk" CHECK (btrim("client_tag"."name") <> '');--> statement-breakpoint
ALTER TABLE "discount_consumable_product" ADD CONSTRAINT "discount_consumable_product_value_chk" CHECK ("discount_consumable_product"."discount_value" >= 0 and ("discount_consumable_product"."discount_type" <> '%' or "discount_consumable_product"."discount_value" <= 100));--> statement-breakpoint
ALTER TABLE "specialty" ADD CONSTRAINT "specialty_name_chk" CHECK (btrim("specialty"."name") <> '');