ALTER TABLE "bookings" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_locale_check" CHECK ("locale" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("locale" in ('en', 'hi'));