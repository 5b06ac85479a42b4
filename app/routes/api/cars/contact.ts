/**
 * `POST /api/cars/{id}/contact` `{message, sharePhone?, shareEmail?}` (signed in): the buyer's
 * message to the seller of a public car. 201 `data {conversationId}` for a new conversation;
 * 200 with the same id when the buyer already has one for that car (the message is added).
 * Own listing 400; not public 404; blocked 403; rate limits 429. A request type (`test_drive`,
 * `inspection`, `financing` with their fields) may be sent as the first message.
 */
import { z } from "zod";
import { ContactSchema } from "~/lib/messaging/messages";
import { isUuid } from "~/lib/forms/ids";
import { DomainError } from "~/models/shared/errors.server";
import { contactSeller } from "~/models/messaging/messages.server";
import { apiAnswer, apiError, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/contact";
import { msg } from "~/i18n/messages";

const openapi = operations({
  post: {
    operationId: "contactSeller",
    tag: "Messages",
    summary:
      "Messages the seller of a public car: 201 `data.conversationId` for a new conversation, 200 with the same id when the caller already has one for that car (the message is added). `type` defaults to `text`; a test drive, inspection or financing request may be sent with its fields.",
    auth: "bearer",
    body: ContactSchema,
    answer: z.object({
      conversationId: z.string().describe("The conversation (`/api/messages/conversations/{id}`)."),
    }),
    created: true,
    alsoAnswers: { 200: "The message was added to the caller's conversation about this car." },
    errors: {
      ...BAD_BODY,
      400: `${BAD_BODY[400]} Or the car is the caller's own.`,
      ...AUTH_ERRORS,
      403: "One of you has blocked the other.",
      404: "No public car with this id.",
      429: "Too many new conversations (20 an hour) or messages (30 a minute).",
    },
  },
});

/** The same answer with 200: the message joined the conversation the caller already had. */
const ADDED = { ...openapi.post, created: false };

const api = methods(
  {
    POST: async ({ request, params }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      if (!isUuid(params.id)) return apiError(404, msg("refusals.notFound.car"));
      const { message, sharePhone, shareEmail, ...fields } = await readJsonWith(
        request,
        ContactSchema,
      );
      try {
        const result = await contactSeller(
          user.id,
          { listingId: params.id },
          { content: message, fields, sharePhone, shareEmail },
        );
        const data = { conversationId: result.conversationId };
        if (result.created) return apiAnswer(openapi.post, data, "Conversation started");
        return apiAnswer(ADDED, data, "Message added to your conversation");
      } catch (error) {
        // The model names the text `content`; this call names it `message`.
        if (error instanceof DomainError && error.fields?.content)
          throw new DomainError(error.status, error.message, { message: error.fields.content });
        throw error;
      }
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
