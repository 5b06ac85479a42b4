ALTER TABLE "listings" DROP CONSTRAINT "listings_status_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "suspended_from" text;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_status_check" CHECK ("listings"."status" in ('draft', 'pending', 'active', 'rejected', 'sold', 'expired', 'flagged', 'removed', 'suspended'));