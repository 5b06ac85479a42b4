ALTER TABLE "seller_reviews" ADD COLUMN "listing_id" uuid;--> statement-breakpoint
ALTER TABLE "seller_reviews" ADD CONSTRAINT "seller_reviews_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_reviews_created_idx" ON "seller_reviews" USING btree ("created_at");--> statement-breakpoint
-- Reviews written before the column: the car of the latest answered conversation the buyer
-- started with the seller, which is what made the review possible.
UPDATE "seller_reviews" r SET "listing_id" = (
  SELECT c."listing_id" FROM "conversations" c
  JOIN "listings" l ON l."id" = c."listing_id"
  WHERE c."buyer_id" = r."reviewer_id" AND c."seller_id" = r."seller_id"
    AND c."seller_first_reply_at" IS NOT NULL
  ORDER BY c."created_at" DESC
  LIMIT 1
) WHERE r."listing_id" IS NULL;
