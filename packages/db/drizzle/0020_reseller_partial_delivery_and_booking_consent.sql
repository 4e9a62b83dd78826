ALTER TABLE "sales_order_line" ADD COLUMN "delivered_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_reservation" ADD COLUMN "privacy_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_reservation" ADD COLUMN "privacy_policy_url" text;--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD CONSTRAINT "sales_order_line_delivered_chk" CHECK ("sales_order_line"."delivered_quantity" between 0 and "sales_order_line"."quantity");--> statement-breakpoint
-- Orders delivered before lines counted their deliveries delivered every unit.
UPDATE "sales_order_line" l SET "delivered_quantity" = l."quantity" FROM "sales_order" o WHERE o."id" = l."sales_order_id" AND o."status" IN ('delivered', 'invoiced');
