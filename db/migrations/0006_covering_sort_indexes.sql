DROP INDEX "listings_active_published_idx";--> statement-breakpoint
DROP INDEX "listings_active_price_idx";--> statement-breakpoint
DROP INDEX "listings_active_mileage_idx";--> statement-breakpoint
DROP INDEX "listings_active_views_idx";--> statement-breakpoint
DROP INDEX "listings_boosted_published_idx";--> statement-breakpoint
CREATE INDEX "listings_active_published_idx" ON "listings" USING btree ("published_at" desc,"id" desc,"featured_until","search_vector") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_price_idx" ON "listings" USING btree ("price","id","search_vector") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_mileage_idx" ON "listings" USING btree ("mileage","id","search_vector") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_views_idx" ON "listings" USING btree ("views","saves","id","search_vector") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_boosted_published_idx" ON "listings" USING btree ("published_at" desc,"id" desc,"featured_until","search_vector") WHERE "listings"."status" = 'active' and "listings"."featured_until" is not null;