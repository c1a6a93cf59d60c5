CREATE TABLE "phone_reveals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"viewer_id" uuid,
	"lister_id" uuid NOT NULL,
	"property_id" uuid,
	"revealed_on" date NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "listing_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "listing_phone_shown" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_lister_id_users_id_fk" FOREIGN KEY ("lister_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_reveals_viewer_day_idx" ON "phone_reveals" USING btree ("viewer_id","revealed_on","lister_id");--> statement-breakpoint
CREATE INDEX "phone_reveals_viewer_idx" ON "phone_reveals" USING btree ("viewer_id","revealed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "phone_reveals_lister_idx" ON "phone_reveals" USING btree ("lister_id","revealed_at" DESC NULLS LAST);