/**
 * Saved-search alert mail and SMS (docs/product.md#saved-searches;
 * docs/decisions/022-saved-search-alerts.md):
 *
 * - instant: the first car at once, then at most one mail per search an hour with what arrived
 *   meanwhile (`sendInstantAlert`; a delayed `saved-search-instant` job, one queued per search,
 *   collects the rest when the hour is up);
 * - daily and weekly digests (`sendDigests`, the morning crons): up to DIGEST_CARS cars each
 *   with photo, price, the fair-price rating when the car has one by then and the seller's
 *   review average, and how many more there are.
 *
 * Every mail is `kind: "alert"`, so the send-mail job drops it unless the owner has e-mail
 * notifications on; an SMS goes with it only when they chose SMS notifications and have a
 * verified phone. Each mail carries a signed one-click unsubscribe link (`List-Unsubscribe`,
 * `List-Unsubscribe-Post`, RFC 8058) that turns that search's alerts off.
 *
 * Resumable and at most once: a search's unmailed matches are claimed (`mailed_at` set) and
 * the search's row locked in one transaction before the mail is queued; a job that fails
 * after the claim sends nothing twice, and a rerun picks up only what is still unclaimed.
 */
import { and, asc, eq, exists, gt, isNull, sql } from "drizzle-orm";
import { db } from "#db/connection";
import { savedSearchMatches, savedSearches, users } from "#db/schema";
import { getEnv } from "~/env.server";
import { photoUrl } from "~/lib/api/images";
import { SITE } from "~/lib/format/site";
import type { ListingCard } from "~/lib/api/types";
import { escapeHtml, queueMail } from "~/services/mail.server";
import { enqueue } from "~/services/queue.server";
import { queueSms } from "~/services/sms.server";
import { mailReader } from "~/i18n/server/mail.server";
import { wantsSms } from "../shared/preferences.server";
import { listingCardsByIds } from "../catalogue/search.server";
import { settleUnmailed } from "./saved-searches.server";
import { linkToken, verifiedLinkPayload } from "../shared/signed-links.server";

/** At most one instant alert mail per search in this long (ms). */
export const INSTANT_INTERVAL_MS = 3600_000;
/** The most cars one alert mail shows. */
export const DIGEST_CARS = 20;

type Claimed = {
  search: { id: string; name: string; query: string; userId: string };
  user: { email: string; firstName: string; phone: string | null; phoneVerified: boolean };
  listingIds: string[];
};

/**
 * Claims the unmailed matches of `searchId` if it still has `frequency` (and, for instant, its
 * hour is up): locks the search's row, marks the matches mailed and, for instant, the time.
 * Answers what was claimed, `{ wait: Date }` when the instant hour is not up yet, or null.
 */
async function claim(
  searchId: string,
  frequency: "instant" | "daily" | "weekly",
  now: Date,
): Promise<Claimed | { wait: Date } | null> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: savedSearches.id,
        name: savedSearches.name,
        query: savedSearches.query,
        userId: savedSearches.userId,
        frequency: savedSearches.frequency,
        lastMailedAt: savedSearches.lastMailedAt,
        email: users.email,
        firstName: users.firstName,
        phone: users.phone,
        phoneVerifiedAt: users.phoneVerifiedAt,
      })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.userId))
      .where(and(eq(savedSearches.id, searchId), eq(users.status, "active")))
      .for("update", { of: savedSearches });
    if (!row || row.frequency !== frequency) return null;
    if (
      frequency === "instant" &&
      row.lastMailedAt &&
      now.getTime() - row.lastMailedAt.getTime() < INSTANT_INTERVAL_MS
    )
      return { wait: new Date(row.lastMailedAt.getTime() + INSTANT_INTERVAL_MS) };
    const claimed = await tx
      .update(savedSearchMatches)
      .set({ mailedAt: now })
      .where(
        and(eq(savedSearchMatches.savedSearchId, searchId), isNull(savedSearchMatches.mailedAt)),
      )
      .returning({
        listingId: savedSearchMatches.listingId,
        createdAt: savedSearchMatches.createdAt,
      });
    if (!claimed.length) return null;
    if (frequency === "instant")
      await tx
        .update(savedSearches)
        .set({ lastMailedAt: now })
        .where(eq(savedSearches.id, searchId));
    claimed.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return {
      search: { id: row.id, name: row.name, query: row.query, userId: row.userId },
      user: {
        email: row.email,
        firstName: row.firstName,
        phone: row.phone,
        phoneVerified: row.phoneVerifiedAt !== null,
      },
      listingIds: claimed.map((c) => c.listingId),
    };
  });
}

