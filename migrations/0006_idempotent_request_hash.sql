ALTER TABLE "bookings" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "request_hash" text;