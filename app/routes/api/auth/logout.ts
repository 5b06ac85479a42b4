/** `POST /api/auth/logout`: ends the session of the Bearer token (or cookie). */
import { revokeSessionToken } from "~/models/identity/sessions.server";
import { apiError, apiHandler, apiOk, methodNotAllowed } from "~/request/api.server";
import { getSessionToken, requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/logout";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  await requireApiUser(request);
  const token = await getSessionToken(request);
  if (token) await revokeSessionToken(token);
  return apiOk(null, "Signed out");
});
