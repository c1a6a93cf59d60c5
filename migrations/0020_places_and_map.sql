CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "listing_place_counts" (
	"city" text NOT NULL,
	"locality" text NOT NULL,
	"pincode" text NOT NULL,
	"listings" bigint NOT NULL,
	CONSTRAINT "listing_place_counts_city_locality_pincode_pk" PRIMARY KEY("city","locality","pincode")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "location_approximate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_place_counts_locality_trgm_idx" ON "listing_place_counts" USING gin (lower("locality") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listing_place_counts_city_trgm_idx" ON "listing_place_counts" USING gin (lower("city") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listing_place_counts_pincode_idx" ON "listing_place_counts" USING btree ("pincode" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "properties_pincode_created_idx" ON "properties" USING btree ("pincode","created_at","id") WHERE "properties"."in_public_search";--> statement-breakpoint
CREATE INDEX "properties_map_idx" ON "properties" USING btree ("latitude","longitude","property_status","rental_frequency","price") WHERE "properties"."in_public_search";
--> statement-breakpoint
-- Keeps listing_place_counts equal to counting the public listings by city, locality and PIN code, as
-- listing_counts is kept (migration catalogue_figures_triggers, decision 013): statement triggers over the
-- transition tables, one grouped upsert per statement, in key order so two writers cannot deadlock.
CREATE FUNCTION "listing_place_counts_apply"("changes" jsonb) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "listing_place_counts" AS "c" ("city", "locality", "pincode", "listings")
	SELECT "city", "locality", "pincode", sum("n")
	FROM jsonb_to_recordset("changes") AS "change"("city" text, "locality" text, "pincode" text, "n" bigint)
	GROUP BY 1, 2, 3 HAVING sum("n") <> 0 ORDER BY 1, 2, 3
	ON CONFLICT ("city", "locality", "pincode") DO UPDATE SET "listings" = "c"."listings" + excluded."listings";
$$;
--> statement-breakpoint
CREATE FUNCTION "listing_place_counts_after_write"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"changes" jsonb;
BEGIN
	-- Each event has only its own transition tables, so each branch reads what it has.
	IF TG_OP = 'INSERT' THEN
		SELECT jsonb_agg(jsonb_build_object('city', "city", 'locality', "locality", 'pincode', "pincode", 'n', "n"))
		INTO "changes"
		FROM (
			SELECT "city", coalesce("location", '') AS "locality", "pincode", count(*) AS "n"
			FROM "new_listings" WHERE "in_public_search" GROUP BY 1, 2, 3
		) AS "grouped";
	ELSIF TG_OP = 'DELETE' THEN
		SELECT jsonb_agg(jsonb_build_object('city', "city", 'locality', "locality", 'pincode', "pincode", 'n', -"n"))
		INTO "changes"
		FROM (
			SELECT "city", coalesce("location", '') AS "locality", "pincode", count(*) AS "n"
			FROM "old_listings" WHERE "in_public_search" GROUP BY 1, 2, 3
		) AS "grouped";
	ELSE
		-- An edit that leaves the place and the public search alone (most do) nets to nothing.
		SELECT jsonb_agg(jsonb_build_object('city', "city", 'locality', "locality", 'pincode', "pincode", 'n', "n"))
		INTO "changes"
		FROM (
			SELECT "city", "locality", "pincode", sum("n") AS "n"
			FROM (
				SELECT "city", coalesce("location", '') AS "locality", "pincode", 1 AS "n"
				FROM "new_listings" WHERE "in_public_search"
				UNION ALL
				SELECT "city", coalesce("location", '') AS "locality", "pincode", -1 AS "n"
				FROM "old_listings" WHERE "in_public_search"
			) AS "both_sides"
			GROUP BY 1, 2, 3 HAVING sum("n") <> 0
		) AS "grouped";
	END IF;
	IF "changes" IS NOT NULL THEN
		PERFORM "listing_place_counts_apply"("changes");
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_places_counted_on_insert" AFTER INSERT ON "properties"
	REFERENCING NEW TABLE AS "new_listings"
	FOR EACH STATEMENT EXECUTE FUNCTION "listing_place_counts_after_write"();
--> statement-breakpoint
CREATE TRIGGER "properties_places_counted_on_update" AFTER UPDATE ON "properties"
	REFERENCING OLD TABLE AS "old_listings" NEW TABLE AS "new_listings"
	FOR EACH STATEMENT EXECUTE FUNCTION "listing_place_counts_after_write"();
--> statement-breakpoint
CREATE TRIGGER "properties_places_counted_on_delete" AFTER DELETE ON "properties"
	REFERENCING OLD TABLE AS "old_listings"
	FOR EACH STATEMENT EXECUTE FUNCTION "listing_place_counts_after_write"();
--> statement-breakpoint
CREATE FUNCTION "listing_place_counts_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "listing_place_counts";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_places_counted_on_truncate" AFTER TRUNCATE ON "properties"
	FOR EACH STATEMENT EXECUTE FUNCTION "listing_place_counts_after_truncate"();
--> statement-breakpoint
-- The public listings already there; the trigger creation above holds writers off until this commits.
SELECT "listing_place_counts_apply"(jsonb_agg(jsonb_build_object('city', "city", 'locality', "locality", 'pincode', "pincode", 'n', "n")))
FROM (
	SELECT "city", coalesce("location", '') AS "locality", "pincode", count(*) AS "n"
	FROM "properties" WHERE "in_public_search" GROUP BY 1, 2, 3
) AS "grouped"
HAVING count(*) > 0;
