/**
 * `DELETE /api/user/sessions/{id}` (signed in): ends one of your sessions; its token stops
 * working at once (ending the calling session signs this client out). `PATCH
 * /api/user/sessions/{id}` `{trusted: boolean}` marks the device trusted: its sign-ins raise
 * no new-device alert. Another user's or an unknown session is 404.
 */
import { z } from "zod";
import { revokeSession, setSessionTrusted } from "~/models/security/center.server";
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/session";

const TrustSchema = z.object({ trusted: z.boolean({ error: "trusted must be true or false" }) });

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request, params }: Route.ActionArgs) => {
  const user = await requireApiUser(request);
  if (request.method === "DELETE") {
    await revokeSession(user.id, params.id);
    return apiOk(null, "Session ended");
  }
  if (request.method === "PATCH") {
    const { trusted } = await readJsonWith(request, TrustSchema);
    await setSessionTrusted(user.id, params.id, trusted);
    return apiOk({ trusted }, trusted ? "Device trusted" : "Device no longer trusted");
  }
  return apiError(405, "Method not allowed");
});
