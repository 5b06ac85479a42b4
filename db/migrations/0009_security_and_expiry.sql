CREATE TABLE "listing_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"listing_id" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "listings_active_published_idx";--> statement-breakpoint
DROP INDEX "listings_active_price_idx";--> statement-breakpoint
DROP INDEX "listings_active_year_idx";--> statement-breakpoint
DROP INDEX "listings_active_mileage_idx";--> statement-breakpoint
DROP INDEX "listings_active_views_idx";--> statement-breakpoint
DROP INDEX "listings_active_state_idx";--> statement-breakpoint
DROP INDEX "listings_active_category_idx";--> statement-breakpoint
DROP INDEX "listings_active_category_price_idx";--> statement-breakpoint
DROP INDEX "listings_active_category_year_idx";--> statement-breakpoint
DROP INDEX "listings_active_category_mileage_idx";--> statement-breakpoint
DROP INDEX "listings_active_make_idx";--> statement-breakpoint
DROP INDEX "listings_boosted_published_idx";--> statement-breakpoint
ALTER TABLE "listing_submissions" ADD CONSTRAINT "listing_submissions_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_submissions" ADD CONSTRAINT "listing_submissions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_submissions_seller_idx" ON "listing_submissions" USING btree ("seller_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_submissions_listing_key" ON "listing_submissions" USING btree ("listing_id");--> statement-breakpoint
-- Every listing submitted so far counts in its month, as it did when quotas counted listings.
INSERT INTO "listing_submissions" ("seller_id", "listing_id", "submitted_at")
SELECT "seller_id", "id", "submitted_at" FROM "listings" WHERE "submitted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_active_published_idx" ON "listings" USING btree ("published_at" desc,"id" desc,"featured_until","search_vector","expires_at") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_price_idx" ON "listings" USING btree ("price","id","search_vector","expires_at") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_year_idx" ON "listings" USING btree ("year","id","expires_at") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_mileage_idx" ON "listings" USING btree ("mileage","id","search_vector","expires_at") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_views_idx" ON "listings" USING btree ("views","saves","id","search_vector","expires_at") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_state_idx" ON "listings" USING btree ("state","published_at","expires_at") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_category_idx" ON "listings" USING btree ("category","published_at","expires_at") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_category_price_idx" ON "listings" USING btree ("category","price","id","expires_at") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_category_year_idx" ON "listings" USING btree ("category","year","id","expires_at") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_category_mileage_idx" ON "listings" USING btree ("category","mileage","id","expires_at") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_make_idx" ON "listings" USING btree (lower("make"),"published_at","expires_at") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_boosted_published_idx" ON "listings" USING btree ("published_at" desc,"id" desc,"featured_until","search_vector","expires_at") WHERE "listings"."status" = 'active' and "listings"."featured_until" is not null;--> statement-breakpoint
-- Positions were kept contiguous by the app; make sure before the constraint holds them so.
UPDATE "listing_photos" AS lp SET "position" = r.rn - 1
FROM (SELECT "id", row_number() OVER (PARTITION BY "listing_id" ORDER BY "position", "created_at", "id") AS rn FROM "listing_photos") AS r
WHERE lp."id" = r."id" AND lp."position" <> r.rn - 1;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_position_key" UNIQUE("listing_id","position") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
UPDATE "listings" SET "expires_at" = coalesce("published_at", "created_at") + interval '60 days'
WHERE "status" = 'active' AND "expires_at" IS NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_active_expiry_check" CHECK ("listings"."status" <> 'active' or "listings"."expires_at" is not null);