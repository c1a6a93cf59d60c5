CREATE TABLE "listing_map_cells" (
	"band" smallint NOT NULL,
	"property_status" text NOT NULL,
	"cell_lat" integer NOT NULL,
	"cell_lng" integer NOT NULL,
	"listings" bigint NOT NULL,
	"latitude_sum" double precision NOT NULL,
	"longitude_sum" double precision NOT NULL,
	"min_price" numeric,
	"max_price" numeric,
	CONSTRAINT "listing_map_cells_band_cell_lat_cell_lng_property_status_pk" PRIMARY KEY("band","cell_lat","cell_lng","property_status")
);
--> statement-breakpoint
CREATE TABLE "listing_place_counts_by_city" (
	"city" text PRIMARY KEY NOT NULL,
	"listings" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_place_counts_by_locality" (
	"city" text NOT NULL,
	"locality" text NOT NULL,
	"listings" bigint NOT NULL,
	CONSTRAINT "listing_place_counts_by_locality_city_locality_pk" PRIMARY KEY("city","locality")
);
--> statement-breakpoint
CREATE TABLE "listing_place_counts_by_pincode" (
	"pincode" text PRIMARY KEY NOT NULL,
	"listings" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listing_map_cells_by_lng_idx" ON "listing_map_cells" USING btree ("band","cell_lng","cell_lat","property_status");--> statement-breakpoint
CREATE INDEX "listing_place_counts_by_city_trgm_idx" ON "listing_place_counts_by_city" USING gin (lower("city") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listing_place_counts_by_city_lower_idx" ON "listing_place_counts_by_city" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "listing_place_counts_by_locality_trgm_idx" ON "listing_place_counts_by_locality" USING gin (lower("locality") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listing_place_counts_by_pincode_prefix_idx" ON "listing_place_counts_by_pincode" USING btree ("pincode" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "properties_map_lng_idx" ON "properties" USING btree ("longitude","latitude","property_status","rental_frequency","price") WHERE "properties"."in_public_search";
--> statement-breakpoint
-- The place counts' one writer (migration places_and_map) also keeps the cities, the localities and the PIN codes
-- summed, so the autocomplete reads one row a place. Same changes, same statement, same key order.
CREATE OR REPLACE FUNCTION "listing_place_counts_apply"("changes" jsonb) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "listing_place_counts" AS "c" ("city", "locality", "pincode", "listings")
	SELECT "city", "locality", "pincode", sum("n")
	FROM jsonb_to_recordset("changes") AS "change"("city" text, "locality" text, "pincode" text, "n" bigint)
	GROUP BY 1, 2, 3 HAVING sum("n") <> 0 ORDER BY 1, 2, 3
	ON CONFLICT ("city", "locality", "pincode") DO UPDATE SET "listings" = "c"."listings" + excluded."listings";
	INSERT INTO "listing_place_counts_by_city" AS "c" ("city", "listings")
	SELECT "city", sum("n")
	FROM jsonb_to_recordset("changes") AS "change"("city" text, "n" bigint)
	GROUP BY 1 HAVING sum("n") <> 0 ORDER BY 1
	ON CONFLICT ("city") DO UPDATE SET "listings" = "c"."listings" + excluded."listings";
	INSERT INTO "listing_place_counts_by_locality" AS "c" ("city", "locality", "listings")
	SELECT "city", "locality", sum("n")
	FROM jsonb_to_recordset("changes") AS "change"("city" text, "locality" text, "n" bigint)
	WHERE "locality" <> ''
	GROUP BY 1, 2 HAVING sum("n") <> 0 ORDER BY 1, 2
	ON CONFLICT ("city", "locality") DO UPDATE SET "listings" = "c"."listings" + excluded."listings";
	INSERT INTO "listing_place_counts_by_pincode" AS "c" ("pincode", "listings")
	SELECT "pincode", sum("n")
	FROM jsonb_to_recordset("changes") AS "change"("pincode" text, "n" bigint)
	GROUP BY 1 HAVING sum("n") <> 0 ORDER BY 1
	ON CONFLICT ("pincode") DO UPDATE SET "listings" = "c"."listings" + excluded."listings";
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_place_counts_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "listing_place_counts";
	DELETE FROM "listing_place_counts_by_city";
	DELETE FROM "listing_place_counts_by_locality";
	DELETE FROM "listing_place_counts_by_pincode";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The places counted so far (the place counts are current: their triggers exist since places_and_map).
INSERT INTO "listing_place_counts_by_city" ("city", "listings")
SELECT "city", sum("listings") FROM "listing_place_counts" GROUP BY 1 HAVING sum("listings") <> 0;
--> statement-breakpoint
INSERT INTO "listing_place_counts_by_locality" ("city", "locality", "listings")
SELECT "city", "locality", sum("listings") FROM "listing_place_counts" WHERE "locality" <> '' GROUP BY 1, 2 HAVING sum("listings") <> 0;
--> statement-breakpoint
INSERT INTO "listing_place_counts_by_pincode" ("pincode", "listings")
SELECT "pincode", sum("listings") FROM "listing_place_counts" GROUP BY 1 HAVING sum("listings") <> 0;
--> statement-breakpoint
-- The map's grid cells per zoom band (decision 025): band b's cells are 90 / 2^b degrees square (the map's
-- clusterCellDegrees at zoom b), numbered floor(degrees / side); bands 0 to 16, each cell the union of four of
-- the next band's. Counts and coordinate sums are added and taken away; a cell that lost a listing has its price
-- range read again, band 16 from the listings (a few hundred metres square) and each coarser band from its four
-- quarters, so no write reads more than a small cell's listings.
CREATE FUNCTION "listing_map_cells_after_write"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"finest" constant int := 16;
	"side" constant float8 := 90::float8 / (1 << 16);
BEGIN
	IF TG_OP = 'INSERT' THEN
		-- In key order, so two writers cannot deadlock.
		INSERT INTO "listing_map_cells" AS "c" ("band", "property_status", "cell_lat", "cell_lng", "listings",
			"latitude_sum", "longitude_sum", "min_price", "max_price")
		SELECT "b"."band", "l"."property_status",
			floor("l"."latitude" / (90::float8 / (1 << "b"."band")))::int,
			floor("l"."longitude" / (90::float8 / (1 << "b"."band")))::int,
			count(*), sum("l"."latitude"), sum("l"."longitude"),
			min(CASE WHEN "l"."rental_frequency" = 'yearly' THEN "l"."price" / 12.0 ELSE "l"."price" END),
			max(CASE WHEN "l"."rental_frequency" = 'yearly' THEN "l"."price" / 12.0 ELSE "l"."price" END)
		FROM "new_listings" AS "l" CROSS JOIN generate_series(0, "finest") AS "b"("band")
		WHERE "l"."in_public_search" AND "l"."latitude" IS NOT NULL AND "l"."longitude" IS NOT NULL
		GROUP BY 1, 3, 4, 2
		ORDER BY 1, 3, 4, 2
		ON CONFLICT ("band", "cell_lat", "cell_lng", "property_status") DO UPDATE SET
			"listings" = "c"."listings" + excluded."listings",
			"latitude_sum" = "c"."latitude_sum" + excluded."latitude_sum",
			"longitude_sum" = "c"."longitude_sum" + excluded."longitude_sum",
			"min_price" = least("c"."min_price", excluded."min_price"),
			"max_price" = greatest("c"."max_price", excluded."max_price");
		RETURN NULL;
	END IF;
	-- Most edits leave what the map sees alone: nothing to do, and no scratch tables made.
	IF TG_OP = 'UPDATE' THEN
		-- (Nested: a DELETE has no new_listings to name.)
		IF NOT EXISTS (
			SELECT "property_status", "latitude", "longitude", "price", "rental_frequency" FROM "new_listings"
			WHERE "in_public_search" AND "latitude" IS NOT NULL AND "longitude" IS NOT NULL
			EXCEPT ALL
			SELECT "property_status", "latitude", "longitude", "price", "rental_frequency" FROM "old_listings"
			WHERE "in_public_search" AND "latitude" IS NOT NULL AND "longitude" IS NOT NULL
		) AND NOT EXISTS (
			SELECT "property_status", "latitude", "longitude", "price", "rental_frequency" FROM "old_listings"
			WHERE "in_public_search" AND "latitude" IS NOT NULL AND "longitude" IS NOT NULL
			EXCEPT ALL
			SELECT "property_status", "latitude", "longitude", "price", "rental_frequency" FROM "new_listings"
			WHERE "in_public_search" AND "latitude" IS NOT NULL AND "longitude" IS NOT NULL
		) THEN
			RETURN NULL;
		END IF;
	END IF;
	CREATE TEMP TABLE IF NOT EXISTS "map_listing_changes" ("property_status" text, "latitude" float8,
		"longitude" float8, "price" numeric, "n" int) ON COMMIT DROP;
	CREATE TEMP TABLE IF NOT EXISTS "map_cell_changes" ("band" int, "property_status" text, "cell_lat" int,
		"cell_lng" int, "n" bigint, "latitude_sum" float8, "longitude_sum" float8, "min_price" numeric,
		"max_price" numeric, "removed" boolean, "removed_min" numeric, "removed_max" numeric) ON COMMIT DROP;
	DELETE FROM "map_listing_changes";
	DELETE FROM "map_cell_changes";
	-- What the map sees of each listing, before and after; an edit that leaves it alone (most do) nets out.
	IF TG_OP = 'UPDATE' THEN
		WITH "before" AS (
			SELECT "property_status", "latitude", "longitude",
				CASE WHEN "rental_frequency" = 'yearly' THEN "price" / 12.0 ELSE "price" END AS "price"
			FROM "old_listings" WHERE "in_public_search" AND "latitude" IS NOT NULL AND "longitude" IS NOT NULL
		), "after" AS (
			SELECT "property_status", "latitude", "longitude",
				CASE WHEN "rental_frequency" = 'yearly' THEN "price" / 12.0 ELSE "price" END AS "price"
			FROM "new_listings" WHERE "in_public_search" AND "latitude" IS NOT NULL AND "longitude" IS NOT NULL
		)
		INSERT INTO "map_listing_changes"
		SELECT *, 1 FROM (SELECT * FROM "after" EXCEPT ALL SELECT * FROM "before") AS "added"
		UNION ALL
		SELECT *, -1 FROM (SELECT * FROM "before" EXCEPT ALL SELECT * FROM "after") AS "removed";
	ELSE
		INSERT INTO "map_listing_changes"
		SELECT "property_status", "latitude", "longitude",
			CASE WHEN "rental_frequency" = 'yearly' THEN "price" / 12.0 ELSE "price" END, -1
		FROM "old_listings" WHERE "in_public_search" AND "latitude" IS NOT NULL AND "longitude" IS NOT NULL;
	END IF;
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	INSERT INTO "map_cell_changes"
	SELECT "b"."band", "l"."property_status",
		floor("l"."latitude" / (90::float8 / (1 << "b"."band")))::int,
		floor("l"."longitude" / (90::float8 / (1 << "b"."band")))::int,
		sum("l"."n"), sum("l"."n" * "l"."latitude"), sum("l"."n" * "l"."longitude"),
		min("l"."price") FILTER (WHERE "l"."n" > 0), max("l"."price") FILTER (WHERE "l"."n" > 0),
		bool_or("l"."n" < 0), min("l"."price") FILTER (WHERE "l"."n" < 0), max("l"."price") FILTER (WHERE "l"."n" < 0)
	FROM "map_listing_changes" AS "l" CROSS JOIN generate_series(0, "finest") AS "b"("band")
	GROUP BY 1, 3, 4, 2;
	INSERT INTO "listing_map_cells" AS "c" ("band", "property_status", "cell_lat", "cell_lng", "listings",
		"latitude_sum", "longitude_sum", "min_price", "max_price")
	SELECT "band", "property_status", "cell_lat", "cell_lng", "n", "latitude_sum", "longitude_sum", "min_price",
		"max_price"
	FROM "map_cell_changes"
	ORDER BY 1, 3, 4, 2
	ON CONFLICT ("band", "cell_lat", "cell_lng", "property_status") DO UPDATE SET
		"listings" = "c"."listings" + excluded."listings",
		"latitude_sum" = "c"."latitude_sum" + excluded."latitude_sum",
		"longitude_sum" = "c"."longitude_sum" + excluded."longitude_sum",
		"min_price" = least("c"."min_price", excluded."min_price"),
		"max_price" = greatest("c"."max_price", excluded."max_price");
	DELETE FROM "listing_map_cells" AS "c" USING "map_cell_changes" AS "r"
	WHERE "r"."removed" AND ("c"."band", "c"."property_status", "c"."cell_lat", "c"."cell_lng")
		= ("r"."band", "r"."property_status", "r"."cell_lat", "r"."cell_lng") AND "c"."listings" = 0;
	-- A cell whose cheapest or dearest listing left (a price at its range's end) has its range read again, finest
	-- first; most removals are from inside the range and cost nothing more.
	UPDATE "map_cell_changes" AS "a"
	SET "removed" = "a"."removed_min" <= "c"."min_price" OR "a"."removed_max" >= "c"."max_price"
	FROM "listing_map_cells" AS "c"
	WHERE "a"."removed" AND ("c"."band", "c"."property_status", "c"."cell_lat", "c"."cell_lng")
		= ("a"."band", "a"."property_status", "a"."cell_lat", "a"."cell_lng");
	UPDATE "listing_map_cells" AS "c" SET "min_price" = "r"."min_price", "max_price" = "r"."max_price"
	FROM (
		SELECT "a"."property_status", "a"."cell_lat", "a"."cell_lng",
			min(CASE WHEN "p"."rental_frequency" = 'yearly' THEN "p"."price" / 12.0 ELSE "p"."price" END) AS "min_price",
			max(CASE WHEN "p"."rental_frequency" = 'yearly' THEN "p"."price" / 12.0 ELSE "p"."price" END) AS "max_price"
		FROM "map_cell_changes" AS "a"
		JOIN "properties" AS "p" ON "p"."in_public_search" AND "p"."property_status" = "a"."property_status"
			-- The index's range one cell wider each way; the floors decide, as they did when the cell was counted.
			AND "p"."latitude" BETWEEN ("a"."cell_lat" - 1) * "side" AND ("a"."cell_lat" + 2) * "side"
			AND "p"."longitude" BETWEEN ("a"."cell_lng" - 1) * "side" AND ("a"."cell_lng" + 2) * "side"
			AND floor("p"."latitude" / "side")::int = "a"."cell_lat"
			AND floor("p"."longitude" / "side")::int = "a"."cell_lng"
		WHERE "a"."removed" AND "a"."band" = "finest"
		GROUP BY 1, 2, 3
	) AS "r"
	WHERE "c"."band" = "finest" AND ("c"."property_status", "c"."cell_lat", "c"."cell_lng")
		= ("r"."property_status", "r"."cell_lat", "r"."cell_lng");
	FOR "coarser" IN REVERSE "finest" - 1 .. 0 LOOP
		UPDATE "listing_map_cells" AS "c" SET "min_price" = "r"."min_price", "max_price" = "r"."max_price"
		FROM (
			SELECT "a"."property_status", "a"."cell_lat", "a"."cell_lng",
				min("q"."min_price") AS "min_price", max("q"."max_price") AS "max_price"
			FROM "map_cell_changes" AS "a"
			JOIN "listing_map_cells" AS "q" ON "q"."band" = "coarser" + 1 AND "q"."property_status" = "a"."property_status"
				AND "q"."cell_lat" BETWEEN "a"."cell_lat" * 2 AND "a"."cell_lat" * 2 + 1
				AND "q"."cell_lng" BETWEEN "a"."cell_lng" * 2 AND "a"."cell_lng" * 2 + 1
			WHERE "a"."removed" AND "a"."band" = "coarser"
			GROUP BY 1, 2, 3
		) AS "r"
		WHERE "c"."band" = "coarser" AND ("c"."property_status", "c"."cell_lat", "c"."cell_lng")
			= ("r"."property_status", "r"."cell_lat", "r"."cell_lng");
	END LOOP;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_map_cells_on_insert" AFTER INSERT ON "properties"
	REFERENCING NEW TABLE AS "new_listings"
	FOR EACH STATEMENT EXECUTE FUNCTION "listing_map_cells_after_write"();
--> statement-breakpoint
CREATE TRIGGER "properties_map_cells_on_update" AFTER UPDATE ON "properties"
	REFERENCING OLD TABLE AS "old_listings" NEW TABLE AS "new_listings"
	FOR EACH STATEMENT EXECUTE FUNCTION "listing_map_cells_after_write"();
--> statement-breakpoint
CREATE TRIGGER "properties_map_cells_on_delete" AFTER DELETE ON "properties"
	REFERENCING OLD TABLE AS "old_listings"
	FOR EACH STATEMENT EXECUTE FUNCTION "listing_map_cells_after_write"();
--> statement-breakpoint
CREATE FUNCTION "listing_map_cells_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "listing_map_cells";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_map_cells_on_truncate" AFTER TRUNCATE ON "properties"
	FOR EACH STATEMENT EXECUTE FUNCTION "listing_map_cells_after_truncate"();
--> statement-breakpoint
-- The public listings already there; the trigger creation above holds writers off until this commits.
INSERT INTO "listing_map_cells" ("band", "property_status", "cell_lat", "cell_lng", "listings", "latitude_sum",
	"longitude_sum", "min_price", "max_price")
SELECT "b"."band", "l"."property_status",
	floor("l"."latitude" / (90::float8 / (1 << "b"."band")))::int,
	floor("l"."longitude" / (90::float8 / (1 << "b"."band")))::int,
	count(*), sum("l"."latitude"), sum("l"."longitude"),
	min(CASE WHEN "l"."rental_frequency" = 'yearly' THEN "l"."price" / 12.0 ELSE "l"."price" END),
	max(CASE WHEN "l"."rental_frequency" = 'yearly' THEN "l"."price" / 12.0 ELSE "l"."price" END)
FROM "properties" AS "l" CROSS JOIN generate_series(0, 16) AS "b"("band")
WHERE "l"."in_public_search" AND "l"."latitude" IS NOT NULL AND "l"."longitude" IS NOT NULL
GROUP BY 1, 2, 3, 4;
