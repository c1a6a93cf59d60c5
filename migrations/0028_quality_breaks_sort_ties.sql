DROP INDEX "properties_status_price_idx";--> statement-breakpoint
DROP INDEX "properties_sale_first_price_idx";--> statement-breakpoint
DROP INDEX "properties_sale_first_price_desc_idx";--> statement-breakpoint
DROP INDEX "properties_area_idx";--> statement-breakpoint
DROP INDEX "properties_price_per_sq_ft_idx";--> statement-breakpoint
DROP INDEX "properties_city_status_price_idx";--> statement-breakpoint
CREATE INDEX "properties_status_price_desc_idx" ON "properties" USING btree ("property_status","price","quality_score" NULLS FIRST,"id","bedrooms") WHERE "properties"."in_public_search";--> statement-breakpoint
CREATE INDEX "properties_city_status_price_desc_idx" ON "properties" USING btree (lower("city"),"property_status","price","quality_score" NULLS FIRST,"id") WHERE "properties"."in_public_search";--> statement-breakpoint
CREATE INDEX "properties_status_price_idx" ON "properties" USING btree ("property_status","price","quality_score" DESC NULLS LAST,"id","bedrooms") WHERE "properties"."in_public_search";--> statement-breakpoint
CREATE INDEX "properties_sale_first_price_idx" ON "properties" USING btree ((case "property_status" when 'sale' then 0 when 'rent' then 1 end),"price","quality_score" DESC NULLS LAST,"id") WHERE "properties"."in_public_search";--> statement-breakpoint
CREATE INDEX "properties_sale_first_price_desc_idx" ON "properties" USING btree ((case "property_status" when 'sale' then 0 when 'rent' then 1 end),"price" DESC NULLS FIRST,"quality_score" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "properties"."in_public_search";--> statement-breakpoint
CREATE INDEX "properties_area_idx" ON "properties" USING btree ("square_feet","quality_score" NULLS FIRST,"id") WHERE "properties"."in_public_search";--> statement-breakpoint
CREATE INDEX "properties_price_per_sq_ft_idx" ON "properties" USING btree (("price"::double precision / (case when "rental_frequency" = 'yearly' then 12 else 1 end) / "square_feet"::double precision),"quality_score" DESC NULLS LAST,"id") WHERE "properties"."in_public_search";--> statement-breakpoint
CREATE INDEX "properties_city_status_price_idx" ON "properties" USING btree (lower("city"),"property_status","price","quality_score" DESC NULLS LAST,"id") WHERE "properties"."in_public_search";