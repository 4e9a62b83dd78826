-- A specialist's working windows on one weekday at one or several sites never overlap (a
-- break is the gap between two windows). Deferred to the end of the transaction, so a form
-- that replaces a whole week (create new windows, then delete old ones) is checked once.
-- Windows saved before this rule that overlap an earlier window of the same specialist and
-- weekday (the first demo data had every specialist at two sites at once) are dropped.
DELETE FROM "specialist_availability" a USING "specialist_availability" b
  WHERE a."specialist_id" = b."specialist_id" AND a."weekday" = b."weekday" AND a."id" > b."id"
    AND a."start_time" < b."end_time" AND b."start_time" < a."end_time";
--> statement-breakpoint
ALTER TABLE "specialist_availability" ADD CONSTRAINT "specialist_availability_no_overlap"
  EXCLUDE USING gist (
    "specialist_id" WITH =,
    "weekday" WITH =,
    tsrange('2000-01-01'::date + "start_time", '2000-01-01'::date + "end_time") WITH &&
  ) DEFERRABLE INITIALLY DEFERRED;
