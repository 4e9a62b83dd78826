ALTER TABLE "client" drop column "search_text";--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(phone, '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') || ' ' || coalesce(email, '') || ' ' || coalesce(document_number, ''))) STORED;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (nullif(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), '')) STORED;--> statement-breakpoint
ALTER TABLE "subscriber_owner_company" ADD COLUMN "country" text DEFAULT 'CO' NOT NULL;--> statement-breakpoint
CREATE INDEX "client_company_phone_digits_idx" ON "client" USING btree ("subscriber_owner_company_id","phone_digits");--> statement-breakpoint
ALTER TABLE "subscriber_owner_company" ADD CONSTRAINT "company_country_chk" CHECK ("subscriber_owner_company"."country" ~ '^[A-Z]{2}$');--> statement-breakpoint
-- Dropping search_text dropped its trigram index (migration 0005): the same index again.
CREATE INDEX "client_search_text_trgm_idx" ON "client" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- Companies made before the country existed: the country of their time zone where it names one
-- unambiguously, Colombia (the default) otherwise.
UPDATE "subscriber_owner_company" SET "country" = CASE "timezone"
  WHEN 'America/Mexico_City' THEN 'MX' WHEN 'America/Monterrey' THEN 'MX' WHEN 'America/Cancun' THEN 'MX'
  WHEN 'America/Tijuana' THEN 'MX' WHEN 'America/Lima' THEN 'PE' WHEN 'America/Santiago' THEN 'CL'
  WHEN 'America/Argentina/Buenos_Aires' THEN 'AR' WHEN 'America/Guayaquil' THEN 'EC'
  WHEN 'America/Caracas' THEN 'VE' WHEN 'America/La_Paz' THEN 'BO' WHEN 'America/Asuncion' THEN 'PY'
  WHEN 'America/Montevideo' THEN 'UY' WHEN 'America/Panama' THEN 'PA' WHEN 'America/Costa_Rica' THEN 'CR'
  WHEN 'America/Guatemala' THEN 'GT' WHEN 'America/El_Salvador' THEN 'SV' WHEN 'America/Tegucigalpa' THEN 'HN'
  WHEN 'America/Managua' THEN 'NI' WHEN 'America/Santo_Domingo' THEN 'DO' WHEN 'America/Puerto_Rico' THEN 'PR'
  WHEN 'Europe/Madrid' THEN 'ES' ELSE 'CO' END;
