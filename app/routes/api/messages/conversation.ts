/**
 * `GET /api/messages/conversations/{id}` (a participant): `data {conversation, messages,
 * hasEarlier}`, the newest 50 messages oldest first; `?before={messageId}` pages back. Anyone
 * else gets 404.
 */
import { isUuid } from "~/lib/ids";
import { getConversation } from "~/models/messaging/conversations.server";
import { apiError, apiOk, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/conversation";
import { msg } from "~/i18n/messages";

const openapi = operations({
  get: {
    tag: "Messages",
    summary:
      "One conversation (`data.conversation`, with canReply, blockedMe and the buyer's shared phone and e-mail for the seller) and its newest 50 messages, oldest first (`data.messages`: id, seq, conversationId, senderId, isFromCurrentUser, content, type, details, requestStatus, timestamp, createdAt, and readAt on a premium sender's own messages); `data.hasEarlier`.",
    auth: "bearer",
    query: { before: "A message id: answers the 50 messages before it." },
    errors: { ...AUTH_ERRORS, 404: "Not a participant, or no such conversation or message." },
  },
});

const api = methods(
  {
    GET: async ({ request, params }: Route.LoaderArgs) => {
      const user = await requireApiUser(request);
      const before = new URL(request.url).searchParams.get("before") ?? undefined;
      if (!isUuid(params.id)) return apiError(404, msg("refusals.notFound.conversation"));
      if (before !== undefined && !isUuid(before))
        return apiError(404, msg("refusals.notFound.message"));
      return apiOk(await getConversation(user, params.id, before));
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
