/**
 * `GET /api/messages/conversations/{id}` (a participant): `data {conversation, messages,
 * hasEarlier}`, the newest 50 messages oldest first; `?before={messageId}` pages back. Anyone
 * else gets 404.
 */
import { isUuid } from "~/lib/ids";
import { getConversation } from "~/models/messaging/conversations.server";
import { apiError, apiHandler, apiOk, methodNotAllowed } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/conversation";

export const loader = apiHandler(async ({ request, params }: Route.LoaderArgs) => {
  const user = await requireApiUser(request);
  const before = new URL(request.url).searchParams.get("before") ?? undefined;
  if (!isUuid(params.id)) return apiError(404, "Conversation not found");
  if (before !== undefined && !isUuid(before)) return apiError(404, "Message not found");
  return apiOk(await getConversation(user, params.id, before));
});

export const action = methodNotAllowed;
