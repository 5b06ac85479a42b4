/**
 * `POST /api/messages/send` `{conversationId, content, type, ...fields}` -> 201 with the
 * message. `type` is `text` (the default) or a request (`test_drive` {at}, `inspection` {date,
 * location}, `financing` {downPayment, durationMonths}) or a seller's `request_response`
 * {requestId, answer, suggestedAt?}. Blank text 400; not a participant 404; blocked or
 * inactive 403; 30 a minute, then 429.
 */
import { z } from "zod";
import { SendMessageSchema, withTextType } from "~/lib/messages";
import { messageViewOf } from "~/models/messaging/conversations.server";
import { sendMessage } from "~/models/messaging/messages.server";
import { apiOk, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/send";

const openapi = operations({
  post: {
    tag: "Messages",
    summary:
      "Sends a message (`type` text, default), a request (test_drive {at: Lagos time YYYY-MM-DDTHH:mm, 2 hours ahead at least}, inspection {date, location}, financing {downPayment, durationMonths}) or the seller's answer to one (request_response {requestId, answer, suggestedAt?}). `data` is the message.",
    auth: "bearer",
    body: SendMessageSchema,
    created: true,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      403: "Blocked, the other account is no longer active, or this side cannot send this type.",
      404: "Not a participant.",
      409: "The request was already answered.",
      429: "More than 30 messages a minute.",
    },
  },
});

const api = methods(
  {
    POST: async ({ request }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const { conversationId, content, ...fields } = await readJsonWith(
        request,
        z.preprocess(withTextType, SendMessageSchema),
      );
      const row = await sendMessage(user.id, conversationId, { content, fields });
      return apiOk(messageViewOf(row, user), "Message sent", { status: 201 });
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
