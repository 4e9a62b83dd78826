CREATE TABLE "auth_account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "auth_session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "auth_user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "auth_verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"phone" text,
	"email" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"online_booking" boolean DEFAULT true NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_schedule" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_schedule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"site_schedule_time_id" integer,
	CONSTRAINT "site_schedule_site_weekday_uq" UNIQUE("site_id","weekday"),
	CONSTRAINT "site_schedule_weekday_chk" CHECK ("site_schedule"."weekday" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "site_schedule_time" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_schedule_time_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "site_schedule_time_order_chk" CHECK ("site_schedule_time"."start_time" < "site_schedule_time"."end_time")
);
--> statement-breakpoint
CREATE TABLE "subscriber_owner" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriber_owner_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriber_owner_company" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriber_owner_company_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"category_business" text DEFAULT 'centro_belleza' NOT NULL,
	"tax_id" text,
	"address" text,
	"phone" text,
	"email" text,
	"logo" text,
	"currency" text DEFAULT 'COP' NOT NULL,
	"timezone" text DEFAULT 'America/Bogota' NOT NULL,
	"public_slug" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriber_owner_company_public_slug_unique" UNIQUE("public_slug"),
	CONSTRAINT "company_category_business_chk" CHECK ("subscriber_owner_company"."category_business" in ('centro_belleza', 'comercializadora_productos'))
);
--> statement-breakpoint
CREATE TABLE "sari_module" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sari_permissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sari_permissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"sari_role_id" integer NOT NULL,
	"sari_module_id" text NOT NULL,
	"action" text NOT NULL,
	CONSTRAINT "sari_permissions_role_module_action_uq" UNIQUE("sari_role_id","sari_module_id","action"),
	CONSTRAINT "sari_permissions_action_chk" CHECK ("sari_permissions"."action" in ('read', 'create', 'update', 'delete'))
);
--> statement-breakpoint
CREATE TABLE "sari_role" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sari_role_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"system_key" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sari_role_company_name_uq" UNIQUE("subscriber_owner_company_id","name")
);
--> statement-breakpoint
CREATE TABLE "sari_user" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sari_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"directus_user_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"email" text NOT NULL,
	"phone" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"specialist_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sari_user_directus_user_id_unique" UNIQUE("directus_user_id")
);
--> statement-breakpoint
CREATE TABLE "sari_user_role" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sari_user_role_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"sari_user_id" integer NOT NULL,
	"sari_role_id" integer NOT NULL,
	CONSTRAINT "sari_user_role_uq" UNIQUE("sari_user_id","sari_role_id")
);
--> statement-breakpoint
CREATE TABLE "sari_user_sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sari_user_sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"sari_user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	CONSTRAINT "sari_user_sites_uq" UNIQUE("sari_user_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "client" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"document_type" text,
	"document_number" text,
	"phone" text,
	"email" text,
	"birth_date" date,
	"gender" text,
	"address" text,
	"notes" text,
	"consent_contact" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "client_client_tag" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_client_tag_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"client_tag_id" integer NOT NULL,
	CONSTRAINT "client_client_tag_uq" UNIQUE("client_id","client_tag_id")
);
--> statement-breakpoint
CREATE TABLE "client_tag" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_tag_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text,
	CONSTRAINT "client_tag_company_name_uq" UNIQUE("subscriber_owner_company_id","name")
);
--> statement-breakpoint
CREATE TABLE "brand" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"name" text NOT NULL,
	"brand_id" integer
);
--> statement-breakpoint
CREATE TABLE "product_type_price" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_type_price_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"name" text NOT NULL,
	"tax_id" text,
	"contact_name" text,
	"phone" text,
	"email" text,
	"address" text,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"barcode" text,
	"brand_id" integer,
	"product_category_id" integer,
	"product_line_id" integer,
	"description" text,
	"cost" bigint DEFAULT 0 NOT NULL,
	"is_consumable" boolean DEFAULT false NOT NULL,
	"is_for_sale" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"unit" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_price" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_price_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"product_type_price_id" integer NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "product_price_uq" UNIQUE("product_id","site_id","product_type_price_id"),
	CONSTRAINT "product_price_positive_chk" CHECK ("product_price"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_stock" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_stock_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"current_stock" integer,
	"min_stock" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_stock_uq" UNIQUE("product_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "stock_movement" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"balance_after" integer,
	"type" text NOT NULL,
	"reason" text,
	"history_payment_id" integer,
	"purchase_order_id" integer,
	"sales_order_id" integer,
	"service_reservation_service_id" integer,
	"sari_user_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movement_type_chk" CHECK ("stock_movement"."type" in ('adjustment', 'sale', 'purchase', 'consumption', 'transfer', 'return'))
);
--> statement-breakpoint
CREATE TABLE "service" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"service_category_id" integer,
	"name" text NOT NULL,
	"duration" integer NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"online_booking" boolean DEFAULT true NOT NULL,
	"color" text,
	CONSTRAINT "service_duration_chk" CHECK ("service"."duration" > 0 and "service"."duration" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "service_category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text
);
--> statement-breakpoint
CREATE TABLE "service_product" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"amount" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "service_product_amount_chk" CHECK ("service_product"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "service_site_price" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_site_price_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "service_site_price_uq" UNIQUE("service_id","site_id"),
	CONSTRAINT "service_site_price_chk" CHECK ("service_site_price"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_specialist" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_specialist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"specialist_id" integer NOT NULL,
	CONSTRAINT "service_specialist_uq" UNIQUE("service_id","specialist_id")
);
--> statement-breakpoint
CREATE TABLE "discount_consumable_product" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_consumable_product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"service_category_id" integer,
	"discount_type" text DEFAULT '%' NOT NULL,
	"discount_value" integer NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "discount_consumable_product_type_chk" CHECK ("discount_consumable_product"."discount_type" in ('%', 'fixed'))
);
--> statement-breakpoint
CREATE TABLE "specialist" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "specialist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"name" text NOT NULL,
	"last_name" text,
	"color_in_reserve" text DEFAULT '#5D2784' NOT NULL,
	"phone" text,
	"email" text,
	"document_number" text,
	"specialty_id" integer,
	"photo" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"online_booking" boolean DEFAULT true NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specialist_color_chk" CHECK ("specialist"."color_in_reserve" ~ '^#[0-9A-Fa-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "specialist_absence" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "specialist_absence_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"specialist_id" integer NOT NULL,
	"date_start" date NOT NULL,
	"date_end" date NOT NULL,
	"start_time" time,
	"end_time" time,
	"reason" text,
	CONSTRAINT "specialist_absence_order_chk" CHECK ("specialist_absence"."date_start" <= "specialist_absence"."date_end")
);
--> statement-breakpoint
CREATE TABLE "specialist_advance" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "specialist_advance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"specialist_id" integer NOT NULL,
	"site_id" integer,
	"amount" bigint NOT NULL,
	"date" date NOT NULL,
	"notes" text,
	"money_movement_id" integer,
	CONSTRAINT "specialist_advance_amount_chk" CHECK ("specialist_advance"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "specialist_availability" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "specialist_availability_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"specialist_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "specialist_availability_weekday_chk" CHECK ("specialist_availability"."weekday" between 0 and 6),
	CONSTRAINT "specialist_availability_order_chk" CHECK ("specialist_availability"."start_time" < "specialist_availability"."end_time")
);
--> statement-breakpoint
CREATE TABLE "specialist_commission" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "specialist_commission_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"specialist_id" integer NOT NULL,
	"service_category_id" integer,
	"commission" integer NOT NULL,
	"commission_type" text DEFAULT '%' NOT NULL,
	CONSTRAINT "specialist_commission_type_chk" CHECK ("specialist_commission"."commission_type" in ('%', 'fixed')),
	CONSTRAINT "specialist_commission_value_chk" CHECK ("specialist_commission"."commission" >= 0 and ("specialist_commission"."commission_type" <> '%' or "specialist_commission"."commission" <= 100))
);
--> statement-breakpoint
CREATE TABLE "specialist_payment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "specialist_payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"specialist_id" integer NOT NULL,
	"site_id" integer,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"amount" bigint NOT NULL,
	"money_movement_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specialist_site" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "specialist_site_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"specialist_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	CONSTRAINT "specialist_site_uq" UNIQUE("specialist_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "specialty" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "specialty_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_promotion" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_promotion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type_element" text DEFAULT 'servicio' NOT NULL,
	"date_start" date NOT NULL,
	"date_end" date NOT NULL,
	"time_start" time DEFAULT '00:00' NOT NULL,
	"time_end" time DEFAULT '23:59' NOT NULL,
	"status" text DEFAULT 'vigente' NOT NULL,
	"discount_type" text DEFAULT '%' NOT NULL,
	"discount_value" integer NOT NULL,
	"specialist_id" integer,
	CONSTRAINT "discount_promotion_type_element_chk" CHECK ("discount_promotion"."type_element" in ('servicio', 'producto')),
	CONSTRAINT "discount_promotion_status_chk" CHECK ("discount_promotion"."status" in ('vigente', 'vencido', 'inactiva')),
	CONSTRAINT "discount_promotion_discount_type_chk" CHECK ("discount_promotion"."discount_type" in ('%', 'fixed')),
	CONSTRAINT "discount_promotion_value_chk" CHECK ("discount_promotion"."discount_value" >= 0 and ("discount_promotion"."discount_type" <> '%' or "discount_promotion"."discount_value" <= 100)),
	CONSTRAINT "discount_promotion_dates_chk" CHECK ("discount_promotion"."date_start" <= "discount_promotion"."date_end")
);
--> statement-breakpoint
CREATE TABLE "discount_promotion_service" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_promotion_service_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"discount_promotion_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "discount_promotion_service_uq" UNIQUE("discount_promotion_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "discount_promotion_site" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_promotion_site_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"discount_promotion_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	CONSTRAINT "discount_promotion_site_uq" UNIQUE("discount_promotion_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "advance_payment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advance_payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"service_reservation_id" integer NOT NULL,
	"client_id" integer,
	"site_id" integer,
	"advance_payment" bigint NOT NULL,
	"money_movement_id" integer,
	"is_used" boolean DEFAULT false NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advance_payment_amount_chk" CHECK ("advance_payment"."advance_payment" > 0)
);
--> statement-breakpoint
CREATE TABLE "service_reservation" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_reservation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"client_id" integer,
	"date" date NOT NULL,
	"status" text DEFAULT 'confirmada' NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"notes" text,
	"cancel_reason" text,
	"sari_user_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone,
	CONSTRAINT "service_reservation_status_chk" CHECK ("service_reservation"."status" in ('confirmada', 'cliente_llego', 'inicio_servicio', 'no_llego', 'cancelado'))
);
--> statement-breakpoint
CREATE TABLE "service_reservation_service" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_reservation_service_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"service_reservation_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"specialist_id" integer NOT NULL,
	"date" date,
	"service_time" time NOT NULL,
	"duration" integer,
	"start_at" timestamp,
	"end_at" timestamp,
	"price" bigint,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "service_reservation_service_range_chk" CHECK ("service_reservation_service"."start_at" is not null and "service_reservation_service"."end_at" is not null and "service_reservation_service"."start_at" < "service_reservation_service"."end_at")
);
--> statement-breakpoint
CREATE TABLE "service_reservation_service_product" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_reservation_service_product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"service_reservation_service_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"amount" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "srs_product_amount_chk" CHECK ("service_reservation_service_product"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "client_deposit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_deposit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"site_id" integer,
	"remaining_amount" bigint DEFAULT 0 NOT NULL,
	"money_movement_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_deposit_remaining_chk" CHECK ("client_deposit"."remaining_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_credit_detail" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_credit_detail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"used_history_payment_id" integer NOT NULL,
	"origin_history_payment_deposit_id" integer,
	"origin_client_deposit_id" integer,
	"amount" bigint NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "history_payment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "history_payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"client_id" integer,
	"service_reservation_id" integer,
	"sale_method" text DEFAULT 'venta' NOT NULL,
	"cart_type" text DEFAULT 'service' NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"discount_total" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"amount_paid" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pagado' NOT NULL,
	"cash_drawer_session_id" integer,
	"sari_user_id" integer,
	"notes" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "history_payment_cart_type_chk" CHECK ("history_payment"."cart_type" in ('service', 'product')),
	CONSTRAINT "history_payment_status_chk" CHECK ("history_payment"."status" in ('pagado', 'parcial', 'anulado'))
);
--> statement-breakpoint
CREATE TABLE "history_payment_deposit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "history_payment_deposit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"history_payment_id" integer NOT NULL,
	"client_id" integer,
	"tipo" text NOT NULL,
	"remaining_amount" bigint DEFAULT 0 NOT NULL,
	"money_movement_id" integer,
	CONSTRAINT "history_payment_deposit_tipo_chk" CHECK ("history_payment_deposit"."tipo" in ('credito', 'abono')),
	CONSTRAINT "history_payment_deposit_remaining_chk" CHECK ("history_payment_deposit"."remaining_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "history_payment_detail" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "history_payment_detail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"history_payment_id" integer NOT NULL,
	"line_type" text NOT NULL,
	"service_id" integer,
	"product_id" integer,
	"specialist_id" integer,
	"service_reservation_service_id" integer,
	"amount" integer DEFAULT 1 NOT NULL,
	"unit_price" bigint NOT NULL,
	"price_change_amount" bigint,
	"discount_total" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"commission" integer,
	"commission_type" text,
	CONSTRAINT "history_payment_detail_type_chk" CHECK ("history_payment_detail"."line_type" in ('service', 'product')),
	CONSTRAINT "history_payment_detail_commission_type_chk" CHECK ("history_payment_detail"."commission_type" is null or "history_payment_detail"."commission_type" in ('%', 'fixed'))
);
--> statement-breakpoint
CREATE TABLE "history_payment_detail_promotion" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "history_payment_detail_promotion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"history_payment_detail_id" integer NOT NULL,
	"discount_promotion_id" integer NOT NULL,
	"discount_value_applied" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "history_payment_method" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "history_payment_method_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"history_payment_id" integer NOT NULL,
	"money_movement_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_method" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_method_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_method_company_code_uq" UNIQUE("subscriber_owner_company_id","code")
);
--> statement-breakpoint
CREATE TABLE "cash_drawer_count" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_drawer_count_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"cash_drawer_session_id" integer NOT NULL,
	"payment_methods_name" text NOT NULL,
	"expected_amount" bigint NOT NULL,
	"counted_amount" bigint NOT NULL,
	"difference" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_drawer_session" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_drawer_session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_by" integer,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opening_amount" bigint DEFAULT 0 NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"notes" text,
	CONSTRAINT "cash_drawer_session_status_chk" CHECK ("cash_drawer_session"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "money_movement" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "money_movement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"direction" text DEFAULT 'in' NOT NULL,
	"payment_methods_name" text NOT NULL,
	"concept" text,
	"type" text NOT NULL,
	"cash_drawer_session_id" integer,
	"client_id" integer,
	"specialist_id" integer,
	"sari_user_id" integer,
	"notes" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_movement_amount_chk" CHECK ("money_movement"."amount" >= 0),
	CONSTRAINT "money_movement_direction_chk" CHECK ("money_movement"."direction" in ('in', 'out')),
	CONSTRAINT "money_movement_type_chk" CHECK ("money_movement"."type" in ('sale', 'deposit', 'refund', 'expense', 'income', 'specialist_payout', 'specialist_advance', 'opening', 'adjustment', 'purchase'))
);
--> statement-breakpoint
CREATE TABLE "purchase_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"order_date" date NOT NULL,
	"expected_date" date,
	"received_at" timestamp with time zone,
	"total" bigint DEFAULT 0 NOT NULL,
	"notes" text,
	"sari_user_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_order_status_chk" CHECK ("purchase_order"."status" in ('draft', 'ordered', 'received', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "purchase_order_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cost_on_order" bigint NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_order_line_quantity_chk" CHECK ("purchase_order_line"."quantity" > 0 and "purchase_order_line"."unit_cost_on_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "opportunity" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"client_id" integer,
	"site_id" integer,
	"title" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"expected_value" bigint DEFAULT 0 NOT NULL,
	"expected_close_date" date,
	"notes" text,
	"sari_user_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunity_status_chk" CHECK ("opportunity"."status" in ('new', 'contacted', 'won', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "sales_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"client_id" integer,
	"site_id" integer NOT NULL,
	"status" text DEFAULT 'quote' NOT NULL,
	"order_date" date NOT NULL,
	"delivery_date" date,
	"total" bigint DEFAULT 0 NOT NULL,
	"notes" text,
	"sari_user_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_order_status_chk" CHECK ("sales_order"."status" in ('quote', 'confirmed', 'delivered', 'invoiced', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sales_order_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_order_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"sales_order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "sales_order_line_quantity_chk" CHECK ("sales_order_line"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "qualification" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qualification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"service_reservation_id" integer NOT NULL,
	"client_id" integer,
	"specialist_id" integer,
	"service_rating" smallint,
	"specialist_rating" smallint,
	"comment" text,
	"token" text NOT NULL,
	"used_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qualification_token_unique" UNIQUE("token"),
	CONSTRAINT "qualification_ratings_chk" CHECK (("qualification"."service_rating" is null or "qualification"."service_rating" between 1 and 5) and ("qualification"."specialist_rating" is null or "qualification"."specialist_rating" between 1 and 5))
);
--> statement-breakpoint
CREATE TABLE "setting" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "setting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text,
	CONSTRAINT "setting_company_key_uq" UNIQUE("subscriber_owner_company_id","key")
);
--> statement-breakpoint
ALTER TABLE "auth_account" ADD CONSTRAINT "auth_account_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_session" ADD CONSTRAINT "auth_session_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site" ADD CONSTRAINT "site_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_schedule" ADD CONSTRAINT "site_schedule_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_schedule" ADD CONSTRAINT "site_schedule_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_schedule" ADD CONSTRAINT "site_schedule_site_schedule_time_id_site_schedule_time_id_fk" FOREIGN KEY ("site_schedule_time_id") REFERENCES "public"."site_schedule_time"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_schedule_time" ADD CONSTRAINT "site_schedule_time_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriber_owner_company" ADD CONSTRAINT "subscriber_owner_company_subscriber_owner_id_subscriber_owner_id_fk" FOREIGN KEY ("subscriber_owner_id") REFERENCES "public"."subscriber_owner"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sari_permissions" ADD CONSTRAINT "sari_permissions_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sari_permissions" ADD CONSTRAINT "sari_permissions_sari_role_id_sari_role_id_fk" FOREIGN KEY ("sari_role_id") REFERENCES "public"."sari_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sari_permissions" ADD CONSTRAINT "sari_permissions_sari_module_id_sari_module_id_fk" FOREIGN KEY ("sari_module_id") REFERENCES "public"."sari_module"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sari_role" ADD CONSTRAINT "sari_role_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sari_user" ADD CONSTRAINT "sari_user_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sari_user" ADD CONSTRAINT "sari_user_directus_user_id_auth_user_id_fk" FOREIGN KEY ("directus_user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sari_user" ADD CONSTRAINT "sari_user_specialist_id_specialist_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sari_user_role" ADD CONSTRAINT "sari_user_role_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sari_user_role" ADD CONSTRAINT "sari_user_role_sari_user_id_sari_user_id_fk" FOREIGN KEY ("sari_user_id") REFERENCES "public"."sari_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sari_user_role" ADD CONSTRAINT "sari_user_role_sari_role_id_sari_role_id_fk" FOREIGN KEY ("sari_role_id") REFERENCES "public"."sari_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sari_user_sites" ADD CONSTRAINT "sari_user_sites_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sari_user_sites" ADD CONSTRAINT "sari_user_sites_sari_user_id_sari_user_id_fk" FOREIGN KEY ("sari_user_id") REFERENCES "public"."sari_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sari_user_sites" ADD CONSTRAINT "sari_user_sites_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_client_tag" ADD CONSTRAINT "client_client_tag_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_client_tag" ADD CONSTRAINT "client_client_tag_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_client_tag" ADD CONSTRAINT "client_client_tag_client_tag_id_client_tag_id_fk" FOREIGN KEY ("client_tag_id") REFERENCES "public"."client_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_tag" ADD CONSTRAINT "client_tag_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand" ADD CONSTRAINT "brand_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_line" ADD CONSTRAINT "product_line_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_line" ADD CONSTRAINT "product_line_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_price" ADD CONSTRAINT "product_type_price_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier" ADD CONSTRAINT "supplier_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_product_category_id_product_category_id_fk" FOREIGN KEY ("product_category_id") REFERENCES "public"."product_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_product_line_id_product_line_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price" ADD CONSTRAINT "product_price_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price" ADD CONSTRAINT "product_price_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price" ADD CONSTRAINT "product_price_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price" ADD CONSTRAINT "product_price_product_type_price_id_product_type_price_id_fk" FOREIGN KEY ("product_type_price_id") REFERENCES "public"."product_type_price"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_history_payment_id_history_payment_id_fk" FOREIGN KEY ("history_payment_id") REFERENCES "public"."history_payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_purchase_order_id_purchase_order_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_sales_order_id_sales_order_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_service_reservation_service_id_service_reservation_service_id_fk" FOREIGN KEY ("service_reservation_service_id") REFERENCES "public"."service_reservation_service"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_sari_user_id_sari_user_id_fk" FOREIGN KEY ("sari_user_id") REFERENCES "public"."sari_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service" ADD CONSTRAINT "service_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service" ADD CONSTRAINT "service_service_category_id_service_category_id_fk" FOREIGN KEY ("service_category_id") REFERENCES "public"."service_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_category" ADD CONSTRAINT "service_category_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_product" ADD CONSTRAINT "service_product_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_product" ADD CONSTRAINT "service_product_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_product" ADD CONSTRAINT "service_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_site_price" ADD CONSTRAINT "service_site_price_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_site_price" ADD CONSTRAINT "service_site_price_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_site_price" ADD CONSTRAINT "service_site_price_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_specialist" ADD CONSTRAINT "service_specialist_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_specialist" ADD CONSTRAINT "service_specialist_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_specialist" ADD CONSTRAINT "service_specialist_specialist_id_specialist_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_consumable_product" ADD CONSTRAINT "discount_consumable_product_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_consumable_product" ADD CONSTRAINT "discount_consumable_product_service_category_id_service_category_id_fk" FOREIGN KEY ("service_category_id") REFERENCES "public"."service_category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist" ADD CONSTRAINT "specialist_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist" ADD CONSTRAINT "specialist_specialty_id_specialty_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialty"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_absence" ADD CONSTRAINT "specialist_absence_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_absence" ADD CONSTRAINT "specialist_absence_specialist_id_specialist_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_advance" ADD CONSTRAINT "specialist_advance_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_advance" ADD CONSTRAINT "specialist_advance_specialist_id_specialist_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_advance" ADD CONSTRAINT "specialist_advance_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_advance" ADD CONSTRAINT "specialist_advance_money_movement_id_money_movement_id_fk" FOREIGN KEY ("money_movement_id") REFERENCES "public"."money_movement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_availability" ADD CONSTRAINT "specialist_availability_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_availability" ADD CONSTRAINT "specialist_availability_specialist_id_specialist_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_availability" ADD CONSTRAINT "specialist_availability_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_commission" ADD CONSTRAINT "specialist_commission_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_commission" ADD CONSTRAINT "specialist_commission_specialist_id_specialist_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_commission" ADD CONSTRAINT "specialist_commission_service_category_id_service_category_id_fk" FOREIGN KEY ("service_category_id") REFERENCES "public"."service_category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_payment" ADD CONSTRAINT "specialist_payment_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_payment" ADD CONSTRAINT "specialist_payment_specialist_id_specialist_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_payment" ADD CONSTRAINT "specialist_payment_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_payment" ADD CONSTRAINT "specialist_payment_money_movement_id_money_movement_id_fk" FOREIGN KEY ("money_movement_id") REFERENCES "public"."money_movement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_site" ADD CONSTRAINT "specialist_site_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_site" ADD CONSTRAINT "specialist_site_specialist_id_specialist_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_site" ADD CONSTRAINT "specialist_site_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialty" ADD CONSTRAINT "specialty_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_promotion" ADD CONSTRAINT "discount_promotion_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_promotion" ADD CONSTRAINT "discount_promotion_specialist_id_specialist_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_promotion_service" ADD CONSTRAINT "discount_promotion_service_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_promotion_service" ADD CONSTRAINT "discount_promotion_service_discount_promotion_id_discount_promotion_id_fk" FOREIGN KEY ("discount_promotion_id") REFERENCES "public"."discount_promotion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_promotion_service" ADD CONSTRAINT "discount_promotion_service_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_promotion_site" ADD CONSTRAINT "discount_promotion_site_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_promotion_site" ADD CONSTRAINT "discount_promotion_site_discount_promotion_id_discount_promotion_id_fk" FOREIGN KEY ("discount_promotion_id") REFERENCES "public"."discount_promotion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_promotion_site" ADD CONSTRAINT "discount_promotion_site_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_payment" ADD CONSTRAINT "advance_payment_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_payment" ADD CONSTRAINT "advance_payment_service_reservation_id_service_reservation_id_fk" FOREIGN KEY ("service_reservation_id") REFERENCES "public"."service_reservation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_payment" ADD CONSTRAINT "advance_payment_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_payment" ADD CONSTRAINT "advance_payment_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_payment" ADD CONSTRAINT "advance_payment_money_movement_id_money_movement_id_fk" FOREIGN KEY ("money_movement_id") REFERENCES "public"."money_movement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reservation" ADD CONSTRAINT "service_reservation_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reservation" ADD CONSTRAINT "service_reservation_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reservation" ADD CONSTRAINT "service_reservation_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reservation" ADD CONSTRAINT "service_reservation_sari_user_id_sari_user_id_fk" FOREIGN KEY ("sari_user_id") REFERENCES "public"."sari_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reservation_service" ADD CONSTRAINT "service_reservation_service_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reservation_service" ADD CONSTRAINT "service_reservation_service_service_reservation_id_service_reservation_id_fk" FOREIGN KEY ("service_reservation_id") REFERENCES "public"."service_reservation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reservation_service" ADD CONSTRAINT "service_reservation_service_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reservation_service" ADD CONSTRAINT "service_reservation_service_specialist_id_specialist_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reservation_service_product" ADD CONSTRAINT "service_reservation_service_product_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reservation_service_product" ADD CONSTRAINT "service_reservation_service_product_service_reservation_service_id_service_reservation_service_id_fk" FOREIGN KEY ("service_reservation_service_id") REFERENCES "public"."service_reservation_service"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reservation_service_product" ADD CONSTRAINT "service_reservation_service_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_deposit" ADD CONSTRAINT "client_deposit_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_deposit" ADD CONSTRAINT "client_deposit_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_deposit" ADD CONSTRAINT "client_deposit_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_deposit" ADD CONSTRAINT "client_deposit_money_movement_id_money_movement_id_fk" FOREIGN KEY ("money_movement_id") REFERENCES "public"."money_movement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_credit_detail" ADD CONSTRAINT "deposit_credit_detail_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_credit_detail" ADD CONSTRAINT "deposit_credit_detail_used_history_payment_id_history_payment_id_fk" FOREIGN KEY ("used_history_payment_id") REFERENCES "public"."history_payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_credit_detail" ADD CONSTRAINT "deposit_credit_detail_origin_history_payment_deposit_id_history_payment_deposit_id_fk" FOREIGN KEY ("origin_history_payment_deposit_id") REFERENCES "public"."history_payment_deposit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_credit_detail" ADD CONSTRAINT "deposit_credit_detail_origin_client_deposit_id_client_deposit_id_fk" FOREIGN KEY ("origin_client_deposit_id") REFERENCES "public"."client_deposit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment" ADD CONSTRAINT "history_payment_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment" ADD CONSTRAINT "history_payment_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment" ADD CONSTRAINT "history_payment_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment" ADD CONSTRAINT "history_payment_service_reservation_id_service_reservation_id_fk" FOREIGN KEY ("service_reservation_id") REFERENCES "public"."service_reservation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment" ADD CONSTRAINT "history_payment_cash_drawer_session_id_cash_drawer_session_id_fk" FOREIGN KEY ("cash_drawer_session_id") REFERENCES "public"."cash_drawer_session"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment" ADD CONSTRAINT "history_payment_sari_user_id_sari_user_id_fk" FOREIGN KEY ("sari_user_id") REFERENCES "public"."sari_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment_deposit" ADD CONSTRAINT "history_payment_deposit_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment_deposit" ADD CONSTRAINT "history_payment_deposit_history_payment_id_history_payment_id_fk" FOREIGN KEY ("history_payment_id") REFERENCES "public"."history_payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment_deposit" ADD CONSTRAINT "history_payment_deposit_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment_deposit" ADD CONSTRAINT "history_payment_deposit_money_movement_id_money_movement_id_fk" FOREIGN KEY ("money_movement_id") REFERENCES "public"."money_movement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment_detail" ADD CONSTRAINT "history_payment_detail_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment_detail" ADD CONSTRAINT "history_payment_detail_history_payment_id_history_payment_id_fk" FOREIGN KEY ("history_payment_id") REFERENCES "public"."history_payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment_detail" ADD CONSTRAINT "history_payment_detail_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment_detail" ADD CONSTRAINT "history_payment_detail_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment_detail" ADD CONSTRAINT "history_payment_detail_specialist_id_specialist_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment_detail" ADD CONSTRAINT "history_payment_detail_service_reservation_service_id_service_reservation_service_id_fk" FOREIGN KEY ("service_reservation_service_id") REFERENCES "public"."service_reservation_service"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment_detail_promotion" ADD CONSTRAINT "history_payment_detail_promotion_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment_detail_promotion" ADD CONSTRAINT "history_payment_detail_promotion_history_payment_detail_id_history_payment_detail_id_fk" FOREIGN KEY ("history_payment_detail_id") REFERENCES "public"."history_payment_detail"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment_detail_promotion" ADD CONSTRAINT "history_payment_detail_promotion_discount_promotion_id_discount_promotion_id_fk" FOREIGN KEY ("discount_promotion_id") REFERENCES "public"."discount_promotion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment_method" ADD CONSTRAINT "history_payment_method_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment_method" ADD CONSTRAINT "history_payment_method_history_payment_id_history_payment_id_fk" FOREIGN KEY ("history_payment_id") REFERENCES "public"."history_payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_payment_method" ADD CONSTRAINT "history_payment_method_money_movement_id_money_movement_id_fk" FOREIGN KEY ("money_movement_id") REFERENCES "public"."money_movement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method" ADD CONSTRAINT "payment_method_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_drawer_count" ADD CONSTRAINT "cash_drawer_count_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_drawer_count" ADD CONSTRAINT "cash_drawer_count_cash_drawer_session_id_cash_drawer_session_id_fk" FOREIGN KEY ("cash_drawer_session_id") REFERENCES "public"."cash_drawer_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_drawer_session" ADD CONSTRAINT "cash_drawer_session_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_drawer_session" ADD CONSTRAINT "cash_drawer_session_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_drawer_session" ADD CONSTRAINT "cash_drawer_session_opened_by_sari_user_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."sari_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_drawer_session" ADD CONSTRAINT "cash_drawer_session_closed_by_sari_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."sari_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_movement" ADD CONSTRAINT "money_movement_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_movement" ADD CONSTRAINT "money_movement_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_movement" ADD CONSTRAINT "money_movement_cash_drawer_session_id_cash_drawer_session_id_fk" FOREIGN KEY ("cash_drawer_session_id") REFERENCES "public"."cash_drawer_session"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_movement" ADD CONSTRAINT "money_movement_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_movement" ADD CONSTRAINT "money_movement_specialist_id_specialist_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_movement" ADD CONSTRAINT "money_movement_sari_user_id_sari_user_id_fk" FOREIGN KEY ("sari_user_id") REFERENCES "public"."sari_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_supplier_id_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."supplier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_sari_user_id_sari_user_id_fk" FOREIGN KEY ("sari_user_id") REFERENCES "public"."sari_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_line" ADD CONSTRAINT "purchase_order_line_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_line" ADD CONSTRAINT "purchase_order_line_purchase_order_id_purchase_order_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_line" ADD CONSTRAINT "purchase_order_line_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity" ADD CONSTRAINT "opportunity_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity" ADD CONSTRAINT "opportunity_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity" ADD CONSTRAINT "opportunity_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity" ADD CONSTRAINT "opportunity_sari_user_id_sari_user_id_fk" FOREIGN KEY ("sari_user_id") REFERENCES "public"."sari_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_sari_user_id_sari_user_id_fk" FOREIGN KEY ("sari_user_id") REFERENCES "public"."sari_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD CONSTRAINT "sales_order_line_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD CONSTRAINT "sales_order_line_sales_order_id_sales_order_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD CONSTRAINT "sales_order_line_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification" ADD CONSTRAINT "qualification_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification" ADD CONSTRAINT "qualification_service_reservation_id_service_reservation_id_fk" FOREIGN KEY ("service_reservation_id") REFERENCES "public"."service_reservation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification" ADD CONSTRAINT "qualification_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification" ADD CONSTRAINT "qualification_specialist_id_specialist_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting" ADD CONSTRAINT "setting_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_account_user_idx" ON "auth_account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_session_user_idx" ON "auth_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_verification_identifier_idx" ON "auth_verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "site_company_idx" ON "site" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "site_schedule_company_idx" ON "site_schedule" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "site_schedule_time_company_idx" ON "site_schedule_time" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "company_owner_idx" ON "subscriber_owner_company" USING btree ("subscriber_owner_id");--> statement-breakpoint
CREATE INDEX "sari_permissions_company_idx" ON "sari_permissions" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "sari_role_company_idx" ON "sari_role" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "sari_user_company_idx" ON "sari_user" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "client_company_name_idx" ON "client" USING btree ("subscriber_owner_company_id","first_name","id");--> statement-breakpoint
CREATE INDEX "client_company_phone_idx" ON "client" USING btree ("subscriber_owner_company_id","phone");--> statement-breakpoint
CREATE INDEX "client_company_email_idx" ON "client" USING btree ("subscriber_owner_company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "client_company_document_idx" ON "client" USING btree ("subscriber_owner_company_id","document_number");--> statement-breakpoint
CREATE INDEX "client_client_tag_tag_idx" ON "client_client_tag" USING btree ("client_tag_id");--> statement-breakpoint
CREATE INDEX "brand_company_idx" ON "brand" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "product_category_company_idx" ON "product_category" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "product_line_company_idx" ON "product_line" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "product_type_price_company_idx" ON "product_type_price" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "supplier_company_idx" ON "supplier" USING btree ("subscriber_owner_company_id","name");--> statement-breakpoint
CREATE INDEX "product_company_name_idx" ON "product" USING btree ("subscriber_owner_company_id","name");--> statement-breakpoint
CREATE INDEX "product_company_sku_idx" ON "product" USING btree ("subscriber_owner_company_id","sku");--> statement-breakpoint
CREATE INDEX "product_price_company_idx" ON "product_price" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "product_stock_company_site_idx" ON "product_stock" USING btree ("subscriber_owner_company_id","site_id");--> statement-breakpoint
CREATE INDEX "stock_movement_product_idx" ON "stock_movement" USING btree ("product_id","site_id","date_created");--> statement-breakpoint
CREATE INDEX "stock_movement_company_idx" ON "stock_movement" USING btree ("subscriber_owner_company_id","date_created");--> statement-breakpoint
CREATE INDEX "service_company_idx" ON "service" USING btree ("subscriber_owner_company_id","name");--> statement-breakpoint
CREATE INDEX "service_category_company_idx" ON "service_category" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "service_product_service_idx" ON "service_product" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_site_price_company_idx" ON "service_site_price" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "service_specialist_specialist_idx" ON "service_specialist" USING btree ("specialist_id");--> statement-breakpoint
CREATE INDEX "discount_consumable_product_company_idx" ON "discount_consumable_product" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "specialist_company_name_idx" ON "specialist" USING btree ("subscriber_owner_company_id","name");--> statement-breakpoint
CREATE INDEX "specialist_absence_specialist_idx" ON "specialist_absence" USING btree ("specialist_id","date_start");--> statement-breakpoint
CREATE INDEX "specialist_advance_specialist_idx" ON "specialist_advance" USING btree ("specialist_id","date");--> statement-breakpoint
CREATE INDEX "specialist_availability_specialist_idx" ON "specialist_availability" USING btree ("specialist_id","weekday");--> statement-breakpoint
CREATE INDEX "specialist_commission_specialist_idx" ON "specialist_commission" USING btree ("specialist_id");--> statement-breakpoint
CREATE INDEX "specialist_payment_specialist_idx" ON "specialist_payment" USING btree ("specialist_id","period_start");--> statement-breakpoint
CREATE INDEX "specialty_company_idx" ON "specialty" USING btree ("subscriber_owner_company_id");--> statement-breakpoint
CREATE INDEX "discount_promotion_company_idx" ON "discount_promotion" USING btree ("subscriber_owner_company_id","status","date_start","date_end");--> statement-breakpoint
CREATE INDEX "advance_payment_reservation_idx" ON "advance_payment" USING btree ("service_reservation_id");--> statement-breakpoint
CREATE INDEX "service_reservation_company_site_date_idx" ON "service_reservation" USING btree ("subscriber_owner_company_id","site_id","date");--> statement-breakpoint
CREATE INDEX "service_reservation_client_idx" ON "service_reservation" USING btree ("client_id","date");--> statement-breakpoint
CREATE INDEX "service_reservation_service_specialist_date_idx" ON "service_reservation_service" USING btree ("specialist_id","date");--> statement-breakpoint
CREATE INDEX "service_reservation_service_company_date_idx" ON "service_reservation_service" USING btree ("subscriber_owner_company_id","date");--> statement-breakpoint
CREATE INDEX "service_reservation_service_reservation_idx" ON "service_reservation_service" USING btree ("service_reservation_id");--> statement-breakpoint
CREATE INDEX "srs_product_parent_idx" ON "service_reservation_service_product" USING btree ("service_reservation_service_id");--> statement-breakpoint
CREATE INDEX "client_deposit_client_idx" ON "client_deposit" USING btree ("subscriber_owner_company_id","client_id");--> statement-breakpoint
CREATE INDEX "deposit_credit_detail_used_idx" ON "deposit_credit_detail" USING btree ("used_history_payment_id");--> statement-breakpoint
CREATE INDEX "history_payment_company_site_date_idx" ON "history_payment" USING btree ("subscriber_owner_company_id","site_id","date_created");--> statement-breakpoint
CREATE INDEX "history_payment_company_date_idx" ON "history_payment" USING btree ("subscriber_owner_company_id","date_created");--> statement-breakpoint
CREATE INDEX "history_payment_client_idx" ON "history_payment" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "history_payment_reservation_idx" ON "history_payment" USING btree ("service_reservation_id");--> statement-breakpoint
CREATE INDEX "history_payment_deposit_client_idx" ON "history_payment_deposit" USING btree ("subscriber_owner_company_id","client_id");--> statement-breakpoint
CREATE INDEX "history_payment_detail_payment_idx" ON "history_payment_detail" USING btree ("history_payment_id");--> statement-breakpoint
CREATE INDEX "history_payment_detail_specialist_idx" ON "history_payment_detail" USING btree ("specialist_id");--> statement-breakpoint
CREATE INDEX "history_payment_method_payment_idx" ON "history_payment_method" USING btree ("history_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_drawer_session_one_open_uq" ON "cash_drawer_session" USING btree ("site_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "cash_drawer_session_company_idx" ON "cash_drawer_session" USING btree ("subscriber_owner_company_id","site_id","opened_at");--> statement-breakpoint
CREATE INDEX "money_movement_company_site_date_idx" ON "money_movement" USING btree ("subscriber_owner_company_id","site_id","date_created");--> statement-breakpoint
CREATE INDEX "money_movement_session_idx" ON "money_movement" USING btree ("cash_drawer_session_id");--> statement-breakpoint
CREATE INDEX "purchase_order_company_site_date_idx" ON "purchase_order" USING btree ("subscriber_owner_company_id","site_id","order_date");--> statement-breakpoint
CREATE INDEX "purchase_order_line_order_idx" ON "purchase_order_line" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "opportunity_company_idx" ON "opportunity" USING btree ("subscriber_owner_company_id","status");--> statement-breakpoint
CREATE INDEX "sales_order_company_site_date_idx" ON "sales_order" USING btree ("subscriber_owner_company_id","site_id","order_date");--> statement-breakpoint
CREATE INDEX "sales_order_line_order_idx" ON "sales_order_line" USING btree ("sales_order_id");--> statement-breakpoint
CREATE INDEX "qualification_company_idx" ON "qualification" USING btree ("subscriber_owner_company_id","date_created");--> statement-breakpoint
CREATE INDEX "qualification_specialist_idx" ON "qualification" USING btree ("specialist_id");