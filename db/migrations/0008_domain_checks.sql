ALTER TABLE "listings" ADD CONSTRAINT "listings_status_check" CHECK ("listings"."status" in ('draft', 'pending', 'active', 'rejected', 'sold', 'expired', 'flagged', 'removed'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_category_check" CHECK ("listings"."category" in ('new', 'tokunbo', 'nigerian-used'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_condition_grade_check" CHECK ("listings"."condition_grade" in ('excellent', 'good', 'fair', 'poor'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_make_check" CHECK ("listings"."make" = btrim("listings"."make") and char_length("listings"."make") between 1 and 40);--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_status_check" CHECK ("newsletter_subscribers"."status" in ('pending', 'confirmed', 'unsubscribed'));--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_type_check" CHECK ("user_activity"."type" in ('listing_submitted', 'listing_approved', 'listing_rejected', 'listing_flagged', 'listing_saved', 'views_milestone', 'listing_expired', 'boost_ended'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'moderator', 'admin'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_type_check" CHECK ("users"."account_type" in ('buyer', 'seller', 'both'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'suspended'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_plan_check" CHECK ("users"."plan" in ('free', 'basic', 'premium'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_seller_type_check" CHECK ("users"."seller_type" in ('dealer', 'individual'));--> statement-breakpoint
ALTER TABLE "verification_tokens" ADD CONSTRAINT "verification_tokens_purpose_check" CHECK ("verification_tokens"."purpose" in ('verify-email', 'reset-password'));