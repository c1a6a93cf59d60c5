-- Data (issue 20): a person's saved searches with the same criteria (lists in any order, the words and city in
-- any case or spacing) are merged into the oldest before the unique index, so alerts stop coming twice. The
-- kept search takes the most frequent alerts among its copies and their matches (mailed or not), so no listing
-- is mailed again; the copies are then deleted.
CREATE TEMP TABLE "saved_search_copies" AS
WITH "keyed" AS (
	SELECT s."id", s."user_id", s."created_at", coalesce((
		SELECT jsonb_object_agg(f.key, CASE
			WHEN f.key IN ('q', 'city') AND jsonb_typeof(f.value) = 'string'
				THEN to_jsonb(lower(regexp_replace(btrim(f.value #>> '{}'), '\s+', ' ', 'g')))
			WHEN jsonb_typeof(f.value) = 'array' THEN (
				SELECT jsonb_agg(d.e ORDER BY d.e #>> '{}' COLLATE "C")
				FROM (SELECT DISTINCT e FROM jsonb_array_elements(f.value) AS e) AS d)
			ELSE f.value END)
		FROM jsonb_each(s."search") AS f
		WHERE f.value NOT IN ('null'::jsonb, '""'::jsonb, '[]'::jsonb)
	), '{}'::jsonb) AS "criteria"
	FROM "saved_searches" s
), "ranked" AS (
	SELECT "id", first_value("id") OVER (PARTITION BY "user_id", "criteria" ORDER BY "created_at", "id") AS "keeper"
	FROM "keyed"
)
SELECT "id", "keeper" FROM "ranked" WHERE "id" <> "keeper";
--> statement-breakpoint
UPDATE "saved_searches" k SET "frequency" = m."frequency", "version" = k."version" + 1, "updated_at" = now()
FROM (
	SELECT c."keeper", (array_agg(s."frequency" ORDER BY array_position(ARRAY['instant', 'daily', 'weekly', 'off'], s."frequency")))[1] AS "frequency"
	FROM "saved_search_copies" c JOIN "saved_searches" s ON s."id" IN (c."id", c."keeper")
	GROUP BY c."keeper"
) m
WHERE k."id" = m."keeper" AND k."frequency" <> m."frequency";
--> statement-breakpoint
INSERT INTO "alert_deliveries" ("saved_search_id", "property_id", "reason", "price", "matched_at", "mailed_at")
SELECT DISTINCT ON (c."keeper", a."property_id") c."keeper", a."property_id", a."reason", a."price", a."matched_at", a."mailed_at"
FROM "alert_deliveries" a JOIN "saved_search_copies" c ON c."id" = a."saved_search_id"
ORDER BY c."keeper", a."property_id", a."mailed_at" NULLS LAST
ON CONFLICT ("saved_search_id", "property_id")
	DO UPDATE SET "mailed_at" = coalesce("alert_deliveries"."mailed_at", excluded."mailed_at");
--> statement-breakpoint
DELETE FROM "saved_searches" WHERE "id" IN (SELECT "id" FROM "saved_search_copies");
--> statement-breakpoint
DROP TABLE "saved_search_copies";
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_criteria_idx" ON "saved_searches" USING btree ("user_id",md5(("search")::text));
