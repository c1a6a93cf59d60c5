CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid,
	"property_title" text NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"preferred_date" date NOT NULL,
	"time_slot" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("status" in ('pending', 'confirmed', 'completed', 'cancelled', 'no-show'))
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"property_id" uuid,
	"user_id" uuid,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"city" text,
	"message" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"notes" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_kind_check" CHECK ("kind" in ('property', 'contact', 'construction')),
	CONSTRAINT "enquiries_status_check" CHECK ("status" in ('new', 'contacted', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"link" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_type_check" CHECK ("type" in ('booking', 'property', 'analytics', 'message')),
	CONSTRAINT "notifications_priority_check" CHECK ("priority" in ('high', 'medium', 'low'))
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"main_category" text NOT NULL,
	"sub_category" text NOT NULL,
	"property_status" text NOT NULL,
	"price" bigint NOT NULL,
	"rental_frequency" text,
	"security_deposit" bigint,
	"maintenance_charges" bigint,
	"available_from" date NOT NULL,
	"is_commission_applicable" boolean DEFAULT false NOT NULL,
	"commission_percentage" numeric(5, 2),
	"location" text,
	"address" text NOT NULL,
	"landmark" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"bedrooms" smallint,
	"bathrooms" smallint,
	"balconies" smallint,
	"furnishing_status" text,
	"total_floors" smallint,
	"floor_number" smallint,
	"facing" text,
	"age_of_property" text,
	"square_feet" numeric(12, 2) NOT NULL,
	"undivided_share" numeric(12, 2),
	"carpet_area" numeric(12, 2),
	"plot_area" numeric(12, 2),
	"plot_length" numeric(10, 2),
	"plot_breadth" numeric(10, 2),
	"washrooms" smallint,
	"parking_spaces" smallint,
	"cabins" smallint,
	"workstations" integer,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("location", '') || ' ' || coalesce("city", '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'C')) STORED,
	CONSTRAINT "properties_main_category_check" CHECK ("main_category" in ('residential', 'commercial')),
	CONSTRAINT "properties_sub_category_check" CHECK (("main_category" = 'residential' and "sub_category" in ('flat', 'plot', 'villa', 'farmland', 'individual-house')) or ("main_category" = 'commercial' and "sub_category" in ('shop', 'land', 'building', 'office-space', 'showroom', 'warehouse'))),
	CONSTRAINT "properties_status_check" CHECK ("property_status" in ('sale', 'rent')),
	CONSTRAINT "properties_rental_frequency_check" CHECK (("property_status" = 'rent' and "rental_frequency" in ('monthly', 'yearly')) or ("property_status" = 'sale' and "rental_frequency" is null)),
	CONSTRAINT "properties_price_check" CHECK ("properties"."price" > 0),
	CONSTRAINT "properties_money_check" CHECK (coalesce("properties"."security_deposit", 0) >= 0 and coalesce("properties"."maintenance_charges", 0) >= 0),
	CONSTRAINT "properties_commission_check" CHECK ("properties"."commission_percentage" is null or ("properties"."is_commission_applicable" and "properties"."commission_percentage" between 0 and 100)),
	CONSTRAINT "properties_pincode_check" CHECK ("pincode" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "properties_geo_check" CHECK (("properties"."latitude" is null) = ("properties"."longitude" is null) and coalesce("properties"."latitude" between -90 and 90, true) and coalesce("properties"."longitude" between -180 and 180, true)),
	CONSTRAINT "properties_furnishing_check" CHECK ("furnishing_status" is null or "furnishing_status" in ('unfurnished', 'semi-furnished', 'fully-furnished')),
	CONSTRAINT "properties_facing_check" CHECK ("facing" is null or "facing" in ('north', 'south', 'east', 'west', 'north-east', 'north-west', 'south-east', 'south-west')),
	CONSTRAINT "properties_age_check" CHECK ("age_of_property" is null or "age_of_property" in ('under-construction', 'newly-built', 'less-than-5', '5-10-years', '10-plus-years')),
	CONSTRAINT "properties_area_check" CHECK ("properties"."square_feet" > 0),
	CONSTRAINT "properties_amenities_check" CHECK ("amenities" <@ array['Water Supply 24/7', 'Power Backup', 'Lift', 'Security', 'Parking', 'Fire Safety', 'Swimming Pool', 'Gym', 'Club House', 'Garden', 'Children''s Play Area', 'Indoor Games', 'Sports Facility', 'Grocery Shop', 'ATM', 'Pharmacy', 'School Within 2km', 'Hospital Within 2km', 'Air Conditioning', 'Gas Pipeline', 'Internet/Wi-Fi', 'RO Water System', 'Solar Power', 'Rain Water Harvesting']::text[]),
	CONSTRAINT "properties_version_check" CHECK ("properties"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "property_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"key_base" text NOT NULL,
	"original_name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_views" (
	"property_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_views_property_id_day_pk" PRIMARY KEY("property_id","day")
);
--> statement-breakpoint
CREATE TABLE "recently_viewed" (
	"user_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recently_viewed_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"csrf_token" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "shortlist_items" (
	"user_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_items_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"photo_url" text,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	CONSTRAINT "users_role_check" CHECK ("role" in ('user', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_views" ADD CONSTRAINT "property_views_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_items" ADD CONSTRAINT "shortlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_items" ADD CONSTRAINT "shortlist_items_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "bookings_date_idx" ON "bookings" USING btree ("preferred_date");--> statement-breakpoint
CREATE INDEX "bookings_property_idx" ON "bookings" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_key" ON "bookings" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "enquiries_status_idx" ON "enquiries" USING btree ("status");--> statement-breakpoint
CREATE INDEX "enquiries_kind_idx" ON "enquiries" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_idempotency_key" ON "enquiries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "properties_status_idx" ON "properties" USING btree ("property_status");--> statement-breakpoint
CREATE INDEX "properties_category_idx" ON "properties" USING btree ("main_category","sub_category");--> statement-breakpoint
CREATE INDEX "properties_city_idx" ON "properties" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price");--> statement-breakpoint
CREATE INDEX "properties_created_idx" ON "properties" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "properties_featured_idx" ON "properties" USING btree ("updated_at") WHERE "properties"."is_featured";--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search");--> statement-breakpoint
CREATE INDEX "property_images_property_idx" ON "property_images" USING btree ("property_id","position");--> statement-breakpoint
CREATE INDEX "property_images_unattached_idx" ON "property_images" USING btree ("created_at") WHERE "property_images"."property_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "property_images_key_base_key" ON "property_images" USING btree ("key_base");--> statement-breakpoint
CREATE INDEX "property_views_day_idx" ON "property_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "recently_viewed_user_idx" ON "recently_viewed" USING btree ("user_id","viewed_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");