/**
 * One message in the conversation pane: a bubble (the viewer's on the right), its time, "Seen"
 * where the viewer may see it, a Report link on the other side's messages, and for a
 * structured request its status and, for the seller while it is pending, the answer forms
 * (Accept, Decline, Suggest another time) as plain form posts. A request's or an answer's line
 * is written from its details in the page's language, Lagos time (lib/messaging/message-text.ts), the
 * same on the server and in the browser, for the messages that arrive live too; its note
 * follows as typed. A message to the viewer asking for money before the car is seen carries a
 * safety notice linked to the pane's "Stay safe" panel (docs/decisions/032-scam-signals.md).
 */
import { Form, href } from "react-router";
import { IntentInput } from "~/components/form-parts/intent";
import type { RequestStatus } from "~/lib/vocabulary/domain-messaging";
import type { MessageView } from "~/models/messaging/conversations.server";
import type { MessageKey } from "~/i18n/keys";
import { requestLine } from "~/lib/messaging/message-text";
import { useFormat, useLocalePath, useMessageText, useT } from "~/i18n/react";
import { shortTime } from "./conversation-list";
import type { ChatIntent } from "~/lib/forms/intents";

const STATUS_LABELS: Record<RequestStatus, { text: MessageKey; tone: string }> = {
  pending: { text: "chat.item.status.pending", tone: "bg-amber-100 text-amber-900" },
  accepted: { text: "chat.item.status.accepted", tone: "bg-emerald-100 text-emerald-900" },
  declined: { text: "chat.item.status.declined", tone: "bg-red-100 text-red-900" },
  rescheduled: { text: "chat.item.status.rescheduled", tone: "bg-sky-100 text-sky-900" },
};

const isRequest = (type: MessageView["type"]): boolean =>
  type === "test_drive" || type === "inspection" || type === "financing";

export type ShownMessage = MessageView & { pending?: boolean; failed?: string };

export function MessageItem({
  message,
  conversationId,
  canAnswer,
  seen,
  earliest,
}: {
  message: ShownMessage;
  conversationId: string;
  /** The viewer is the seller and may still answer this request. */
  canAnswer: boolean;
  /** Show "Seen" under it (the viewer's latest read message, premium only). */
  seen: boolean;
  /** The earliest time a new suggestion may take (Lagos, `YYYY-MM-DDTHH:mm`). */
  earliest: string;
}) {
  const f = useFormat();
  const t = useT();
  const l = useLocalePath();
  const messageText = useMessageText();
  const mine = message.isFromCurrentUser;
  const request = isRequest(message.type);
  const status = request && message.requestStatus ? STATUS_LABELS[message.requestStatus] : null;
  const line = requestLine(message, t, f);
  return (
    <li className={`flex ${mine ? "justify-end" : "justify-start"}`}>
      <div
        className={`max-w-[85%] sm:max-w-[70%] ${mine ? "items-end" : "items-start"} flex flex-col`}
      >
        <div
          className={`rounded-2xl px-3 py-2 break-words whitespace-pre-wrap ${
            mine ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-900"
          } ${request ? "border-2 border-amber-400" : ""}`}
        >
          {line !== null && <strong className="block font-semibold">{line}</strong>}
          {message.content}
        </div>
        {message.caution && (
          <p
            role="note"
            className="mt-1 rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950"
          >
            {t("chat.item.caution")}{" "}
            <a href="#stay-safe" className="font-semibold underline">
              {t("chat.item.staySafe")}
            </a>
          </p>
        )}
        {status && (
          <span className={`mt-1 rounded-full px-2 py-0.5 text-xs font-semibold ${status.tone}`}>
            {t(status.text)}
          </span>
        )}
        <span className="mt-0.5 flex gap-2 text-xs text-slate-600">
          <time dateTime={message.createdAt} suppressHydrationWarning>
            {shortTime(message.createdAt, f)}
          </time>
          {message.pending && !message.failed && <span>{t("chat.item.sending")}</span>}
          {message.failed && <span className="text-red-700">{messageText(message.failed)}</span>}
          {seen && <span>{t("chat.item.seen")}</span>}
          {!mine && (
            <a
              href={l(
                `${href("/:lang?/report")}?targetType=message&targetId=${message.id}&returnTo=${encodeURIComponent(l(href("/:lang?/chat/:chatId", { chatId: conversationId })))}`,
              )}
              className="underline hover:text-slate-900"
            >
              {t("chat.item.report")}
              <span className="sr-only"> {t("chat.item.reportThis")}</span>
            </a>
          )}
        </span>
        {canAnswer && request && message.requestStatus === "pending" && (
          <div className="mt-2 space-y-2 rounded-lg border border-slate-200 p-2 text-sm">
            <div className="flex flex-wrap gap-2">
              {(["accepted", "declined"] as const).map((answer) => (
                <Form method="post" key={answer}>
                  <IntentInput<ChatIntent> value="answer" />
                  <input type="hidden" name="requestId" value={message.id} />
                  <input type="hidden" name="answer" value={answer} />
                  <button
                    type="submit"
                    className={`rounded-md px-3 py-1 font-semibold ${
                      answer === "accepted"
                        ? "bg-brand-600 hover:bg-brand-700 text-white"
                        : "border border-slate-300 hover:bg-slate-50"
                    }`}
                  >
                    {answer === "accepted" ? t("chat.item.accept") : t("chat.item.decline")}
                  </button>
                </Form>
              ))}
            </div>
            {message.type !== "financing" && (
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <IntentInput<ChatIntent> value="answer" />
                <input type="hidden" name="requestId" value={message.id} />
                <input type="hidden" name="answer" value="rescheduled" />
                <div>
                  <label htmlFor={`suggest-${message.id}`} className="block text-xs font-semibold">
                    {t("chat.item.anotherTime")}
                  </label>
                  <input
                    id={`suggest-${message.id}`}
                    type="datetime-local"
                    name="suggestedAt"
                    min={earliest}
                    required
                    className="rounded-md border border-slate-300 px-2 py-1"
                  />
                </div>
                <button
                  type="submit"
                  className="rounded-md border border-slate-300 px-3 py-1 font-semibold hover:bg-slate-50"
                >
                  {t("chat.item.suggest")}
                </button>
              </Form>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
