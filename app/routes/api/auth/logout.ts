/** `POST /api/auth/logout`: ends the session of the Bearer token (or cookie). */
import { revokeSessionToken } from "~/models/auth.server";
import { apiOk, methods } from "~/request/api.server";
import { getSessionToken, requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/logout";

const api = methods({
  POST: async ({ request }: Route.ActionArgs) => {
    await requireApiUser(request);
    const token = await getSessionToken(request);
    if (token) await revokeSessionToken(token);
    return apiOk(null, "Signed out");
  },
});

export const loader = api;
export const action = api;
