/**
 * `POST /api/auth/refresh-token`: swaps the current token for a new one (a new session with a
 * fresh expiry); the old token stops working at once.
 */
import { apiOk, methodNotAllowed } from "~/request/api.server";
import { getSessionToken, requireApiUser } from "~/request/session.server";
import { createSession, revokeSessionToken } from "~/models/auth.server";
import type { Route } from "./+types/refresh-token";

export const loader = methodNotAllowed;

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const user = await requireApiUser(request);
  const old = await getSessionToken(request);
  const session = await createSession(user.id, {
    remember: true,
    ip: context?.clientIp ?? null,
    userAgent: request.headers.get("user-agent"),
  });
  if (old) await revokeSessionToken(old);
  return apiOk(
    { token: session.token, expiresAt: session.expiresAt.toISOString() },
    "Token refreshed",
  );
}
