CREATE TABLE "waitlist_entry" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"specialist_id" integer,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"time_from" time DEFAULT '07:00' NOT NULL,
	"time_to" time DEFAULT '23:59' NOT NULL,
	"notes" text,
	"status" text DEFAULT 'esperando' NOT NULL,
	"service_reservation_id" integer,
	"sari_user_id" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entry_status_chk" CHECK ("waitlist_entry"."status" in ('esperando', 'reservado', 'cancelado')),
	CONSTRAINT "waitlist_entry_dates_chk" CHECK ("waitlist_entry"."date_from" <= "waitlist_entry"."date_to"),
	CONSTRAINT "waitlist_entry_order_chk" CHECK ("waitlist_entry"."time_from" < "waitlist_entry"."time_to")
);
--> statement-breakpoint
ALTER TABLE "site" ADD COLUMN "time_zone" text DEFAULT 'America/Bogota' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_reservation" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "service_reservation_service" ADD COLUMN "site_id" integer;--> statement-breakpoint
ALTER TABLE "service_reservation_service" ADD COLUMN "processing_start_at" timestamp;--> statement-breakpoint
ALTER TABLE "service_reservation_service" ADD COLUMN "processing_end_at" timestamp;--> statement-breakpoint
ALTER TABLE "service_reservation_service" ADD COLUMN "busy" "tsmultirange" GENERATED ALWAYS AS (case when processing_start_at is null then tsmultirange(tsrange(start_at, end_at))
        else tsmultirange(tsrange(start_at, processing_start_at), tsrange(processing_end_at, end_at)) end) STORED;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "active_minutes" integer;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "processing_minutes" integer;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "finishing_minutes" integer;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_specialist_id_specialist_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_service_reservation_id_service_reservation_id_fk" FOREIGN KEY ("service_reservation_id") REFERENCES "public"."service_reservation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_sari_user_id_sari_user_id_fk" FOREIGN KEY ("sari_user_id") REFERENCES "public"."sari_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entry_site_idx" ON "waitlist_entry" USING btree ("subscriber_owner_company_id","site_id","status","date_from");--> statement-breakpoint
CREATE INDEX "waitlist_entry_client_idx" ON "waitlist_entry" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "waitlist_entry_service_idx" ON "waitlist_entry" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "waitlist_entry_specialist_idx" ON "waitlist_entry" USING btree ("specialist_id");--> statement-breakpoint
CREATE INDEX "waitlist_entry_reservation_idx" ON "waitlist_entry" USING btree ("service_reservation_id");--> statement-breakpoint
ALTER TABLE "service_reservation_service" ADD CONSTRAINT "service_reservation_service_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_reservation_service_site_date_idx" ON "service_reservation_service" USING btree ("subscriber_owner_company_id","site_id","date");--> statement-breakpoint
ALTER TABLE "service" ADD CONSTRAINT "service_processing_chk" CHECK (("service"."processing_minutes" is null and "service"."active_minutes" is null and "service"."finishing_minutes" is null)
        or ("service"."active_minutes" >= 0 and "service"."processing_minutes" > 0 and "service"."finishing_minutes" >= 0
            and "service"."active_minutes" + "service"."finishing_minutes" > 0
            and "service"."active_minutes" + "service"."processing_minutes" + "service"."finishing_minutes" = "service"."duration"));