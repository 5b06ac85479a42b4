/**
 * In-app notifications: new message, listing approved or
 * rejected, payment succeeded or failed, verification decided, security alerts. Each row
 * belongs to one user; the nav shows the unread count. Links are paths inside the site.
 *
 * A notice is written in its reader's language when it is created (their saved preference,
 * docs/decisions/023-languages.md, "Notifications"): a title or body given as `words(key,
 * values)` is translated then; plain text (a staff member's words, a provider's message) is
 * stored as it is.
 *
 * Errors: none of its own; a user id that does not exist fails the foreign key (callers pass
 * the user the event is about).
 */
import { and, count, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { db } from "#db/connection";
import { notifications } from "#db/schema";
import { translator } from "~/i18n/server/catalogues.server";
import type { MessageKey, MessageValues } from "~/i18n/keys";
import type { Language } from "~/i18n/languages";
import type { NotificationType } from "~/lib/vocabulary/domain-trust";
import { languagesOf } from "./preferences.server";

type Executor = Pick<ReturnType<typeof db>, "insert" | "select">;

/** A text to write in the reader's language: a `mail` catalogue key and its values. */
export type Words = { key: MessageKey; values?: MessageValues };

/** `words("mail.note.paid", { what })`: a notice's text, translated for each reader. */
export const words = (key: MessageKey, values?: MessageValues): Words => ({ key, values });

/** A notice's text in `language`: `Words` translated, plain text as it is. */
export function noticeText(language: Language, text: string | Words | undefined): string {
  if (text === undefined) return "";
  return typeof text === "string" ? text : translator(language)(text.key, text.values);
}

export type NewNotification = {
  type: NotificationType;
  /** One line, shown bold (at most 200 characters are kept). */
  title: string | Words;
  /** Optional detail (at most 1,000 characters are kept). */
  body?: string | Words;
  /** A path inside the site (`/chats/...`); anything else is dropped. */
  link?: string | null;
};

/** Adds a notification for `userId` (inside the caller's transaction when `exec` is one). */
export async function notify(userId: string, n: NewNotification, exec: Executor = db()) {
  const link = n.link && n.link.startsWith("/") && !n.link.startsWith("//") ? n.link : null;
  const translated =
    typeof n.title !== "string" || (n.body !== undefined && typeof n.body !== "string");
  const language = translated ? (await languagesOf([userId], exec)).get(userId)! : "en";
  await exec.insert(notifications).values({
    userId,
    type: n.type,
    title: noticeText(language, n.title).slice(0, 200),
    body: noticeText(language, n.body).slice(0, 1000),
    link,
  });
}

export type NotificationView = {
  id: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  /** ISO 8601. */
  createdAt: string;
};

/**
 * A page of `userId`'s notifications, newest first (to the millisecond, then by id). `before`
 * (an ISO time and id from the last row of the previous page) pages by keyset, never by offset.
 */
export async function listNotifications(
  userId: string,
  options: { limit?: number; before?: { createdAt: string; id: string } | null } = {},
): Promise<NotificationView[]> {
  const limit = Math.min(Math.max(options.limit ?? 30, 1), 100);
  const b = options.before;
  // The cursor's time is an ISO string, to the millisecond; the column keeps microseconds. Pages
  // compare and sort at the cursor's precision, or a notification written in the same
  // millisecond as the last row of a page, just after it, would fall between two pages.
  const at = sql<Date>`date_trunc('milliseconds', ${notifications.createdAt})`;
  const rows = await db()
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        b
          ? or(
              lt(at, new Date(b.createdAt)),
              and(eq(at, new Date(b.createdAt)), lt(notifications.id, b.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(at), desc(notifications.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    title: r.title,
    body: r.body,
    link: r.link,
    read: r.readAt !== null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** How many of `userId`'s notifications are unread (the nav badge). */
export async function unreadNotificationCount(userId: string): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * Marks `userId`'s notifications read: the ones in `ids` (others' ids are ignored), or all
 * when `ids` is omitted. Answers how many changed.
 */
export async function markNotificationsRead(userId: string, ids?: string[]): Promise<number> {
  if (ids && ids.length === 0) return 0;
  const changed = await db()
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}
