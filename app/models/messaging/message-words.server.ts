/**
 * Messages in a reader's language, on the server (docs/decisions/027-structured-requests.md): the
 * words of a structured request or answer are written when read (lib/messaging/message-text.ts), so each
 * place that shows a message outside the conversation page writes them in its reader's
 * language: the in-app notification and the e-mail in the recipient's saved language, the
 * Inquiries tab in the page's, the API's `text` and `lastMessage` in `Accept-Language`'s
 * (docs/decisions/023-languages.md). Times and days are in Lagos time.
 */
import { readerFormatters, translator, type Translate } from "~/i18n/server/catalogues.server";
import type { Language } from "~/i18n/languages";
import { messageText, type ReadableMessage } from "~/lib/messaging/message-text";

type Words = { t: Translate; text: (message: ReadableMessage) => string };
const byLanguage = new Map<Language, Words>();

/** `t` in `language`, and `text(message)`: a message's words as that reader reads them. */
export function messageWords(language: Language): Words {
  let words = byLanguage.get(language);
  if (!words) {
    const t = translator(language);
    const f = readerFormatters(language, "Africa/Lagos");
    words = { t, text: (message) => messageText(message, t, f) };
    byLanguage.set(language, words);
  }
  return words;
}

/** `message` with its `text` in `language` (the API's Message). */
export function withText<M extends ReadableMessage>(
  message: M,
  language: Language,
): M & { text: string } {
  return { ...message, text: messageWords(language).text(message) };
}

/** A conversation with its newest message as text in `language` (the API's Conversation). */
export function withPreview<C extends { lastMessage: ReadableMessage | null }>(
  conversation: C,
  language: Language,
): Omit<C, "lastMessage"> & { lastMessage: string } {
  const { lastMessage, ...rest } = conversation;
  return { ...rest, lastMessage: lastMessage ? messageWords(language).text(lastMessage) : "" };
}
