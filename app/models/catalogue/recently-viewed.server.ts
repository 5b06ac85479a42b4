/**
 * Recently viewed cars of signed-in users (docs/product.md#recently-viewed-and-similar-cars):
 * the `recently_viewed` table keeps each user's last 12 (`RECENT_LIMIT`), newest first, written
 * by the car page's view beacon; a visitor's cookie list is merged in at sign-in. Lists show only
 * public (active) cars: a sold or removed one drops out of the list shown, and its row goes
 * with the next views.
 *
 * Each write takes the user's advisory lock, so two beacons at once never leave more than 12.
 * Errors: none of their own; a listing id that is not a public listing is ignored.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { db } from "#db/connection";
import { listings, recentlyViewed } from "#db/schema";
import { RECENT_LIMIT } from "~/lib/catalogue/recently-viewed";
import { toCardView, type CardView } from "~/lib/api/types";
import { isListingId, isPublic } from "../shared/public-listings.server";
import type { Tx } from "../shared/locks.server";
import { listingCardsByIds } from "./search.server";

/** The namespace of the per-user lock of these writes (a number no other code uses). */
const RECENT_LOCK = 727_334;

/**
 * Records views of `listingIds` (newest first) by `userId` at `now`, keeping the newest 12.
 * Ids that are not public listings are skipped. One view moves a car to the front.
 */
export async function recordRecentViews(
  userId: string,
  listingIds: string[],
  now = new Date(),
): Promise<void> {
  const ids = [...new Set(listingIds.filter((id) => isListingId(id)))].slice(0, RECENT_LIMIT);
  if (!ids.length) return;
  await db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RECENT_LOCK}, hashtext(${userId}))`);
    const live = await tx
      .select({ id: listings.id })
      .from(listings)
      .where(and(inArray(listings.id, ids), isPublic(now)));
    const known = new Set(live.map((l) => l.id));
    const rows = ids
      .filter((id) => known.has(id))
      // The first is the newest: a millisecond apart keeps the order.
      .map((listingId, i) => ({
        userId,
        listingId,
        viewedAt: new Date(now.getTime() - i),
      }));
    if (!rows.length) return;
    await tx
      .insert(recentlyViewed)
      .values(rows)
      .onConflictDoUpdate({
        target: [recentlyViewed.userId, recentlyViewed.listingId],
        set: { viewedAt: sql`greatest(${recentlyViewed.viewedAt}, excluded.viewed_at)` },
      });
    await trim(tx, userId);
  });
}

/** Deletes the user's rows beyond the newest `RECENT_LIMIT`. */
async function trim(tx: Tx, userId: string) {
  await tx.execute(sql`
    delete from recently_viewed where user_id = ${userId} and listing_id not in (
      select listing_id from recently_viewed where user_id = ${userId}
      order by viewed_at desc limit ${RECENT_LIMIT})`);
}

/** Forgets every car the user viewed (the lists' Clear). */
export async function clearRecentViews(userId: string): Promise<void> {
  await db().delete(recentlyViewed).where(eq(recentlyViewed.userId, userId));
}

/** The user's recently viewed car ids, newest first (at most 12, any status). */
async function recentIdsOf(userId: string): Promise<string[]> {
  const rows = await db()
    .select({ id: recentlyViewed.listingId })
    .from(recentlyViewed)
    .where(eq(recentlyViewed.userId, userId))
    .orderBy(desc(recentlyViewed.viewedAt))
    .limit(RECENT_LIMIT);
  return rows.map((r) => r.id);
}

/**
 * The cards of the recently viewed cars, newest first: the signed-in user's (`userId`), else the
 * visitor's cookie list (`cookieIds`). Only public listings; at most 12.
 */
export async function recentlyViewedCards(
  who: { userId: string } | { cookieIds: string[] },
  now = new Date(),
): Promise<CardView[]> {
  const ids = "userId" in who ? await recentIdsOf(who.userId) : who.cookieIds;
  const wanted = ids.filter((id) => isListingId(id)).slice(0, RECENT_LIMIT);
  if (!wanted.length) return [];
  const live = await db()
    .select({ id: listings.id })
    .from(listings)
    .where(and(inArray(listings.id, wanted), isPublic(now)));
  const known = new Set(live.map((l) => l.id));
  const cards = await listingCardsByIds(
    wanted.filter((id) => known.has(id)),
    now,
  );
  return cards.map(toCardView);
}
