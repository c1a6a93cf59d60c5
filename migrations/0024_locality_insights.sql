CREATE TABLE "locality_price_figures" (
	"city_slug" text NOT NULL,
	"locality_slug" text NOT NULL,
	"property_status" text NOT NULL,
	"sub_category" text NOT NULL,
	"bedrooms" smallint NOT NULL,
	"period" text NOT NULL,
	"city_name" text NOT NULL,
	"locality_name" text NOT NULL,
	"median_price_per_sq_ft" double precision NOT NULL,
	"listings" integer NOT NULL,
	"first_listed_at" timestamp with time zone NOT NULL,
	"last_listed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "locality_price_figures_pkey" PRIMARY KEY("city_slug","locality_slug","property_status","sub_category","bedrooms","period")
);
--> statement-breakpoint
CREATE INDEX "properties_locality_figures_idx" ON "properties" USING btree (btrim(regexp_replace(lower(coalesce("city", '')), '[^a-z0-9]+', '-', 'g'), '-'),"property_status","sub_category",coalesce("bedrooms", -1),btrim(regexp_replace(lower(coalesce("location", '')), '[^a-z0-9]+', '-', 'g'), '-')) WHERE "properties"."in_public_search";
--> statement-breakpoint
-- Issue 23 part 5, decision 026.
-- Keeps locality_price_figures equal to working the figures out from the public listings: after every statement
-- on properties, the groups its rows were in before or after (city, locality or '' for the city as a whole, sale
-- or rent, type, BHK; for all quarters and the quarter the listing went live in) are recomputed from
-- properties_locality_figures_idx, so a statement costs the listings of the groups it touched, never the
-- catalogue. An edit that leaves the counted columns alone touches no group. The slug and quarter expressions are
-- the domain's placeSlug and quarterStart (src/domain/locality-insights.ts), and the price per sq.ft is the
-- schema's pricePerSqFt: change them together.
--> statement-breakpoint
CREATE FUNCTION "locality_price_figures_refresh"("groups" jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	-- Two writers of one group would each compute its median without the other's rows and the later upsert would
	-- win; so a writer first waits for every other writer of its groups (in one order, so none deadlock), and the
	-- recompute below, a statement of its own, then sees what they committed (READ COMMITTED).
	PERFORM pg_advisory_xact_lock(1282637218, "lock_key")
	FROM (
		SELECT DISTINCT hashtext(concat_ws('/', "city_slug", "locality_slug", "property_status", "sub_category", "bedrooms")) AS "lock_key"
		FROM jsonb_to_recordset("groups") AS "g"("city_slug" text, "locality_slug" text, "property_status" text, "sub_category" text, "bedrooms" smallint)
		ORDER BY 1
	) AS "locks";

	WITH "group_key" AS (
		SELECT DISTINCT "city_slug", "locality_slug", "property_status", "sub_category", "bedrooms", "period"
		FROM jsonb_to_recordset("groups") AS "g"("city_slug" text, "locality_slug" text, "property_status" text, "sub_category" text, "bedrooms" smallint, "period" text)
	), "figure" AS (
		SELECT "k".*, "f".*
		FROM "group_key" AS "k"
		CROSS JOIN LATERAL (
			SELECT count(*)::int AS "listings",
				percentile_cont(0.5) WITHIN GROUP (ORDER BY "per_sq_ft") AS "median",
				min("listed_at") AS "first_listed_at", max("listed_at") AS "last_listed_at",
				mode() WITHIN GROUP (ORDER BY "city") AS "city_name",
				coalesce(mode() WITHIN GROUP (ORDER BY "location"), '') AS "locality_name"
			FROM (
				-- The city as a whole: the index's first four columns.
				SELECT "p"."price"::double precision / (CASE WHEN "p"."rental_frequency" = 'yearly' THEN 12 ELSE 1 END) / "p"."square_feet"::double precision AS "per_sq_ft",
					"p"."listed_at", "p"."city", "p"."location"
				FROM "properties" AS "p"
				WHERE "k"."locality_slug" = '' AND "p"."in_public_search"
					AND btrim(regexp_replace(lower(coalesce("p"."city", '')), '[^a-z0-9]+', '-', 'g'), '-') = "k"."city_slug"
					AND "p"."property_status" = "k"."property_status" AND "p"."sub_category" = "k"."sub_category"
					AND coalesce("p"."bedrooms", -1) = "k"."bedrooms"
					AND ("k"."period" = 'all' OR to_char(date_trunc('quarter', ("p"."listed_at" AT TIME ZONE 'UTC') + interval '330 minutes'), 'YYYY-MM-DD') = "k"."period")
				UNION ALL
				-- A locality: all five.
				SELECT "p"."price"::double precision / (CASE WHEN "p"."rental_frequency" = 'yearly' THEN 12 ELSE 1 END) / "p"."square_feet"::double precision,
					"p"."listed_at", "p"."city", "p"."location"
				FROM "properties" AS "p"
				WHERE "k"."locality_slug" <> '' AND "p"."in_public_search"
					AND btrim(regexp_replace(lower(coalesce("p"."city", '')), '[^a-z0-9]+', '-', 'g'), '-') = "k"."city_slug"
					AND "p"."property_status" = "k"."property_status" AND "p"."sub_category" = "k"."sub_category"
					AND coalesce("p"."bedrooms", -1) = "k"."bedrooms"
					AND btrim(regexp_replace(lower(coalesce("p"."location", '')), '[^a-z0-9]+', '-', 'g'), '-') = "k"."locality_slug"
					AND ("k"."period" = 'all' OR to_char(date_trunc('quarter', ("p"."listed_at" AT TIME ZONE 'UTC') + interval '330 minutes'), 'YYYY-MM-DD') = "k"."period")
			) AS "listing"
		) AS "f"
	), "emptied" AS (
		DELETE FROM "locality_price_figures" AS "t"
		USING "figure"
		WHERE "figure"."listings" = 0
			AND ("t"."city_slug", "t"."locality_slug", "t"."property_status", "t"."sub_category", "t"."bedrooms", "t"."period")
				= ("figure"."city_slug", "figure"."locality_slug", "figure"."property_status", "figure"."sub_category", "figure"."bedrooms", "figure"."period")
	)
	INSERT INTO "locality_price_figures" AS "t" ("city_slug", "locality_slug", "property_status", "sub_category", "bedrooms", "period",
		"city_name", "locality_name", "median_price_per_sq_ft", "listings", "first_listed_at", "last_listed_at")
	SELECT "city_slug", "locality_slug", "property_status", "sub_category", "bedrooms", "period",
		"city_name", "locality_name", "median", "listings", "first_listed_at", "last_listed_at"
	FROM "figure" WHERE "listings" > 0
	ORDER BY 1, 2, 3, 4, 5, 6
	ON CONFLICT ("city_slug", "locality_slug", "property_status", "sub_category", "bedrooms", "period") DO UPDATE SET
		"city_name" = excluded."city_name", "locality_name" = excluded."locality_name",
		"median_price_per_sq_ft" = excluded."median_price_per_sq_ft", "listings" = excluded."listings",
		"first_listed_at" = excluded."first_listed_at", "last_listed_at" = excluded."last_listed_at";
END;
$$;
--> statement-breakpoint
-- The groups of some public listings: each listing is in its city's groups and, with a locality, its locality's;
-- for all quarters and for the quarter it went live in.
CREATE FUNCTION "locality_price_figures_groups"("listings" jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
	SELECT jsonb_agg(jsonb_build_object('city_slug', "city_slug", 'locality_slug', "locality_slug",
		'property_status', "property_status", 'sub_category', "sub_category", 'bedrooms', "bedrooms", 'period', "period"))
	FROM (
		SELECT DISTINCT "l"."city_slug", "place"."locality_slug", "l"."property_status", "l"."sub_category", "l"."bedrooms", "when"."period"
		FROM jsonb_to_recordset("listings") AS "l"("city_slug" text, "locality_slug" text, "property_status" text, "sub_category" text, "bedrooms" smallint, "quarter" text)
		CROSS JOIN LATERAL (VALUES (''), ("l"."locality_slug")) AS "place"("locality_slug")
		CROSS JOIN LATERAL (VALUES ('all'), ("l"."quarter")) AS "when"("period")
		WHERE "l"."city_slug" <> ''
	) AS "grouped";
$$;
--> statement-breakpoint
CREATE FUNCTION "locality_price_figures_after_write"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"touched" jsonb;
BEGIN
	-- Each event has only its own transition tables, so each branch reads what it has. An update counts only the
	-- rows whose counted columns changed, on both sides: those leave their old groups and join their new ones.
	IF TG_OP = 'INSERT' THEN
		SELECT jsonb_agg(to_jsonb("c")) INTO "touched" FROM (
			SELECT DISTINCT
				btrim(regexp_replace(lower(coalesce("city", '')), '[^a-z0-9]+', '-', 'g'), '-') AS "city_slug",
				btrim(regexp_replace(lower(coalesce("location", '')), '[^a-z0-9]+', '-', 'g'), '-') AS "locality_slug",
				"property_status", "sub_category", coalesce("bedrooms", -1) AS "bedrooms",
				to_char(date_trunc('quarter', ("listed_at" AT TIME ZONE 'UTC') + interval '330 minutes'), 'YYYY-MM-DD') AS "quarter"
			FROM "new_listings" WHERE "in_public_search"
		) AS "c";
	ELSIF TG_OP = 'DELETE' THEN
		SELECT jsonb_agg(to_jsonb("c")) INTO "touched" FROM (
			SELECT DISTINCT
				btrim(regexp_replace(lower(coalesce("city", '')), '[^a-z0-9]+', '-', 'g'), '-') AS "city_slug",
				btrim(regexp_replace(lower(coalesce("location", '')), '[^a-z0-9]+', '-', 'g'), '-') AS "locality_slug",
				"property_status", "sub_category", coalesce("bedrooms", -1) AS "bedrooms",
				to_char(date_trunc('quarter', ("listed_at" AT TIME ZONE 'UTC') + interval '330 minutes'), 'YYYY-MM-DD') AS "quarter"
			FROM "old_listings" WHERE "in_public_search"
		) AS "c";
	ELSE
		SELECT jsonb_agg(to_jsonb("c")) INTO "touched" FROM (
			SELECT DISTINCT
				btrim(regexp_replace(lower(coalesce("city", '')), '[^a-z0-9]+', '-', 'g'), '-') AS "city_slug",
				btrim(regexp_replace(lower(coalesce("location", '')), '[^a-z0-9]+', '-', 'g'), '-') AS "locality_slug",
				"property_status", "sub_category", coalesce("bedrooms", -1) AS "bedrooms",
				to_char(date_trunc('quarter', ("listed_at" AT TIME ZONE 'UTC') + interval '330 minutes'), 'YYYY-MM-DD') AS "quarter"
			FROM (
				(SELECT "id", "city", "location", "property_status", "sub_category", "bedrooms", "price", "rental_frequency", "square_feet", "listed_at"
					FROM "new_listings" WHERE "in_public_search"
				EXCEPT
				SELECT "id", "city", "location", "property_status", "sub_category", "bedrooms", "price", "rental_frequency", "square_feet", "listed_at"
					FROM "old_listings" WHERE "in_public_search")
				UNION ALL
				(SELECT "id", "city", "location", "property_status", "sub_category", "bedrooms", "price", "rental_frequency", "square_feet", "listed_at"
					FROM "old_listings" WHERE "in_public_search"
				EXCEPT
				SELECT "id", "city", "location", "property_status", "sub_category", "bedrooms", "price", "rental_frequency", "square_feet", "listed_at"
					FROM "new_listings" WHERE "in_public_search")
			) AS "changed"
		) AS "c";
	END IF;
	IF "touched" IS NOT NULL THEN
		PERFORM "locality_price_figures_refresh"("locality_price_figures_groups"("touched"));
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_locality_figures_on_insert" AFTER INSERT ON "properties"
	REFERENCING NEW TABLE AS "new_listings"
	FOR EACH STATEMENT EXECUTE FUNCTION "locality_price_figures_after_write"();
--> statement-breakpoint
CREATE TRIGGER "properties_locality_figures_on_update" AFTER UPDATE ON "properties"
	REFERENCING OLD TABLE AS "old_listings" NEW TABLE AS "new_listings"
	FOR EACH STATEMENT EXECUTE FUNCTION "locality_price_figures_after_write"();
--> statement-breakpoint
CREATE TRIGGER "properties_locality_figures_on_delete" AFTER DELETE ON "properties"
	REFERENCING OLD TABLE AS "old_listings"
	FOR EACH STATEMENT EXECUTE FUNCTION "locality_price_figures_after_write"();
--> statement-breakpoint
CREATE FUNCTION "locality_price_figures_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "locality_price_figures";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_locality_figures_on_truncate" AFTER TRUNCATE ON "properties"
	FOR EACH STATEMENT EXECUTE FUNCTION "locality_price_figures_after_truncate"();
--> statement-breakpoint
-- The public listings already there; the trigger creation above holds writers off until this commits.
SELECT "locality_price_figures_refresh"("locality_price_figures_groups"(jsonb_agg(to_jsonb("c"))))
FROM (
	SELECT DISTINCT
		btrim(regexp_replace(lower(coalesce("city", '')), '[^a-z0-9]+', '-', 'g'), '-') AS "city_slug",
		btrim(regexp_replace(lower(coalesce("location", '')), '[^a-z0-9]+', '-', 'g'), '-') AS "locality_slug",
		"property_status", "sub_category", coalesce("bedrooms", -1) AS "bedrooms",
		to_char(date_trunc('quarter', ("listed_at" AT TIME ZONE 'UTC') + interval '330 minutes'), 'YYYY-MM-DD') AS "quarter"
	FROM "properties" WHERE "in_public_search"
) AS "c"
HAVING count(*) > 0;
