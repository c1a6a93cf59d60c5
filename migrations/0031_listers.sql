ALTER TABLE "properties" ADD COLUMN "lister_rera_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trusted_lister" boolean DEFAULT false NOT NULL;