ALTER TABLE "properties" ADD COLUMN "quality_score" smallint;--> statement-breakpoint
CREATE INDEX "properties_unscored_idx" ON "properties" USING btree ("id") WHERE "properties"."quality_score" is null;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_quality_score_check" CHECK ("properties"."quality_score" between 0 and 100);