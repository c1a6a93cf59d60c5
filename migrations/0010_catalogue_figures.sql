CREATE TABLE "listing_city_counts" (
	"city" text NOT NULL,
	"state" text NOT NULL,
	"listings" bigint NOT NULL,
	CONSTRAINT "listing_city_counts_city_state_pk" PRIMARY KEY("city","state")
);
--> statement-breakpoint
CREATE TABLE "listing_counts" (
	"property_status" text NOT NULL,
	"main_category" text NOT NULL,
	"sub_category" text NOT NULL,
	"listings" bigint NOT NULL,
	CONSTRAINT "listing_counts_property_status_main_category_sub_category_pk" PRIMARY KEY("property_status","main_category","sub_category")
);
