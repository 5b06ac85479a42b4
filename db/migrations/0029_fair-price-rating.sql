CREATE TABLE "price_ratings" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"rating" text,
	"reason" text,
	"asked_price" bigint NOT NULL,
	"score" integer,
	"estimate_low" bigint,
	"estimate_mid" bigint,
	"estimate_high" bigint,
	"comparables" integer NOT NULL,
	"comparable_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"step" integer NOT NULL,
	"per_year" double precision,
	"per_10k_km" double precision,
	"method" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_ratings_rating_check" CHECK ("price_ratings"."rating" in ('great', 'good', 'fair', 'high', 'overpriced')),
	CONSTRAINT "price_ratings_reason_check" CHECK ("price_ratings"."reason" in ('too-few-comparables', 'price-changed', 'not-rated-yet')),
	CONSTRAINT "price_ratings_rated_check" CHECK (("price_ratings"."rating" is null) = ("price_ratings"."reason" is not null) and ("price_ratings"."rating" is null or ("price_ratings"."estimate_mid" is not null and "price_ratings"."score" is not null)))
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "price_rating" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "price_rating_score" integer;--> statement-breakpoint
ALTER TABLE "price_ratings" ADD CONSTRAINT "price_ratings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_active_deal_idx" ON "listings" USING btree ("price_rating_score","id","expires_at","featured_until","published_at") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_rating_pool_idx" ON "listings" USING btree (lower("make"),lower("model")) WHERE "listings"."status" in ('active', 'sold', 'expired');--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_price_rating_check" CHECK ("listings"."price_rating" in ('great', 'good', 'fair', 'high', 'overpriced'));