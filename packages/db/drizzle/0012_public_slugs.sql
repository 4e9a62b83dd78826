-- Every company gets the public address of its online booking page (new companies get one when
-- they are created): its name in plain letters and its id.
UPDATE "subscriber_owner_company"
  SET "public_slug" = trim(both '-' from regexp_replace(translate(lower("name"), 'áéíóúüñ', 'aeiouun'), '[^a-z0-9]+', '-', 'g')) || '-' || "id"
  WHERE "public_slug" IS NULL;
