/**
 * `GET /api/messages/conversations/{id}` (a participant): `data {conversation, messages,
 * hasEarlier}`, the newest 50 messages oldest first; `?before={messageId}` pages back (400 when
 * it is not a UUID, 404 when not a message of the conversation). Anyone else gets 404.
 */
import { z } from "zod";
import { ConversationDetailSchema, MessageSchema } from "~/lib/messaging/answers-messaging";
import { isUuid } from "~/lib/forms/ids";
import { MESSAGES_PAGE } from "~/lib/messaging/messages";
import { getConversation } from "~/models/messaging/conversations.server";
import { withPreview, withText } from "~/models/messaging/message-words.server";
import { apiAnswer, apiError, apiLanguage, methods, readQueryWith } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/conversation";
import { msg } from "~/i18n/messages";

/** Paging back: the page before one message of the conversation. */
const ConversationQuerySchema = z.object({
  before: z
    .guid({ error: "before must be a message id" })
    .optional()
    .describe(`A message id of the conversation: answers the ${MESSAGES_PAGE} messages before it.`),
});

const openapi = operations({
  get: {
    operationId: "getConversation",
    tag: "Messages",
    summary: `One conversation and a page of its messages: the newest ${MESSAGES_PAGE}, oldest first, or those before \`before\`. Read receipts (\`readAt\`) only on a premium sender's own messages.`,
    auth: "bearer",
    query: ConversationQuerySchema,
    answer: z.object({
      conversation: ConversationDetailSchema,
      messages: z.array(MessageSchema).describe("Oldest first."),
      hasEarlier: z.boolean().describe("Older messages remain: ask again with `before`."),
    }),
    errors: {
      ...AUTH_ERRORS,
      400: "`before` is not a message id.",
      404: "Not a participant, or no such conversation, or `before` is not one of its messages.",
    },
  },
});

const api = methods(
  {
    GET: async ({ request, params }: Route.LoaderArgs) => {
      const user = await requireApiUser(request);
      if (!isUuid(params.id)) return apiError(404, msg("refusals.notFound.conversation"));
      const { before } = readQueryWith(request, ConversationQuerySchema);
      const { conversation, messages, hasEarlier } = await getConversation(user, params.id, before);
      // The words of requests and answers in the request's language (027-structured-requests.md).
      const language = apiLanguage();
      return apiAnswer(openapi.get, {
        conversation: withPreview(conversation, language),
        messages: messages.map((m) => withText(m, language)),
        hasEarlier,
      });
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
