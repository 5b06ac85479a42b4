/**
 * `POST /api/messages/send` `{conversationId, content, type?, ...fields}` -> 201 with the
 * message, its `text` in the request's language. `type` is `text` (the default) or a request (`test_drive` {at}, `inspection` {date,
 * location}, `financing` {downPayment, durationMonths}) or a seller's `request_response`
 * {requestId, answer, suggestedAt?}. Blank text 400; not a participant 404; blocked or
 * inactive 403; a request answered already 409; 30 a minute, then 429.
 */
import { MessageSchema } from "~/lib/messaging/answers-messaging";
import { MESSAGE_MAX, SendMessageSchema } from "~/lib/messaging/messages";
import { messageViewOf } from "~/models/messaging/conversations.server";
import { sendMessage } from "~/models/messaging/messages.server";
import { withText } from "~/models/messaging/message-words.server";
import { LIMITS } from "~/models/shared/limits.server";
import { apiAnswer, apiLanguage, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations, RATE_LIMITED } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/send";

const PER_MINUTE = LIMITS.messagesPerSender.limit;

const openapi = operations({
  post: {
    operationId: "sendMessage",
    tag: "Messages",
    summary: `Sends a message (\`type\` text, the default), a buyer's request (test_drive {at: Lagos time YYYY-MM-DDTHH:mm, 2 hours ahead at least}, inspection {date, location}, financing {downPayment, durationMonths}) or the seller's answer to one (request_response {requestId, answer, suggestedAt?}). \`data\` is the message stored. At most ${PER_MINUTE} messages a minute.`,
    auth: "bearer",
    body: SendMessageSchema,
    created: true,
    answer: MessageSchema,
    errors: {
      ...BAD_BODY,
      400: `${BAD_BODY[400]} Or: blank text, text longer than ${MESSAGE_MAX} characters with its summary, or financing asked about a car that offers none.`,
      ...AUTH_ERRORS,
      403: "Blocked either way, the other account is no longer active, or this side cannot send this type (requests come from the buyer, answers from the seller).",
      404: "Not a participant, or no such conversation, or `requestId` is not a request of it.",
      409: "The request was already answered.",
      429: `More than ${PER_MINUTE} messages a minute: ${RATE_LIMITED[429]}`,
    },
  },
});

const api = methods(
  {
    POST: async ({ request }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const { conversationId, content, ...fields } = await readJsonWith(request, SendMessageSchema);
      const row = await sendMessage(user.id, conversationId, { content, fields });
      const message = withText(messageViewOf(row, user), apiLanguage());
      return apiAnswer(openapi.post, message, "Message sent");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
