DROP INDEX "properties_status_idx";--> statement-breakpoint
DROP INDEX "properties_city_idx";--> statement-breakpoint
DROP INDEX "properties_price_idx";--> statement-breakpoint
DROP INDEX "properties_sale_first_price_idx";--> statement-breakpoint
DROP INDEX "properties_sale_first_price_desc_idx";--> statement-breakpoint
DROP INDEX "properties_created_idx";--> statement-breakpoint
DROP INDEX "properties_featured_idx";--> statement-breakpoint
CREATE INDEX "properties_status_created_idx" ON "properties" USING btree ("property_status","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_status_price_idx" ON "properties" USING btree ("property_status","price","id","bedrooms");--> statement-breakpoint
CREATE INDEX "properties_area_idx" ON "properties" USING btree ("square_feet","id");--> statement-breakpoint
CREATE INDEX "properties_city_created_idx" ON "properties" USING btree (lower("city"),"created_at","id","city","property_status");--> statement-breakpoint
CREATE INDEX "properties_city_status_price_idx" ON "properties" USING btree (lower("city"),"property_status","price","id");--> statement-breakpoint
CREATE INDEX "properties_similar_idx" ON "properties" USING btree ("property_status","sub_category",lower("city"),"price");--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price","bedrooms");--> statement-breakpoint
CREATE INDEX "properties_sale_first_price_idx" ON "properties" USING btree ((case "property_status" when 'sale' then 0 when 'rent' then 1 end),"price","id");--> statement-breakpoint
CREATE INDEX "properties_sale_first_price_desc_idx" ON "properties" USING btree ((case "property_status" when 'sale' then 0 when 'rent' then 1 end),"price" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_created_idx" ON "properties" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "properties_featured_idx" ON "properties" USING btree ("created_at","id") WHERE "properties"."is_featured";--> statement-breakpoint
DROP INDEX "properties_featured_created_idx";