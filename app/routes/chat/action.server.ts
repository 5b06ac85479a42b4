/**
 * The conversation page's form posts (`/chat/{id}`), by intent (lib/intents.ts CHAT_INTENTS):
 * - `send` (`content`): a message. Without JavaScript the page reloads at the newest message
 *   with an empty box; a fetcher (`mode=fetch`) gets the stored message back as data.
 * - `answer` (`requestId`, `answer`, `suggestedAt`): the seller's answer to a request.
 * - `block` / `unblock`: the other participant.
 * - `read`: marks the conversation read (the enhanced page, when it shows new messages).
 * Refusals (blank, blocked, rate limited...) come back as `{ error, values }` with the
 * model's status, so the page shows the message and keeps what was typed.
 */
import { data, redirect } from "react-router";
import { isUuid } from "~/lib/ids";
import { CHAT_INTENTS } from "~/lib/intents";
import { RequestFieldsSchema, SendMessageSchema } from "~/lib/messages";
import { messageViewOf, type MessageView } from "~/models/messaging/conversations.server";
import { DomainError } from "~/models/shared/errors.server";
import { markConversationRead, sendMessage, setBlocked } from "~/models/messaging/messages.server";
import { redirectWithFlash } from "~/request/flash.server";
import { formText, readForm, readIntent } from "~/request/forms.server";
import { requireUser } from "~/request/session.server";

export type ChatActionData =
  | { ok: true; message?: MessageView; clientId?: string }
  | { ok: false; error: string; values: { content: string }; clientId?: string };

export async function chatAction(request: Request, chatId: string | undefined) {
  const user = await requireUser(request);
  if (!chatId || !isUuid(chatId)) throw data("Conversation not found", { status: 404 });
  const form = await readForm(request);
  const intent = readIntent(form, CHAT_INTENTS);
  const fetch = form.get("mode") === "fetch";
  const clientId = formText(form, "clientId", 64) || undefined;
  const here = `/chat/${chatId}`;
  const content = typeof form.get("content") === "string" ? String(form.get("content")) : "";
  try {
    switch (intent) {
      case "send": {
        // The API's schema (length, control characters) before the model's own rules.
        const parsed = SendMessageSchema.safeParse({
          conversationId: chatId,
          content,
          type: "text",
        });
        if (!parsed.success) throw new DomainError(400, parsed.error.issues[0].message);
        const row = await sendMessage(user.id, chatId, {
          content: parsed.data.content,
          fields: { type: "text" },
        });
        if (fetch)
          return { ok: true, message: messageViewOf(row, user), clientId } satisfies ChatActionData;
        return redirect(`${here}#latest`);
      }
      case "answer": {
        const parsed = RequestFieldsSchema.safeParse({
          type: "request_response",
          requestId: formText(form, "requestId", 40),
          answer: formText(form, "answer", 20),
          ...(formText(form, "suggestedAt", 20)
            ? { suggestedAt: formText(form, "suggestedAt", 20) }
            : {}),
        });
        if (!parsed.success) throw new DomainError(400, parsed.error.issues[0].message);
        await sendMessage(user.id, chatId, { content: "", fields: parsed.data });
        return redirect(`${here}#latest`);
      }
      case "block":
      case "unblock":
        await setBlocked(user.id, chatId, intent === "block");
        return redirectWithFlash(
          here,
          intent === "block"
            ? "User blocked. Neither of you can send messages until you unblock them."
            : "User unblocked.",
        );
      case "read":
        await markConversationRead(user.id, chatId);
        return { ok: true } satisfies ChatActionData;
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.status === 404) throw data("Conversation not found", { status: 404 });
    return data<ChatActionData>(
      { ok: false, error: error.message, values: { content }, clientId },
      { status: error.status },
    );
  }
}
