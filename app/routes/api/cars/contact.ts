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
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/contact";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request, params }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  if (!isUuid(params.id)) return apiError(404, "Car not found");
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
});
