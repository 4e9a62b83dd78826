CREATE TABLE "notification" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_owner_company_id" integer NOT NULL,
	"site_id" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text,
	"read_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_job" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_job_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"done_at" timestamp with time zone,
	"last_error" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_job_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "service_reservation" ADD COLUMN "online_deposit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD COLUMN "offer_date" date;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD COLUMN "offer_time" time;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD COLUMN "offer_specialist_id" integer;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD COLUMN "offer_token" text;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "online_deposit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_subscriber_owner_company_id_subscriber_owner_company_id_fk" FOREIGN KEY ("subscriber_owner_company_id") REFERENCES "public"."subscriber_owner_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_company_idx" ON "notification" USING btree ("subscriber_owner_company_id","read_at","date_created");--> statement-breakpoint
CREATE INDEX "sys_job_due_idx" ON "sys_job" USING btree ("run_at") WHERE done_at is null;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_offer_specialist_id_specialist_id_fk" FOREIGN KEY ("offer_specialist_id") REFERENCES "public"."specialist"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_offer_token_unique" UNIQUE("offer_token");