CREATE SEQUENCE "public"."receipt_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "billing_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_boosts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"boost" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_boosts_boost_check" CHECK ("listing_boosts"."boost" in ('featured', 'top', 'premium', 'mega'))
);
--> statement-breakpoint
CREATE TABLE "payment_grants" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"provider_transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"authorization_code" text NOT NULL,
	"signature" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"bank" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"plan" text,
	"billing_cycle" text,
	"listing_id" uuid,
	"boost" text,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"method" text,
	"channel" text,
	"renewal" boolean DEFAULT false NOT NULL,
	"authorization_url" text,
	"failure_reason" text,
	"receipt_number" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('subscription', 'boost', 'card_check')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'completed', 'failed', 'abandoned', 'mismatch', 'refunded')),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('card', 'bank_transfer', 'ussd')),
	CONSTRAINT "payments_plan_check" CHECK ("payments"."plan" in ('free', 'basic', 'premium')),
	CONSTRAINT "payments_billing_cycle_check" CHECK ("payments"."billing_cycle" in ('monthly', 'yearly')),
	CONSTRAINT "payments_boost_check" CHECK ("payments"."boost" in ('featured', 'top', 'premium', 'mega')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "simulated_transactions" (
	"reference" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"channels" text[] NOT NULL,
	"callback_url" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'ongoing' NOT NULL,
	"channel" text,
	"authorization_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"plan" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"next_plan" text,
	"next_billing_cycle" text,
	"renewal_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_plan_check" CHECK ("subscriptions"."plan" in ('free', 'basic', 'premium')),
	CONSTRAINT "subscriptions_next_plan_check" CHECK ("subscriptions"."next_plan" in ('free', 'basic', 'premium')),
	CONSTRAINT "subscriptions_billing_cycle_check" CHECK ("subscriptions"."billing_cycle" in ('monthly', 'yearly')),
	CONSTRAINT "subscriptions_next_billing_cycle_check" CHECK ("subscriptions"."next_billing_cycle" in ('monthly', 'yearly')),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'past_due', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "user_activity" DROP CONSTRAINT "user_activity_type_check";--> statement-breakpoint
ALTER TABLE "listing_photos" ADD COLUMN "enhancement" text;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD COLUMN "original_storage_key" text;--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_boosts" ADD CONSTRAINT "listing_boosts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_boosts" ADD CONSTRAINT "listing_boosts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_grants" ADD CONSTRAINT "payment_grants_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_boosts_payment_key" ON "listing_boosts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "listing_boosts_listing_idx" ON "listing_boosts" USING btree ("listing_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_card_key" ON "payment_methods" USING btree ("user_id","signature");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_default_key" ON "payment_methods" USING btree ("user_id") WHERE "payment_methods"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_key" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_key" ON "payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_attempt_at");--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_enhancement_check" CHECK ("listing_photos"."enhancement" in ('auto', 'hdr', 'colour'));--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_type_check" CHECK ("user_activity"."type" in ('listing_submitted', 'listing_approved', 'listing_rejected', 'listing_flagged', 'listing_saved', 'views_milestone', 'listing_expired', 'boost_ended', 'boost_started', 'plan_changed', 'payment_failed'));