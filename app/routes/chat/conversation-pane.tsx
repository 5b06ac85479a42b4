/**
 * The conversation pane: the header (name, verification, trust, car, online status, Block and
 * Report), the unverified-participant warning, the messages with "Load earlier messages", and
 * the reply box, or why there is none. Without JavaScript the reply is a plain form post; with
 * it, Enter sends (Shift+Enter is a new line), the message shows at once and new ones arrive
 * live (use-live-messages.ts).
 */
import { useEffect, useRef, useState } from "react";
import { Form, href } from "react-router";
import { VerifiedBadge } from "~/components/car-badges";
import { ButtonLink } from "~/components/form-parts/button";
import { IntentInput } from "~/components/form-parts/intent";
import { useFormat, useLocalePath, useMessageText, useT } from "~/i18n/react";
import { MESSAGE_MAX, ONLINE_WINDOW_MS, TEST_DRIVE_MIN_LEAD_MS } from "~/lib/messaging/messages";
import type {
  ConversationDetail,
  MessageView,
  Viewer,
} from "~/models/messaging/conversations.server";
import { formErrorsOf, typedOf } from "~/lib/forms/form-answer";
import type { ChatAnswer } from "./action.server";
import { MessageItem } from "./message-item";
import { StaySafe } from "~/components/stay-safe";
import { useLiveMessages } from "./use-live-messages";
import type { ChatIntent } from "~/lib/forms/intents";

type Selected = { conversation: ConversationDetail; messages: MessageView[]; hasEarlier: boolean };

type Translate = ReturnType<typeof useT>;

