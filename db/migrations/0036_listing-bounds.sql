-- The listing's bounds as CHECKs (docs/decisions/029-one-rule-set-per-entity.md). The form and the
-- API never let a price or year outside them through, but the Cars45 importer stored mileages
-- above 2,000,000 km (two rows of the shared data: 2,155,229 and 6,525,885, typos of an odometer):
-- those become unknown (null), as a seller who leaves the field empty.
UPDATE "listings" SET "mileage" = NULL WHERE "mileage" < 0 OR "mileage" > 2000000;--> statement-breakpoint
ALTER TABLE "listings" DROP CONSTRAINT "listings_price_check";--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_position_check" CHECK ("listing_photos"."position" between 0 and 19);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_year_check" CHECK ("listings"."year" between 1990 and extract(year from current_date)::int + 1);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_mileage_check" CHECK ("listings"."mileage" between 0 and 2000000);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_price_check" CHECK ("listings"."price" between 50000 and 5000000000);