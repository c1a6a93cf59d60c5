ALTER TABLE "properties" DROP CONSTRAINT "properties_listing_state_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "listed_by" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lister_kind" text DEFAULT 'team' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "assigned_agent_id" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_listed_by_users_id_fk" FOREIGN KEY ("listed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_assigned_agent_id_users_id_fk" FOREIGN KEY ("assigned_agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_listed_by_idx" ON "properties" USING btree ("listed_by","updated_at" DESC NULLS LAST) WHERE "properties"."listed_by" is not null;--> statement-breakpoint
CREATE INDEX "properties_assigned_agent_idx" ON "properties" USING btree ("assigned_agent_id","updated_at" DESC NULLS LAST) WHERE "properties"."assigned_agent_id" is not null;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_lister_kind_check" CHECK ("lister_kind" in ('owner', 'agent', 'team'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_listing_state_check" CHECK ("listing_state" in ('draft', 'pending-review', 'live', 'under-offer', 'sold', 'rented', 'archived'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" in ('user', 'agent', 'admin'));