ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolved_by_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_reported_user_idx" ON "reports" USING btree ("reported_user_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('message', 'listing_approved', 'listing_rejected', 'payment_succeeded', 'payment_failed', 'verification_decided', 'security_alert', 'report_resolved', 'account_warning'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_action_check" CHECK ("reports"."action" in ('none', 'remove_listing', 'suspend_user', 'delete_review', 'warn_user'));