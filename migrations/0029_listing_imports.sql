CREATE TABLE "listing_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"row_count" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"errors" jsonb NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"listing_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"failure" text,
	"confirmed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_imports_status_check" CHECK ("status" in ('previewed', 'queued', 'importing', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "listing_imports" ADD CONSTRAINT "listing_imports_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_imports_uploader_idx" ON "listing_imports" USING btree ("uploaded_by","created_at" DESC NULLS LAST);