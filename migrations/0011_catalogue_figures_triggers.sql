-- Keeps listing_counts and listing_city_counts equal to counting properties, in the same transaction as every
-- write to properties: statement triggers over the transition tables, so a bulk insert of a million listings
-- costs one grouped upsert, not a million. Rows are upserted in key order, so two writers lock them in the
-- same order and cannot deadlock each other. Decision record 013.
CREATE TYPE "listing_count_change" AS (
	"property_status" text,
	"main_category" text,
	"sub_category" text,
	"city" text,
	"state" text,
	"listings" bigint
);
--> statement-breakpoint
CREATE FUNCTION "listing_counts_apply"("changes" "listing_count_change"[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "listing_counts" AS "c" ("property_status", "main_category", "sub_category", "listings")
	SELECT "property_status", "main_category", "sub_category", sum("listings") FROM unnest("changes")
	GROUP BY 1, 2, 3 HAVING sum("listings") <> 0 ORDER BY 1, 2, 3
	ON CONFLICT ("property_status", "main_category", "sub_category")
	DO UPDATE SET "listings" = "c"."listings" + excluded."listings";
	INSERT INTO "listing_city_counts" AS "c" ("city", "state", "listings")
	SELECT "city", "state", sum("listings") FROM unnest("changes")
	GROUP BY 1, 2 HAVING sum("listings") <> 0 ORDER BY 1, 2
	ON CONFLICT ("city", "state") DO UPDATE SET "listings" = "c"."listings" + excluded."listings";
$$;
--> statement-breakpoint
CREATE FUNCTION "listing_counts_after_write"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"changes" "listing_count_change"[];
BEGIN
	-- Each event has only its own transition tables, so each branch reads what it has.
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(row("property_status", "main_category", "sub_category", "city", "state", "n")::"listing_count_change")
		INTO "changes"
		FROM (
			SELECT "property_status", "main_category", "sub_category", "city", "state", count(*) AS "n"
			FROM "new_listings" GROUP BY 1, 2, 3, 4, 5
		) AS "grouped";
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(row("property_status", "main_category", "sub_category", "city", "state", -"n")::"listing_count_change")
		INTO "changes"
		FROM (
			SELECT "property_status", "main_category", "sub_category", "city", "state", count(*) AS "n"
			FROM "old_listings" GROUP BY 1, 2, 3, 4, 5
		) AS "grouped";
	ELSE
		-- An edit that leaves the counted columns alone (most do) nets to nothing and touches no counter.
		SELECT array_agg(row("property_status", "main_category", "sub_category", "city", "state", "n")::"listing_count_change")
		INTO "changes"
		FROM (
			SELECT "property_status", "main_category", "sub_category", "city", "state", sum("n") AS "n"
			FROM (
				SELECT "property_status", "main_category", "sub_category", "city", "state", 1 AS "n" FROM "new_listings"
				UNION ALL
				SELECT "property_status", "main_category", "sub_category", "city", "state", -1 AS "n" FROM "old_listings"
			) AS "both_sides"
			GROUP BY 1, 2, 3, 4, 5 HAVING sum("n") <> 0
		) AS "grouped";
	END IF;
	IF "changes" IS NOT NULL THEN
		PERFORM "listing_counts_apply"("changes");
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "listing_counts_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "listing_counts";
	DELETE FROM "listing_city_counts";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_counted_on_insert" AFTER INSERT ON "properties"
	REFERENCING NEW TABLE AS "new_listings"
	FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_after_write"();
--> statement-breakpoint
CREATE TRIGGER "properties_counted_on_update" AFTER UPDATE ON "properties"
	REFERENCING OLD TABLE AS "old_listings" NEW TABLE AS "new_listings"
	FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_after_write"();
--> statement-breakpoint
CREATE TRIGGER "properties_counted_on_delete" AFTER DELETE ON "properties"
	REFERENCING OLD TABLE AS "old_listings"
	FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_after_write"();
--> statement-breakpoint
CREATE TRIGGER "properties_counted_on_truncate" AFTER TRUNCATE ON "properties"
	FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_after_truncate"();
--> statement-breakpoint
-- The listings already there; under the migration lock, before any process serves the new code.
SELECT "listing_counts_apply"(array_agg(row("property_status", "main_category", "sub_category", "city", "state", "n")::"listing_count_change"))
FROM (
	SELECT "property_status", "main_category", "sub_category", "city", "state", count(*) AS "n"
	FROM "properties" GROUP BY 1, 2, 3, 4, 5
) AS "grouped"
HAVING count(*) > 0;
