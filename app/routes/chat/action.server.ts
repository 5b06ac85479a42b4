/**
 * The conversation page's form posts (`/chat/{id}`), by intent (lib/forms/intents.ts CHAT_INTENTS):
 * - `send` (`content`): a message. Without JavaScript the page reloads at the newest message
 *   with an empty box; a fetcher (`mode=fetch`) gets the stored message back as data.
 * - `answer` (`requestId`, `answer`, `suggestedAt`): the seller's answer to a request.
 * - `block` / `unblock`: the other participant.
 * - `read`: marks the conversation read (the enhanced page, when it shows new messages).
 * Refusals (blank, blocked, rate limited...) come back through handleForm with the model's
 * status, so the page shows the message and keeps what was typed; a conversation that is gone
 * (or someone else's) is the page's 404.
 */
import { data, redirect } from "react-router";
import { isUuid } from "~/lib/forms/ids";
import { z } from "zod";
import type { FormAnswer } from "~/lib/forms/form-answer";
import type { ChatIntent } from "~/lib/forms/intents";
import { RequestFieldsSchema, SendMessageSchema } from "~/lib/messaging/messages";
import { fieldAsSent, fieldText } from "~/lib/forms/text";
import { messageViewOf, type MessageView } from "~/models/messaging/conversations.server";
import { markConversationRead, sendMessage, setBlocked } from "~/models/messaging/messages.server";
import { redirectWithFlash } from "~/request/flash.server";
import {
  firstFieldError,
  formText,
  handleForm,
  messageOnly,
  NoFields,
} from "~/request/forms.server";
import { requireUser } from "~/request/session.server";

/** The action's answer when it does not redirect (request/forms.server.ts). */
export type ChatAnswer = FormAnswer<ChatIntent, { message: MessageView; clientId: string }>;

const first = { invalid: firstFieldError, asSent: true };

export async function chatAction(request: Request, chatId: string | undefined) {
  const user = await requireUser(request);
  if (!chatId || !isUuid(chatId)) throw data("Conversation not found", { status: 404 });
  const here = `/chat/${chatId}`;
  // The API's schemas, so the page and the API accept and refuse the same messages.
  const send = z
    .object({ content: fieldAsSent })
    .transform(
      (v) =>
        ({ conversationId: chatId, content: v.content, type: "text" }) as z.input<
          typeof SendMessageSchema
        >,
    )
    .pipe(SendMessageSchema);
  const answer = z
    .object({ requestId: fieldText(40), answer: fieldText(20), suggestedAt: fieldText(20) })
    .transform(
      (v) =>
        ({
          type: "request_response",
          requestId: v.requestId,
          answer: v.answer,
          ...(v.suggestedAt ? { suggestedAt: v.suggestedAt } : {}),
        }) as z.input<typeof RequestFieldsSchema>,
    )
    .pipe(RequestFieldsSchema);
  return handleForm(
    request,
    {
      intents: {
        send: { schema: send, ...first },
        answer: { schema: answer, ...first },
        block: NoFields,
        unblock: NoFields,
        read: NoFields,
      },
      refused: messageOnly,
      pageErrors: { 404: "Conversation not found" },
    },
    async (input, form) => {
      const fetch = form.get("mode") === "fetch";
      const clientId = formText(form, "clientId", 64) || undefined;
      switch (input.intent) {
        case "send": {
          const row = await sendMessage(user.id, chatId, {
            content: input.value.content,
            fields: { type: "text" },
          });
          if (fetch) return { message: messageViewOf(row, user), clientId };
          return redirect(`${here}#latest`);
        }
        case "answer":
          await sendMessage(user.id, chatId, { content: "", fields: input.value });
          return redirect(`${here}#latest`);
        case "block":
        case "unblock":
          await setBlocked(user.id, chatId, input.intent === "block");
          return redirectWithFlash(
            here,
            input.intent === "block"
              ? "User blocked. Neither of you can send messages until you unblock them."
              : "User unblocked.",
          );
        case "read":
          await markConversationRead(user.id, chatId);
          return {};
      }
    },
  );
}
