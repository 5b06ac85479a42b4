/**
 * `GET /api/users/profile/export` (the NDPA right of access): everything we hold
 * about the signed-in user, as `data` (models/account/export.server.ts; the same document as
 * the dashboard's "Download my data"). Never cached; no password, token or secret in it.
 */
import { exportAccountData } from "~/models/account/export.server";
import { apiHandler, apiOk, methodNotAllowed } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/profile-export";

export const loader = apiHandler(async ({ request }: Route.LoaderArgs) => {
  const user = await requireApiUser(request);
  return apiOk(await exportAccountData(user.id), "Your data");
});

export const action = methodNotAllowed;
