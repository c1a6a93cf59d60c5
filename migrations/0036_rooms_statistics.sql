-- Bedrooms and bathrooms go together (a 3 BHK has 2 or 3 bathrooms, rarely 1), but the planner multiplies their
-- selectivities as if they were independent: it expected few "3 bedrooms, 2+ bathrooms" and planned a capped count
-- as a read of the whole table (issue 26, search-plans.test.ts). Their most common pairs, kept by ANALYZE, give it
-- the real share. Analysed here so the estimate holds from the first search, not the next autovacuum (PGlite has
-- none).
CREATE STATISTICS IF NOT EXISTS "properties_rooms_stats" (mcv) ON "bedrooms", "bathrooms" FROM "properties";
--> statement-breakpoint
ANALYZE "properties";