/**
 * The instant alert of one search: mails what it has unmailed now when its hour is up, or
 * queues one `saved-search-instant` job for when it is (one per search: the queue refuses a
 * second while one waits). Answers whether a mail was queued.
 */
export async function sendInstantAlert(searchId: string, now = new Date()): Promise<boolean> {
  const claimed = await claim(searchId, "instant", now);
  if (!claimed) return false;
  if ("wait" in claimed) {
    await enqueue(
      "saved-search-instant",
      { searchId },
      { startAfter: claimed.wait, singletonKey: searchId },
    );
    return false;
  }
  return mailClaimed(claimed, "instant", now);
}

/**
 * The daily or weekly digests: every search of that frequency with unmailed matches gets one
 * mail. Works in batches and resumes where a failed run stopped. Answers how many were mailed.
 */
export async function sendDigests(
  frequency: "daily" | "weekly",
  now = new Date(),
): Promise<number> {
  let sent = 0;
  // Keyset pages by id: a search that cannot be mailed now (its owner suspended) is passed
  // over, never read again in this run.
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const batch = await db()
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(
        and(
          eq(savedSearches.frequency, frequency),
          gt(savedSearches.id, after),
          exists(
            db()
              .select({ one: sql`1` })
              .from(savedSearchMatches)
              .where(
                and(
                  eq(savedSearchMatches.savedSearchId, savedSearches.id),
                  isNull(savedSearchMatches.mailedAt),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(savedSearches.id))
      .limit(200);
    if (!batch.length) return sent;
    for (const { id } of batch) {
      const claimed = await claim(id, frequency, now);
      if (claimed && !("wait" in claimed) && (await mailClaimed(claimed, frequency, now))) sent++;
    }
    after = batch.at(-1)!.id;
  }
}

/** Queues the mail (and SMS) for claimed matches; the cars no longer on sale are left out. */
async function mailClaimed(
  claimed: Claimed,
  frequency: "instant" | "daily" | "weekly",
  now: Date,
): Promise<boolean> {
  const cards = (await listingCardsByIds(claimed.listingIds, now)).filter(
    (c) => c.status === "active",
  );
  if (!cards.length) return false;
  const { search, user } = claimed;
  const env = getEnv();
  const origin = env.appUrl;
  // In the saver's language, linking to pages in it (docs/decisions/023-languages.md).
  const { t, link, f } = await mailReader(search.userId);
  const shown = cards.slice(0, DIGEST_CARS);
  const more = cards.length - shown.length;
  const unsubscribe = link(`/saved-searches/unsubscribe?token=${unsubscribeToken(search.id)}`);
  const browse = link(`/browse${search.query ? `?${search.query}` : ""}`);
  const manage = link("/saved-searches");
  const count = cards.length;
  const subject =
    frequency === "instant"
      ? t("mail.search.subjectInstant", { name: search.name, count, title: cards[0].title })
      : t("mail.search.subjectDigest", { frequency, name: search.name, count });
  const details = (c: ListingCard) =>
    (c.priceRating ? `, ${t(`mail.rating.${c.priceRating}`)}` : "") +
    (c.seller.rating !== null
      ? `, ${t("mail.search.sellerRated", { rating: c.seller.rating })}`
      : "");
  const lines = shown.map(
    (c) =>
      `- ${c.title}, ${f.naira(c.price)}, ${c.location}${details(c)}\n  ${link(`/car/${c.id}`)}`,
  );
  const andMore = t("mail.search.more", { count: more });
  const text =
    `${t("mail.hello", { name: user.firstName })}\n\n` +
    `${t("mail.search.intro", { site: SITE.name, name: search.name })}\n\n` +
    `${lines.join("\n")}\n` +
    (more ? `\n${andMore}: ${browse}\n` : "") +
    `\n${t("mail.search.seeAll")}: ${browse}\n${t("mail.search.manage")}: ${manage}\n\n` +
    `${t("mail.search.unsubscribe")}: ${unsubscribe}\n`;
  const uploads = env.uploadsBase || origin;
  const html =
    `<p>${escapeHtml(t("mail.hello", { name: user.firstName }))}</p>` +
    `<p>${escapeHtml(t("mail.search.intro", { site: SITE.name, name: search.name }))}</p>` +
    `<table role="presentation" cellpadding="6">${shown.map((c) => carRow(c, link(`/car/${c.id}`), uploads, f.naira(c.price), details(c))).join("")}</table>` +
    (more ? `<p><a href="${escapeHtml(browse)}">${escapeHtml(andMore)}</a></p>` : "") +
    `<p><a href="${escapeHtml(browse)}">${escapeHtml(t("mail.search.seeAll"))}</a> · <a href="${escapeHtml(manage)}">${escapeHtml(t("mail.search.manage"))}</a></p>` +
    `<p><a href="${escapeHtml(unsubscribe)}">${escapeHtml(t("mail.search.unsubscribe"))}</a></p>`;
  await queueMail({
    to: user.email,
    userId: search.userId,
    kind: "alert",
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
  if (user.phone && user.phoneVerified && (await wantsSms(search.userId, "alert"))) {
    await queueSms({
      to: user.phone,
      userId: search.userId,
      kind: "alert",
      text: t("mail.sms.newCars", {
        site: SITE.name,
        count,
        name: [...search.name].slice(0, 30).join(""),
        link: count === 1 ? link(`/car/${cards[0].id}`) : browse,
      }),
    });
  }
  return true;
}

/** One car of the HTML digest: photo, title, and its price and details as written. */
function carRow(c: ListingCard, link: string, uploads: string, price: string, details: string) {
  const width = c.photo ? (c.photo.widths.find((w) => w >= 320) ?? c.photo.widths.at(-1)) : null;
  const img =
    c.photo && width
      ? `<img src="${photoUrl(c.photo.storageKey, width, uploads)}" width="160" alt="${escapeHtml(c.title)}">`
      : "";
  return (
    `<tr><td><a href="${escapeHtml(link)}">${img}</a></td>` +
    `<td><a href="${escapeHtml(link)}"><strong>${escapeHtml(c.title)}</strong></a><br>` +
    `${escapeHtml(price)} · ${escapeHtml(c.location)}${escapeHtml(details)}</td></tr>`
  );
}

/** What a saved search's unsubscribe signature is made for (mixed into the HMAC). */
const UNSUBSCRIBE = "saved-search-unsubscribe";

/** The signed token of a search's unsubscribe link: `<id>.<HMAC-SHA256>` (no expiry). */
export function unsubscribeToken(searchId: string): string {
  return linkToken(UNSUBSCRIBE, searchId);
}

/** The search id a whole token was signed for, or null when it is not exactly that token. */
function verifiedSearchId(token: string): string | null {
  const id = verifiedLinkPayload(UNSUBSCRIBE, token, 200);
  return id && /^[0-9a-f-]{36}$/.test(id) ? id : null;
}

/** The search an unsubscribe link names (its name and whether it still alerts), or null. */
export async function unsubscribeTarget(token: string) {
  const id = verifiedSearchId(token);
  if (!id) return null;
  const [row] = await db()
    .select({ name: savedSearches.name, frequency: savedSearches.frequency })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  return row ?? null;
}

/**
 * Turns the linked search's alerts off (frequency `off`; its unmailed matches settled). No
 * sign-in: the signed token is the authority. Answers the search's name, or null for a bad
 * token or a deleted search. Doing it twice is fine.
 */
export async function unsubscribeSavedSearch(token: string): Promise<string | null> {
  const id = verifiedSearchId(token);
  if (!id) return null;
  return db().transaction(async (tx) => {
    const [row] = await tx
      .update(savedSearches)
      .set({ frequency: "off", updatedAt: new Date() })
      .where(eq(savedSearches.id, id))
      .returning({ name: savedSearches.name });
    if (row) await settleUnmailed(tx, id);
    return row?.name ?? null;
  });
}
