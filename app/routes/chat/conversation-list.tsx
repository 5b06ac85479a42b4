/**
 * The conversation list of the messages screen: a search box (a GET form, `q`) and one link
 * per conversation with the other person's name, the car, the last message, its time and the
 * unread count.
 */
import { href } from "react-router";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import type { Formatters } from "~/lib/format/format";
import type { ConversationPreview } from "~/models/messaging/conversations.server";

/**
 * "14:05" today, else "21 Nov", from the reader's formatters (`useFormat()`: their language's
 * month names and time zone, never the browser's locale data; docs/decisions/023-languages.md):
 * "today" is the reader's day.
 */
export function shortTime(
  iso: string,
  f: Pick<Formatters, "date" | "dateTime">,
  now = new Date(),
): string {
  const day = f.date(iso);
  if (day === f.date(now)) return f.dateTime(iso).slice(day.length + 2);
  return day.replace(/ \d{4}$/, "");
}

export function ConversationList({
  conversations,
  selectedId,
  q,
}: {
  conversations: ConversationPreview[];
  selectedId: string | null;
  q: string;
}) {
  const f = useFormat();
  const t = useT();
  const l = useLocalePath();
  return (
    <>
      <h2 id="conversations-heading" className="sr-only">
        {t("chat.list.heading")}
      </h2>
      <form
        method="get"
        action={l(href("/:lang?/chats"))}
        role="search"
        className="border-b border-slate-200 p-3"
      >
        <label htmlFor="chat-search" className="sr-only">
          {t("chat.list.searchLabel")}
        </label>
        <div className="flex gap-2">
          <input
            id="chat-search"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            placeholder={t("chat.list.searchPlaceholder")}
            className="focus:border-brand-600 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
          <button
            type="submit"
            className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50"
          >
            {t("chat.list.search")}
          </button>
        </div>
      </form>
      {conversations.length === 0 ? (
        <p className="p-6 text-center text-slate-700">{t("chat.noConversations")}</p>
      ) : (
        <ul className="max-h-[70vh] divide-y divide-slate-100 overflow-y-auto">
          {conversations.map((c) => (
            <li key={c.id}>
              <a
                href={l(href("/:lang?/chat/:chatId", { chatId: c.id }))}
                aria-current={c.id === selectedId ? "page" : undefined}
                className={`block px-4 py-3 hover:bg-slate-50 ${c.id === selectedId ? "bg-brand-50" : ""}`}
              >
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate font-semibold">{c.participant.name}</span>
                  <time dateTime={c.updatedAt} className="shrink-0 text-xs text-slate-600">
                    {shortTime(c.updatedAt, f)}
                  </time>
                </span>
                <span className="block truncate text-xs text-slate-600">
                  {c.car ? `${c.car.title} · ${f.naira(c.car.price)}` : t("chat.noCar")}
                </span>
                <span className="mt-0.5 flex items-center justify-between gap-2">
                  <span className="truncate text-sm text-slate-700">
                    {c.status === "inactive" ? t("chat.inactive") : c.lastMessage}
                  </span>
                  {c.unreadCount > 0 && (
                    <span className="bg-brand-600 shrink-0 rounded-full px-2 py-0.5 text-xs font-bold text-white">
                      <span aria-hidden="true">{f.count(c.unreadCount)}</span>
                      <span className="sr-only">
                        {t("chat.list.unread", { count: c.unreadCount })}
                      </span>
                    </span>
                  )}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
