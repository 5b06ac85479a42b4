/**
 * `POST /api/messages/conversations/{id}/block` blocks the other participant of the
 * conversation; `DELETE` unblocks them. While either has blocked the other, neither can send.
 * Anyone but a participant: 404.
 */
import { isUuid } from "~/lib/ids";
import { setBlocked } from "~/models/messaging/messages.server";
import { apiError, apiHandler, apiOk, methodNotAllowed } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/block";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request, params }: Route.ActionArgs) => {
  if (request.method !== "POST" && request.method !== "DELETE")
    return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  if (!isUuid(params.id)) return apiError(404, "Conversation not found");
  const blocked = request.method === "POST";
  await setBlocked(user.id, params.id, blocked);
  return apiOk({ blocked }, blocked ? "User blocked" : "User unblocked");
});
