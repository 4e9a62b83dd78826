-- Data written before these rules: blank names get a visible placeholder, and an out-of-range
-- consumables percentage is capped, so the constraints can be added to existing databases.
UPDATE "brand" SET "name" = '(sin nombre)' WHERE btrim("name") = '';--> statement-breakpoint
UPDATE "product_category" SET "name" = '(sin nombre)' WHERE btrim("name") = '';--> statement-breakpoint
UPDATE "product_line" SET "name" = '(sin nombre)' WHERE btrim("name") = '';--> statement-breakpoint
UPDATE "product_type_price" SET "name" = '(sin nombre)' WHERE btrim("name") = '';--> statement-breakpoint
UPDATE "client_tag" SET "name" = '(sin nombre ' || "id" || ')' WHERE btrim("name") = '';--> statement-breakpoint
UPDATE "specialty" SET "name" = '(sin nombre)' WHERE btrim("name") = '';--> statement-breakpoint
UPDATE "discount_consumable_product" SET "discount_value" = 100 WHERE "discount_type" = '%' AND "discount_value" > 100;--> statement-breakpoint
UPDATE "discount_consumable_product" SET "discount_value" = 0 WHERE "discount_value" < 0;--> statement-breakpoint
ALTER TABLE "brand" ADD CONSTRAINT "brand_name_chk" CHECK (btrim("brand"."name") <> '');--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_name_chk" CHECK (btrim("product_category"."name") <> '');--> statement-breakpoint
ALTER TABLE "product_line" ADD CONSTRAINT "product_line_name_chk" CHECK (btrim("product_line"."name") <> '');--> statement-breakpoint
ALTER TABLE "product_type_price" ADD CONSTRAINT "product_type_price_name_chk" CHECK (btrim("product_type_price"."name") <> '');--> statement-breakpoint
ALTER TABLE "client_tag" ADD CONSTRAINT "client_tag_name_chk" CHECK (btrim("client_tag"."name") <> '');--> statement-breakpoint
ALTER TABLE "discount_consumable_product" ADD CONSTRAINT "discount_consumable_product_value_chk" CHECK ("discount_consumable_product"."discount_value" >= 0 and ("discount_consumable_product"."discount_type" <> '%' or "discount_consumable_product"."discount_value" <= 100));--> statement-breakpoint
ALTER TABLE "specialty" ADD CONSTRAINT "specialty_name_chk" CHECK (btrim("specialty"."name") <> '');