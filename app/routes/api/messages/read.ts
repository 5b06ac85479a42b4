/**
 * `PUT /api/messages/{id}/read` (a participant): marks the conversation read up to and
 * including message `id`; `data {marked}` is how many messages changed. Anyone else: 404.
 */
import { isUuid } from "~/lib/ids";
import { markReadUpTo } from "~/models/messaging/messages.server";
import { apiError, apiHandler, apiOk, methodNotAllowed } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/read";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request, params }: Route.ActionArgs) => {
  if (request.method !== "PUT") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  if (!isUuid(params.id)) return apiError(404, "Message not found");
  return apiOk({ marked: await markReadUpTo(user.id, params.id) }, "Marked as read");
});
