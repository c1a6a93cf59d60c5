ALTER TABLE "bookings" ADD COLUMN "reference" text;--> statement-breakpoint
-- Bookings made before references were stored keep the one their visitors were shown: the id's first eight
-- hexadecimal digits in capitals. Of two that share those, the later takes the id's next eight.
UPDATE "bookings" SET "reference" = upper(substr(replace("bookings"."id"::text, '-', ''), case when "ranked"."n" = 1 then 1 else 9 end, 8))
FROM (
  SELECT "id", row_number() OVER (PARTITION BY substr("id"::text, 1, 8) ORDER BY "created_at", "id") AS "n"
  FROM "bookings"
) AS "ranked"
WHERE "ranked"."id" = "bookings"."id";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_idx" ON "bookings" USING btree ("reference");
