CREATE TABLE "recently_viewed" (
	"user_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recently_viewed_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD COLUMN "price_at_save" bigint;--> statement-breakpoint
ALTER TABLE "favourites" ADD COLUMN "notified_price" bigint;--> statement-breakpoint
ALTER TABLE "favourites" ADD COLUMN "gone_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recently_viewed_user_idx" ON "recently_viewed" USING btree ("user_id","viewed_at" desc);--> statement-breakpoint
CREATE INDEX "recently_viewed_listing_idx" ON "recently_viewed" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listings_active_make_model_price_idx" ON "listings" USING btree (lower("make"),lower("model"),"price","id","expires_at") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_body_price_idx" ON "listings" USING btree ("body_type","price","id","expires_at") WHERE "listings"."status" = 'active';