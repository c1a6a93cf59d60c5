CREATE TABLE "listing_price_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"property_id" uuid NOT NULL,
	"old_price" bigint NOT NULL,
	"new_price" bigint NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_price_changes_price_check" CHECK ("listing_price_changes"."old_price" > 0 and "listing_price_changes"."new_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "listing_verification_checks" (
	"property_id" uuid NOT NULL,
	"check" text NOT NULL,
	"checked_on" date NOT NULL,
	"checked_by" uuid,
	"note" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_verification_checks_property_id_check_pk" PRIMARY KEY("property_id","check"),
	CONSTRAINT "listing_verification_checks_check_check" CHECK ("check" in ('site-visited', 'photos-by-staff', 'title-documents', 'occupancy-certificate', 'rera-checked', 'owner-identity'))
);
--> statement-breakpoint
CREATE TABLE "visit_feedback" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"photos_matched" boolean NOT NULL,
	"price_as_listed" boolean NOT NULL,
	"still_available" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "properties_category_idx";--> statement-breakpoint
DROP INDEX "properties_price_idx";--> statement-breakpoint
DROP INDEX "properties_status_created_idx";--> statement-breakpoint
DROP INDEX "properties_status_price_idx";--> statement-breakpoint
DROP INDEX "properties_sale_first_price_idx";--> statement-breakpoint
DROP INDEX "properties_sale_first_price_desc_idx";--> statement-breakpoint
DROP INDEX "properties_created_idx";--> statement-breakpoint
DROP INDEX "properties_area_idx";--> statement-breakpoint
DROP INDEX "properties_city_created_idx";--> statement-breakpoint
DROP INDEX "properties_city_status_price_idx";--> statement-breakpoint
DROP INDEX "properties_similar_idx";--> statement-breakpoint
DROP INDEX "properties_featured_idx";--> statement-breakpoint
DROP INDEX "properties_search_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "listing_state" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "listed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "last_confirmed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "left_public_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "in_public_search" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "confirmation_due_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_reduced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rera_number" text;--> statement-breakpoint
ALTER TABLE "property_images" ADD COLUMN "perceptual_hash" bigint;--> statement-breakpoint
ALTER TABLE "listing_price_changes" ADD CONSTRAINT "listing_price_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_price_changes" ADD CONSTRAINT "listing_price_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_verification_checks" ADD CONSTRAINT "listing_verification_checks_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_verification_checks" ADD CONSTRAINT "listing_verification_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_feedback" ADD CONSTRAINT "visit_feedback_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_feedback" ADD CONSTRAINT "visit_feedback_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_price_changes_property_idx" ON "listing_price_changes" USING btree ("property_id","changed_at");--> statement-breakpoint
CREATE INDEX "visit_feedback_property_idx" ON "visit_feedback" USING btree ("property_id","answered_at");--> statement-breakpoint
CREATE INDEX "properties_price_per_sq_ft_idx" ON "properties" USING btree (("price"::double precision / (case when "rental_frequency" = 'yearly' then 12 else 1 end) / "square_feet"::double precision),"id") WHERE "properties"."in_public_search";--> statement-breakpoint
CREATE INDEX "properties_price_reduced_idx" ON "properties" USING btree ("price_reduced_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."in_public_search" and "properties"."price_reduced_at" is not null;--> statement-breakpoint
CREATE INDEX "properties_pincode_idx" ON "properties" USING btree ("pincode","square_feet");--> statement-breakpoint
CREATE INDEX "property_images_hash_band_0_idx" ON "property_images" USING btree ((("perceptual_hash" >> 0) & 65535)) WHERE "property_images"."perceptual_hash" is not null;--> statement-breakpoint
CREATE INDEX "property_images_hash_band_1_idx" ON "property_images" USING btree ((("perceptual_hash" >> 16) & 65535)) WHERE "property_images"."perceptual_hash" is not null;--> statement-breakpoint
CREATE INDEX "property_images_hash_band_2_idx" ON "property_images" USING btree ((("perceptual_hash" >> 32) & 65535)) WHERE "property_images"."perceptual_hash" is not null;--> statement-breakpoint
CREATE INDEX "property_images_hash_band_3_idx" ON "property_images" USING btree ((("perceptual_hash" >> 48) & 65535)) WHERE "property_images"."perceptual_hash" is not null;--> statement-breakpoint
CREATE INDEX "properties_category_idx" ON "properties" USING btree ("main_category","sub_category") WHERE "properties"."in_public_search";--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price","bedrooms") WHERE "properties"."in_public_search";--> statement-breakpoint
CREATE INDEX "properties_status_created_idx" ON "properties" USING btree ("property_status","created_at","id") WHERE "properties"."in_public_search";--> statement-breakpoint
CREATE INDEX "properties_status_price_idx" ON "properties" USING btree ("property_status","price","id","bedrooms") WHERE "properties"."in_public_search";--> statement-breakpoint
CREATE INDEX "properties_sale_first_price_idx" ON "properties" USING btree ((case "property_status" when 'sale' then 0 when 'rent' then 1 end),"price","id") WHERE "properties"."in_public_search";--> statement-breakpoint
CREATE INDEX "properties_sale_first_price_desc_idx" ON "properties" USING btree ((case "property_status" when 'sale' then 0 when 'rent' then 1 end),"price" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "properties"."in_public_search";--> statement-breakpoint
CREATE INDEX "properties_created_idx" ON "properties" USING btree ("created_at","id") WHERE "properties"."in_public_search";--> statement-breakpoint
CREATE INDEX "properties_area_idx" ON "properties" USING btree ("square_feet","id") WHERE "properties"."in_public_search";--> statement-breakpoint
CREATE INDEX "properties_city_created_idx" ON "properties" USING btree (lower("city"),"created_at","id","city","property_status") WHERE "properties"."in_public_search";--> statement-breakpoint
CREATE INDEX "properties_city_status_price_idx" ON "properties" USING btree (lower("city"),"property_status","price","id") WHERE "properties"."in_public_search";--> statement-breakpoint
CREATE INDEX "properties_similar_idx" ON "properties" USING btree ("property_status","sub_category",lower("city"),"price") WHERE "properties"."in_public_search";--> statement-breakpoint
CREATE INDEX "properties_featured_idx" ON "properties" USING btree ("created_at","id") WHERE "properties"."in_public_search" and "properties"."is_featured";--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search") WHERE "properties"."in_public_search";--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_listing_state_check" CHECK ("listing_state" in ('draft', 'live', 'under-offer', 'sold', 'rented', 'archived'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_listing_state_kind_check" CHECK (not ("property_status" = 'sale' and "listing_state" = 'rented') and not ("property_status" = 'rent' and "listing_state" = 'sold'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_public_search_check" CHECK ((not "in_public_search" or "listing_state" in ('live', 'under-offer')) and ("listing_state" not in ('live', 'under-offer') or ("listed_at" is not null and "last_confirmed_at" is not null)));--> statement-breakpoint
-- Existing listings are live (decision 023): listed when they were created, confirmed as of this migration.
UPDATE "properties" SET "listed_at" = "created_at";
--> statement-breakpoint
-- The catalogue figures count what the public sees: only rows in the public search (decision 023). Every listing
-- is public when this runs, so the counts kept so far stay right.
CREATE OR REPLACE FUNCTION "listing_counts_after_write"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"changes" "listing_count_change"[];
BEGIN
	-- Each event has only its own transition tables, so each branch reads what it has.
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(row("property_status", "main_category", "sub_category", "city", "state", "n")::"listing_count_change")
		INTO "changes"
		FROM (
			SELECT "property_status", "main_category", "sub_category", "city", "state", count(*) AS "n"
			FROM "new_listings" WHERE "in_public_search" GROUP BY 1, 2, 3, 4, 5
		) AS "grouped";
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(row("property_status", "main_category", "sub_category", "city", "state", -"n")::"listing_count_change")
		INTO "changes"
		FROM (
			SELECT "property_status", "main_category", "sub_category", "city", "state", count(*) AS "n"
			FROM "old_listings" WHERE "in_public_search" GROUP BY 1, 2, 3, 4, 5
		) AS "grouped";
	ELSE
		-- An edit that leaves the counted columns alone (most do) nets to nothing and touches no counter; a listing
		-- entering or leaving the public search counts as one added or taken away.
		SELECT array_agg(row("property_status", "main_category", "sub_category", "city", "state", "n")::"listing_count_change")
		INTO "changes"
		FROM (
			SELECT "property_status", "main_category", "sub_category", "city", "state", sum("n") AS "n"
			FROM (
				SELECT "property_status", "main_category", "sub_category", "city", "state", 1 AS "n"
				FROM "new_listings" WHERE "in_public_search"
				UNION ALL
				SELECT "property_status", "main_category", "sub_category", "city", "state", -1 AS "n"
				FROM "old_listings" WHERE "in_public_search"
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
