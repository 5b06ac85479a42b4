ALTER TABLE "listings" ADD COLUMN "awaiting_photos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Listings sent to review without a photo (POST /api/cars allowed it) wait for their first photo
-- instead: staff never see a listing without one. Their submission stays counted.
UPDATE "listings" SET "status" = 'draft', "awaiting_photos" = true
WHERE "status" = 'pending' AND NOT EXISTS (SELECT 1 FROM "listing_photos" lp WHERE lp."listing_id" = "listings"."id");--> statement-breakpoint
UPDATE "listings" SET "suspended_from" = 'draft', "awaiting_photos" = true
WHERE "status" = 'suspended' AND "suspended_from" = 'pending' AND NOT EXISTS (SELECT 1 FROM "listing_photos" lp WHERE lp."listing_id" = "listings"."id");
