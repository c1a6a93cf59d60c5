DROP INDEX "bookings_date_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rescheduled_from_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rescheduled_from_slot" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rescheduled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_visit_idx" ON "bookings" USING btree ("preferred_date","time_slot");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rescheduled_check" CHECK (("bookings"."rescheduled_at" is null) = ("bookings"."rescheduled_from_date" is null) and ("bookings"."rescheduled_at" is null) = ("bookings"."rescheduled_from_slot" is null));