-- Stored quality scores were computed with no photos counted (the photo count's subquery compared a photo's id
-- with itself). Clearing them lets the listings.quality-score job score every listing again from what it has.
UPDATE "properties" SET "quality_score" = NULL;
