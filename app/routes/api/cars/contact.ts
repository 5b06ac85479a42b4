/**
 * `POST /api/cars/{id}/contact` `{message, sharePhone?, shareEmail?}` (signed in): the buyer's
 * message to the seller of a public car. 201 `data {conversationId}` for a new conversation;
 * 200 with the same id when the buyer already has one for that car (the message is added).
 * Own listing 400; not public 404; blocked 403; rate limits 429. A request type (`test_drive`,
 * `inspection`, `financing` with their fields) may be sent as the first message.
 */
import { z } from "zod";
import { ContactSchema, withTextType } from "~/lib/messages";
import { isUuid } from "~/lib/ids";
import { DomainError } from "~/models/shared/errors.server";
import { contactSeller } from "~/models/messaging/messages.server";
import { apiError, apiOk, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/contact";
import { msg } from "~/i18n/messages";

const openapi = operations({
  post: {
    tag: "Messages",
    summary:
      "Messages the seller of a public car: 201 `data.conversationId` for a new conversation, 200 with the same id when the caller already has one for that car (the message is added). `type` defaults to `text`; a test drive, inspection or financing request may be sent with its fields.",
    auth: "bearer",
    body: ContactSchema,
    created: true,
    alsoAnswers: { 200: "The message was added to the caller's conversation about this car." },
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      403: "One of you has blocked the other.",
      404: "No public car with this id.",
      429: "Too many new conversations (20 an hour) or messages (30 a minute).",
    },
  },
});

const api = methods(
  {
    POST: async ({ request, params }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      if (!isUuid(params.id)) return apiError(404, msg("refusals.notFound.car"));
      const { message, sharePhone, shareEmail, ...fields } = await readJsonWith(
        request,
        z.preprocess(withTextType, ContactSchema),
      );
      try {
        const result = await contactSeller(
          user.id,
          { listingId: params.id },
          { content: message, fields, sharePhone, shareEmail },
        );
        return apiOk(
          { conversationId: result.conversationId },
          result.created ? "Conversation started" : "Message added to your conversation",
          { status: result.created ? 201 : 200 },
        );
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
