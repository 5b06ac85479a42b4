/**
 * `GET /api/user/sessions` (signed in): the spec's Session list `[{id, device, location,
 * ipAddress, lastActive, current, trusted}]` with `browser`, `os`, `deviceType`, `createdAt`
 * and `expiresAt`; the calling session first (`current: true`). `location` is null: no IP
 * geolocation database is kept.
 *
 * `DELETE /api/user/sessions` ends every other session (`data {ended}`).
 */
import { listSessions, signOutOtherSessions } from "~/models/security/center.server";
import { apiError, apiHandler, apiOk } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/sessions";
import { plural } from "~/lib/plural";

export const loader = apiHandler(async ({ request }: Route.LoaderArgs) => {
  const user = await requireApiUser(request);
  return apiOk(await listSessions(user.id, user.sessionId));
});

export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "DELETE") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  const ended = await signOutOtherSessions(user.id, user.sessionId);
  return apiOk(
    { ended },
    `${plural(ended, { one: "other session", other: "other sessions" })} ended`,
  );
});
