/**
 * `GET /api/user/security` (signed in): the spec's Security data `{lastPasswordChange,
 * twoFactorEnabled, trustedDevices, suspiciousActivity, accountLockouts, fraudScore,
 * securityScore}` computed from the records (models/security/center.server.ts), plus
 * `emailVerified`, `phoneVerified`, `activeSessions`, the score's `checks` and the last 30
 * days' `alerts` (warnings and high, newest first). Never cached.
 */
import { listSecurityEvents, securityOverview } from "~/models/security/center.server";
import { apiHandler, apiOk, methodNotAllowed } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/security";

export const loader = apiHandler(async ({ request }: Route.LoaderArgs) => {
  const user = await requireApiUser(request);
  const [overview, alerts] = await Promise.all([
    securityOverview(user.id),
    listSecurityEvents(user.id, "alerts", user.sessionId),
  ]);
  return apiOk({ ...overview, alerts });
});

export const action = methodNotAllowed;
