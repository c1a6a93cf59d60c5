CREATE TABLE "lead_routing" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"mode" text DEFAULT 'listing-agent' NOT NULL,
	"turns" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_routing_single_row" CHECK ("lead_routing"."id" = 1),
	CONSTRAINT "lead_routing_mode_check" CHECK ("mode" in ('listing-agent', 'round-robin'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "assigned_agent_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "first_responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "assigned_agent_id" uuid;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "first_responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_assigned_agent_id_users_id_fk" FOREIGN KEY ("assigned_agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_assigned_agent_id_users_id_fk" FOREIGN KEY ("assigned_agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_assigned_agent_idx" ON "bookings" USING btree ("assigned_agent_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_assigned_agent_idx" ON "enquiries" USING btree ("assigned_agent_id","created_at");