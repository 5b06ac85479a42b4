/**
 * The audit log (who did what to which entity, when, with before/after details) and the
 * seller's activity feed (the dashboard's recent activity). Source: design.md (Admin and staff
 * actions are written to an audit log).
 */
import { auditLog, userActivity, type ActivityType } from "#db/schema";
import { db } from "#db/connection";

type Executor = Pick<ReturnType<typeof db>, "insert">;

/**
 * Writes one audit entry. `details` holds reasons and `{ field: [before, after] }` changes;
 * `ip` is the staff member's address when the action came from a request.
 */
export async function audit(
  actorId: string | null,
  action: string,
  entityType: string,
  entityId: string,
  details: Record<string, unknown> = {},
  exec: Executor = db(),
  ip: string | null = null,
) {
  await exec
    .insert(auditLog)
    .values({ actorId, action, entityType, entityId, details, ip: ip?.slice(0, 64) ?? null });
}

/** Adds a line to a user's recent activity. */
export async function recordActivity(
  userId: string,
  type: ActivityType,
  listingId: string | null,
  message: string,
  exec: Executor = db(),
) {
  await exec.insert(userActivity).values({ userId, type, listingId, message });
}
