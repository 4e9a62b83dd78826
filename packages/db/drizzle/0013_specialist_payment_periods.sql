-- What drizzle-kit cannot express: a specialist's pay period is paid once at a site. Two
-- payments of the same specialist at the same site may not cover a common day (decision 015),
-- whichever process writes them.
ALTER TABLE "specialist_payment" ADD CONSTRAINT "specialist_payment_no_overlap"
  EXCLUDE USING gist ("specialist_id" WITH =, "site_id" WITH =, daterange("period_start", "period_end", '[]') WITH &&);