/** "Last seen 5 min ago" / "Online" in the page's language (the rule of lib/messaging/messages.ts `presenceText`). */
function presence(t: Translate, lastActiveAt: string | null, now = Date.now()): string {
  if (!lastActiveAt) return t("chat.presence.offline");
  const ago = now - Date.parse(lastActiveAt);
  if (ago < ONLINE_WINDOW_MS) return t("chat.presence.online");
  const minutes = Math.floor(ago / 60_000);
  if (minutes < 60) return t("chat.presence.minutes", { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t("chat.presence.hours", { count: hours });
  const days = Math.floor(hours / 24);
  return days === 1 ? t("chat.presence.yesterday") : t("chat.presence.days", { count: days });
}

function trustTone(score: number) {
  return score >= 80 ? "text-emerald-800" : score >= 60 ? "text-amber-800" : "text-red-800";
}

export function ConversationPane({
  selected,
  viewer,
  autoSelected,
  streamAfter,
  paged,
  actionData,
}: {
  selected: Selected;
  viewer: Viewer;
  autoSelected: boolean;
  streamAfter: number;
  /** Showing earlier messages (`?before=`): offer the way back to the newest. */
  paged: boolean;
  actionData?: ChatAnswer;
}) {
  const c = selected.conversation;
  const p = c.participant;
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const messageText = useMessageText();
  const { messages, send, dismissFailed } = useLiveMessages({
    conversationId: c.id,
    initial: selected.messages,
    streamAfter,
    viewerId: viewer.id,
    premium: viewer.plan === "premium",
    markReadOnOpen: autoSelected && c.unreadCount > 0,
  });
  const failedRaw = formErrorsOf(actionData)?.[0];
  const failed = failedRaw ? messageText(failedRaw) : undefined;
  const [text, setText] = useState(failed ? typedOf(actionData, "content") : "");
  const [hydrated, setHydrated] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages.length]);

  const lastSeen = [...messages].reverse().find((m) => m.isFromCurrentUser && !m.pending);
  const earliest = new Date(Date.now() + TEST_DRIVE_MIN_LEAD_MS + 60 * 60_000)
    .toISOString()
    .slice(0, 16);
  const here = l(href("/:lang?/chat/:chatId", { chatId: c.id }));

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const content = text.trim();
    event.preventDefault();
    if (!content) return;
    dismissFailed();
    setError(null);
    setText("");
    const problem = await send(content);
    if (problem) {
      setError(t("chat.sendFailedBecause", { problem: messageText(problem) }));
      setText((current) => current || content);
    }
  }

  return (
    <>
      <header className="flex flex-wrap items-start gap-3 border-b border-slate-200 p-4">
        <a
          href={l(href("/:lang?/chats"))}
          className="text-brand-700 w-full text-sm font-semibold md:hidden"
        >
          {t("chat.pane.allConversations")}
        </a>
        <div className="min-w-0 flex-1">
          <h2 className="flex flex-wrap items-center gap-2 text-lg font-bold">
            {p.name}
            {p.verificationStatus === "verified" && <VerifiedBadge />}
            <span className={`text-sm font-semibold ${trustTone(p.trustScore)}`}>
              {t("chat.pane.trust", { score: p.trustScore })}
            </span>
          </h2>
          <p className="text-sm text-slate-700">
            {c.car ? (
              c.car.available ? (
                <a
                  href={l(href("/:lang?/car/:id", { id: c.car.id }))}
                  className="font-semibold hover:underline"
                >
                  {c.car.title} · {f.naira(c.car.price)}
                </a>
              ) : (
                <span>
                  {c.car.title} · {f.naira(c.car.price)} {t("chat.pane.noLongerListed")}
                </span>
              )
            ) : (
              t("chat.noCar")
            )}
          </p>
          <p className="text-xs text-slate-600" suppressHydrationWarning>
            {!p.active
              ? t("chat.inactive")
              : p.isOnline
                ? t("chat.presence.online")
                : presence(t, p.lastActiveAt)}
          </p>
          {(c.sharedPhone || c.sharedEmail) && (
            <p className="mt-1 text-sm">
              {c.sharedPhone && (
                <a href={`tel:${c.sharedPhone}`} className="text-brand-700 mr-3 font-semibold">
                  {t("chat.pane.call", { phone: c.sharedPhone })}
                </a>
              )}
              {c.sharedEmail && (
                <a href={`mailto:${c.sharedEmail}`} className="text-brand-700 font-semibold">
                  {t("chat.pane.email", { email: c.sharedEmail })}
                </a>
              )}
            </p>
          )}
        </div>
        {p.id && p.active && (
          <div className="flex w-full items-center gap-2 text-sm sm:w-auto">
            <Form method="post" action={here}>
              <IntentInput<ChatIntent> value={c.blockedByMe ? "unblock" : "block"} />
              <button
                type="submit"
                className="rounded-md border border-slate-300 px-3 py-1 font-semibold hover:bg-slate-50"
              >
                {c.blockedByMe ? t("chat.pane.unblock") : t("chat.pane.block")}
              </button>
            </Form>
            <ButtonLink
              href={l(
                `${href("/:lang?/report")}?targetType=user&targetId=${p.id}&returnTo=${encodeURIComponent(here)}`,
              )}
              variant="danger"
              size="sm"
            >
              {t("chat.pane.report")}
            </ButtonLink>
          </div>
        )}
      </header>
      {p.active && p.verificationStatus !== "verified" && (
        <p
          role="note"
          className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900"
        >
          {t("chat.pane.unverifiedWarning")}
        </p>
      )}
      <div className="flex-1 overflow-hidden">
        {selected.hasEarlier && (
          <p className="p-2 text-center">
            <a
              href={`${here}?before=${messages[0]?.id}`}
              className="text-brand-700 text-sm font-semibold hover:underline"
            >
              {t("chat.pane.loadEarlier")}
            </a>
          </p>
        )}
        {messages.length === 0 ? (
          <p className="p-8 text-center text-slate-700">{t("chat.pane.noMessages")}</p>
        ) : (
          <ol
            ref={list}
            aria-label={t("chat.pane.messages")}
            aria-live="polite"
            className="max-h-[60vh] space-y-3 overflow-y-auto p-4"
          >
            {messages.map((m) => (
              <MessageItem
                key={m.id}
                message={m}
                conversationId={c.id}
                canAnswer={c.role === "seller" && c.canReply}
                seen={viewer.plan === "premium" && m.id === lastSeen?.id && !!m.readAt}
                earliest={earliest}
              />
            ))}
          </ol>
        )}
        {paged && (
          <p className="p-2 text-center">
            <a
              href={`${here}#latest`}
              className="text-brand-700 text-sm font-semibold hover:underline"
            >
              {t("chat.pane.backToNewest")}
            </a>
          </p>
        )}
        <span id="latest" />
      </div>
      <div className="border-t border-slate-200 p-4">
        {c.canReply ? (
          <Form method="post" action={here} onSubmit={hydrated ? onSubmit : undefined}>
            <IntentInput<ChatIntent> value="send" />
            {(error || failed) && (
              <p role="alert" className="mb-2 text-sm text-red-700">
                {error ?? failed}
              </p>
            )}
            <label htmlFor="content" className="sr-only">
              {t("chat.pane.messageLabel")}
            </label>
            <div className="flex items-end gap-2">
              <textarea
                id="content"
                name="content"
                rows={2}
                maxLength={MESSAGE_MAX}
                value={text}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
                    e.preventDefault();
                    e.currentTarget.form?.requestSubmit();
                  }
                }}
                placeholder={t("chat.pane.placeholder")}
                className="focus:border-brand-600 w-full resize-y rounded-md border border-slate-300 px-3 py-2"
              />
              <button
                type="submit"
                disabled={hydrated && !text.trim()}
                className="bg-brand-600 hover:bg-brand-700 rounded-md px-4 py-2 font-semibold text-white disabled:opacity-60"
              >
                {t("chat.pane.send")}
              </button>
            </div>
          </Form>
        ) : (
          <p className="text-center text-sm text-slate-700">
            {!p.active
              ? t("chat.inactive")
              : c.blockedByMe
                ? t("chat.pane.youBlocked")
                : t("chat.pane.cannotReply")}
          </p>
        )}
        <StaySafe className="mt-4" />
      </div>
    </>
  );
}
