-- A specialist's working windows on one weekday at one or several sites never overlap (a
-- break is the gap between two windows). Deferred to the end of the transaction, so a form
-- that replaces a whole week (create new windows, then delete old ones) is checked once.
ALTER TABLE "specialist_availability" ADD CONSTRAINT "specialist_availability_no_overlap"
  EXCLUDE USING gist (
    "specialist_id" WITH =,
    "weekday" WITH =,
    tsrange('2000-01-01'::date + "start_time", '2000-01-01'::date + "end_time") WITH &&
  ) DEFERRABLE INITIALLY DEFERRED;
