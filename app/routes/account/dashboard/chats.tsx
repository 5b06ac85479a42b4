/**
 * The dashboard's Chats tab (docs/product.md#dashboard; docs/decisions/009-messaging.md): the
 * user's newest conversations (the loader sends at most DASHBOARD_CHATS) with the other person's
 * name, the car, the last message, its time and the unread count, each opening `/chat/{id}`; the
 * full, searchable list is `/chats`.
 */
import { Link, href } from "react-router";
import { ScreenLink } from "~/components/screen-link";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import type { ConversationPreview } from "~/models/messaging/conversations.server";

/** How many conversations the tab lists. */
export const DASHBOARD_CHATS = 20;

export function ChatsTab({
  conversations,
  more,
}: {
  conversations: ConversationPreview[];
  /** Whether the user has more conversations than the tab lists. */
  more: boolean;
}) {
  const t = useT();
  const l = useLocalePath();
  if (!conversations.length)
    return (
      <p className="rounded-xl bg-white p-8 text-center text-slate-700">
        {t("account.chats.none")}{" "}
        <Link to={l(href("/:lang?/browse"))} className="text-brand-700 font-semibold underline">
          {t("account.chats.browse")}
        </Link>
      </p>
    );
  return (
    <section aria-labelledby="chats-heading">
      <h2 id="chats-heading" className="sr-only">
        {t("account.dashboard.tab.chats")}
      </h2>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {conversations.map((c) => (
          <li key={c.id}>
            <ScreenLink
              to={l(href("/:lang?/chat/:chatId", { chatId: c.id }))}
              className="block hover:bg-slate-50"
              fallback={<ChatRow c={c} />}
            >
              <ChatRow c={c} />
            </ScreenLink>
          </li>
        ))}
      </ul>
      {more && (
        <p className="mt-3 text-sm">
          <ScreenLink
            to={l(href("/:lang?/chats"))}
            className="text-brand-700 font-semibold underline"
          >
            {t("account.chats.seeAll")}
          </ScreenLink>
        </p>
      )}
    </section>
  );
}

function ChatRow({ c }: { c: ConversationPreview }) {
  const t = useT();
  const f = useFormat();
  return (
    <span className="flex items-start gap-3 p-4">
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold text-slate-900">{c.participant.name}</span>{" "}
          {c.car && <span className="text-sm text-slate-700">{c.car.title}</span>}
        </span>{" "}
        <span className="mt-0.5 block truncate text-sm text-slate-700">{c.lastMessage}</span>
      </span>{" "}
      <span className="flex shrink-0 flex-col items-end gap-1 text-xs text-slate-600">
        <time dateTime={c.updatedAt}>{f.dateTime(c.updatedAt)}</time>{" "}
        {c.unreadCount > 0 && (
          <span className="bg-brand-600 rounded-full px-2 py-0.5 font-bold text-white">
            {c.unreadCount}
            <span className="sr-only"> {t("account.chats.unread")}</span>
          </span>
        )}
      </span>
    </span>
  );
}
