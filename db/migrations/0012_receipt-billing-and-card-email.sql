ALTER TABLE "payment_methods" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "billing_details" jsonb;