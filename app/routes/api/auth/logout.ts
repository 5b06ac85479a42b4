/** `POST /api/auth/logout`: ends the session of the Bearer token (or cookie). */
import { apiOk, methodNotAllowed } from "~/request/api.server";
import { getSessionToken, requireApiUser } from "~/request/session.server";
import { revokeSessionToken } from "~/models/auth.server";
import type { Route } from "./+types/logout";

export const loader = methodNotAllowed;

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  await requireApiUser(request);
  const token = await getSessionToken(request);
  if (token) await revokeSessionToken(token);
  return apiOk(null, "Signed out");
}
