/**
 * The Security Center's record of events (docs/decisions/012-security-center.md): sign-ins
 * (from a new device or IP), bursts of failed sign-ins, password, 2FA, e-mail and phone
 * changes. Every flow that changes an account's security writes one here; the Security
 * Center reads them.
 */
import { securityEvents } from "#db/schema";
import { db } from "#db/connection";
import type { AlertSeverity, SecurityEventType } from "~/lib/vocabulary/domain-trust";

type Executor = Pick<ReturnType<typeof db>, "insert">;

export type SecurityEventInput = {
  severity?: AlertSeverity;
  /** The request's client address and User-Agent (kept to 64 and 300 characters). */
  ip?: string | null;
  userAgent?: string | null;
  sessionId?: string | null;
  details?: Record<string, unknown>;
  /** Answered when written: a record of the user's own answer, never an alert to answer. */
  reviewed?: boolean;
};

/** Records one event for `userId`; answers its id. */
export async function recordSecurityEvent(
  userId: string,
  type: SecurityEventType,
  input: SecurityEventInput = {},
  exec: Executor = db(),
): Promise<string> {
  const [row] = await exec
    .insert(securityEvents)
    .values({
      userId,
      type,
      severity: input.severity ?? "info",
      ip: input.ip?.slice(0, 64) ?? null,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      sessionId: input.sessionId ?? null,
      details: input.details ?? {},
      reviewedAt: input.reviewed ? new Date() : null,
    })
    .returning({ id: securityEvents.id });
  return row.id;
}
