DROP INDEX "properties_pincode_idx";--> statement-breakpoint
DROP INDEX "property_images_hash_band_0_idx";--> statement-breakpoint
DROP INDEX "property_images_hash_band_1_idx";--> statement-breakpoint
DROP INDEX "property_images_hash_band_2_idx";--> statement-breakpoint
DROP INDEX "property_images_hash_band_3_idx";--> statement-breakpoint
CREATE INDEX "properties_address_idx" ON "properties" USING btree ("pincode",regexp_replace(lower("address"), '[^[:alnum:]]+', '', 'g'),"square_feet");--> statement-breakpoint
CREATE INDEX "property_images_hash_band_0_idx" ON "property_images" USING btree ((("perceptual_hash" >> 0) & 65535));--> statement-breakpoint
CREATE INDEX "property_images_hash_band_1_idx" ON "property_images" USING btree ((("perceptual_hash" >> 16) & 65535));--> statement-breakpoint
CREATE INDEX "property_images_hash_band_2_idx" ON "property_images" USING btree ((("perceptual_hash" >> 32) & 65535));--> statement-breakpoint
CREATE INDEX "property_images_hash_band_3_idx" ON "property_images" USING btree ((("perceptual_hash" >> 48) & 65535));