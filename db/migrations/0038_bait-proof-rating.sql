ALTER TABLE "listings" DROP CONSTRAINT "listings_price_rating_check";--> statement-breakpoint
ALTER TABLE "price_ratings" DROP CONSTRAINT "price_ratings_rating_check";--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_price_rating_check" CHECK ("listings"."price_rating" in ('great', 'good', 'fair', 'high', 'overpriced', 'check'));--> statement-breakpoint
ALTER TABLE "price_ratings" ADD CONSTRAINT "price_ratings_rating_check" CHECK ("price_ratings"."rating" in ('great', 'good', 'fair', 'high', 'overpriced', 'check'));