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
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/send";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  const { conversationId, content, ...fields } = await readJsonWith(
    request,
    z.preprocess(withTextType, SendMessageSchema),
  );
  const row = await sendMessage(user.id, conversationId, { content, fields });
  return apiOk(messageViewOf(row, user), "Message sent", { status: 201 });
});
