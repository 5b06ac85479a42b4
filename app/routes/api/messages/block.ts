/**
 * `POST /api/messages/conversations/{id}/block` blocks the other participant of the
 * conversation; `DELETE` unblocks them. While either has blocked the other, neither can send.
 * Anyone but a participant: 404.
 */
import { z } from "zod";
import { isUuid } from "~/lib/forms/ids";
import { setBlocked } from "~/models/messaging/messages.server";
import { apiAnswer, apiError, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/block";
import { msg } from "~/i18n/messages";

const ERRORS = {
  ...AUTH_ERRORS,
  400: "The other participant's account is deleted: there is no one to block.",
  404: "Not a participant, or no such conversation.",
};

const openapi = operations({
  post: {
    operationId: "blockConversation",
    tag: "Messages",
    summary:
      "Blocks the other participant: neither can send until the block is lifted. Blocking again changes nothing.",
    auth: "bearer",
    answer: z.object({ blocked: z.literal(true) }),
    errors: ERRORS,
  },
  delete: {
    operationId: "unblockConversation",
    tag: "Messages",
    summary: "Lifts the caller's block of the other participant (a block by the other side stays).",
    auth: "bearer",
    answer: z.object({ blocked: z.literal(false) }),
    errors: ERRORS,
  },
});

/**
 * The signed-in caller and conversation `params.id`: 401 when signed out, 404 when the id is
 * not a UUID (setBlocked answers 404 to anyone but a participant).
 */
async function blockTarget({ request, params }: Route.ActionArgs) {
  const user = await requireApiUser(request);
  if (!isUuid(params.id)) throw apiError(404, msg("refusals.notFound.conversation"));
  return { userId: user.id, conversationId: params.id };
}

const api = methods(
  {
    POST: async (args: Route.ActionArgs) => {
      const { userId, conversationId } = await blockTarget(args);
      await setBlocked(userId, conversationId, true);
      return apiAnswer(openapi.post, { blocked: true }, "User blocked");
    },
    DELETE: async (args: Route.ActionArgs) => {
      const { userId, conversationId } = await blockTarget(args);
      await setBlocked(userId, conversationId, false);
      return apiAnswer(openapi.delete, { blocked: false }, "User unblocked");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
