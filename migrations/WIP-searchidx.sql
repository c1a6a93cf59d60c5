DROP INDEX "properties_status_created_idx";--> statement-breakpoint
CREATE INDEX "properties_status_created_idx" ON "properties" USING btree ("property_status","created_at","id","bedrooms","bathrooms","furnishing_status","facing","age_of_property","floor_number","total_floors","parking_spaces","lister_kind","sub_category","available_from","rera_number") WHERE "properties"."in_public_search";--> statement-breakpoint
CREATE INDEX "properties_bedrooms_created_idx" ON "properties" USING btree ("bedrooms","created_at","id","property_status") WHERE "properties"."in_public_search";
