/**
 * The conversation list of the messages screen: a search box (a GET form, `q`) and one link
 * per conversation with the other person's name, the car, the last message, its time and the
 * unread count.
 */
import { useFormat } from "~/i18n/react";
import { formatNaira } from "~/lib/format";
import { CHAT_TEXTS } from "~/lib/messages";
import type { ConversationSummary } from "~/models/messaging/conversations.server";

const shortFormats = new Map<string, { time: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();

/**
 * "14:05" today, else "21 Nov", in the reader's locale and time zone (`useFormat()`'s, docs/
 * decisions/023-languages.md): "today" is the reader's day.
 */
export function shortTime(
  iso: string,
  { locale, timeZone }: { locale: string; timeZone: string },
  now = new Date(),
): string {
  const key = `${locale}|${timeZone}`;
  let f = shortFormats.get(key);
  if (!f) {
    f = {
      time: new Intl.DateTimeFormat(locale, {
        timeZone,
        hour: "2-digit",
        minute: "2-digit",
        hour12: false,
      }),
      day: new Intl.DateTimeFormat(locale, { timeZone, day: "numeric", month: "short" }),
    };
    shortFormats.set(key, f);
  }
  const d = new Date(iso);
  return f.day.format(d) === f.day.format(now) ? f.time.format(d) : f.day.format(d);
}

export function ConversationList({
  conversations,
  selectedId,
  q,
}: {
  conversations: ConversationSummary[];
  selectedId: string | null;
  q: string;
}) {
  const f = useFormat();
  return (
    <>
      <h2 id="conversations-heading" className="sr-only">
        Conversations
      </h2>
      <form method="get" action="/chats" role="search" className="border-b border-slate-200 p-3">
        <label htmlFor="chat-search" className="sr-only">
          Search conversations
        </label>
        <div className="flex gap-2">
          <input
            id="chat-search"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            placeholder="Search by name or car"
            className="focus:border-brand-600 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
          <button
            type="submit"
            className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50"
          >
            Search
          </button>
        </div>
      </form>
      {conversations.length === 0 ? (
        <p className="p-6 text-center text-slate-700">{CHAT_TEXTS.noConversations}</p>
      ) : (
        <ul className="max-h-[70vh] divide-y divide-slate-100 overflow-y-auto">
          {conversations.map((c) => (
            <li key={c.id}>
              <a
                href={`/chat/${c.id}`}
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
                  {c.car ? `${c.car.title} · ${formatNaira(c.car.price)}` : CHAT_TEXTS.noCar}
                </span>
                <span className="mt-0.5 flex items-center justify-between gap-2">
                  <span className="truncate text-sm text-slate-700">
                    {c.status === "inactive" ? CHAT_TEXTS.inactive : c.lastMessage}
                  </span>
                  {c.unreadCount > 0 && (
                    <span className="bg-brand-600 shrink-0 rounded-full px-2 py-0.5 text-xs font-bold text-white">
                      {c.unreadCount}
                      <span className="sr-only"> unread</span>
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
