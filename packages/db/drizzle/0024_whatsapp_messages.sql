CREATE TABLE "client_message" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"service_reservation_id" integer,
	"client_id" integer,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"template" text,
	"recipient" text NOT NULL,
	"send_key" text NOT NULL,
	"provider_message_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"queued_at" timestamp with time zone DEFAULT sari_now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"error" text,
	"date_created" timestamp with time zone DEFAULT sari_now() NOT NULL,
	CONSTRAINT "client_message_channel_chk" CHECK ("client_message"."channel" in ('email', 'whatsapp')),
	CONSTRAINT "client_message_status_chk" CHECK ("client_message"."status" in ('queued', 'sent', 'delivered', 'read', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sys_whatsapp_account" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_whatsapp_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"phone_number_id" text,
	"access_token" text,
	"app_secret" text,
	"verify_token" text,
	"templates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"language" text DEFAULT 'es' NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"date_created" timestamp with time zone DEFAULT sari_now() NOT NULL,
	"date_updated" timestamp with time zone,
	CONSTRAINT "sys_whatsapp_account_subscriber_owner_company_id_unique" UNIQUE("subscriber_owner_company_id")
);
--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "message_channel" text;--> statement-breakpoint
ALTER TABLE "service_reservation" ADD COLUMN "client_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_message" ADD CONSTRAINT "client_message_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_message" ADD CONSTRAINT "client_message_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_message" ADD CONSTRAINT "client_message_service_reservation_id_service_reservation_id_fk" FOREIGN KEY ("service_reservation_id") REFERENCES "public"."service_reservation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_message" ADD CONSTRAINT "client_message_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_whatsapp_account" ADD CONSTRAINT "sys_whatsapp_account_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_message_send_key_uq" ON "client_message" USING btree ("send_key");--> statement-breakpoint
CREATE UNIQUE INDEX "client_message_provider_id_uq" ON "client_message" USING btree ("subscriber_owner_company_id","provider_message_id") WHERE provider_message_id is not null;--> statement-breakpoint
CREATE INDEX "client_message_company_site_idx" ON "client_message" USING btree ("subscriber_owner_company_id","site_id","date_created");--> statement-breakpoint
CREATE INDEX "client_message_reservation_idx" ON "client_message" USING btree ("service_reservation_id");--> statement-breakpoint
CREATE INDEX "client_message_client_idx" ON "client_message" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_message_channel_pref_chk" CHECK ("client"."message_channel" in ('whatsapp', 'email'));