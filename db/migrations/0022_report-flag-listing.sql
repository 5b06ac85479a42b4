-- Take Action may flag (hide) a reported listing, which moderators may do (docs/decisions/005-permissions.md).
ALTER TABLE "reports" DROP CONSTRAINT "reports_action_check";--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_action_check" CHECK ("reports"."action" in ('none', 'flag_listing', 'remove_listing', 'suspend_user', 'delete_review', 'warn_user'));