/**
 * Saved cars (favourites): one row per user and listing; `listings.saves` keeps the count for
 * the popularity sort. Only public (active) listings can be saved; saved cars that later sell
 * stay in the list with their status.
 */
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { favourites, listings, userActivity } from "#db/schema";
import { db } from "#db/connection";
import type { ListingCard } from "~/lib/api/types";
import { isListingId, isPublic } from "../shared/public-listings.server";
import { listingCardsByIds } from "../catalogue/search.server";
import { msg } from "~/i18n/messages";

/** Saves a listing; returns false when it is not a public listing. Saving twice is harmless. */
export async function saveFavourite(userId: string, listingId: string): Promise<boolean> {
  if (!isListingId(listingId)) return false;
  return db().transaction(async (tx) => {
    const [listing] = await tx
      .select({
        id: listings.id,
        sellerId: listings.sellerId,
        title: listings.title,
        price: listings.price,
      })
      .from(listings)
      .where(and(eq(listings.id, listingId), isPublic(new Date())));
    if (!listing) return false;
    const inserted = await tx
      .insert(favourites)
      .values({ userId, listingId, priceAtSave: listing.price })
      .onConflictDoNothing()
      .returning();
    if (inserted.length) {
      await tx
        .update(listings)
        .set({ saves: sql`${listings.saves} + 1` })
        .where(eq(listings.id, listingId));
      if (listing.sellerId !== userId) {
        await tx.insert(userActivity).values({
          userId: listing.sellerId,
          type: "listing_saved",
          listingId,
          message: msg("account.activity.saved", { title: listing.title }),
        });
      }
    }
    return true;
  });
}

export async function removeFavourite(userId: string, listingId: string): Promise<void> {
  if (!isListingId(listingId)) return;
  await db().transaction(async (tx) => {
    const removed = await tx
      .delete(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.listingId, listingId)))
      .returning();
    if (removed.length) {
      await tx
        .update(listings)
        .set({ saves: sql`greatest(${listings.saves} - 1, 0)` })
        .where(eq(listings.id, listingId));
    }
  });
}

/** Which of `listingIds` the user has saved. */
export async function savedIds(
  userId: string | null | undefined,
  listingIds: string[],
): Promise<string[]> {
  if (!userId || !listingIds.length) return [];
  const rows = await db()
    .select({ id: favourites.listingId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), inArray(favourites.listingId, listingIds)));
  return rows.map((r) => r.id);
}

/** The user's saved cars, most recently saved first. */
export async function listFavourites(userId: string): Promise<ListingCard[]> {
  const rows = await db()
    .select({ id: favourites.listingId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt))
    .limit(200);
  return listingCardsByIds(rows.map((r) => r.id));
}

/**
 * How the price of each of the user's saved cars changed since they saved it, in whole naira
 * (the price now minus the price then; negative is cheaper), by listing id. Cars saved before
 * prices were kept have no entry (docs/product.md#price-drop-alerts).
 */
export async function savedPriceChanges(userId: string): Promise<Record<string, number>> {
  const rows = await db()
    .select({
      id: favourites.listingId,
      change: sql<number>`(${listings.price} - ${favourites.priceAtSave})::float8`,
    })
    .from(favourites)
    .innerJoin(listings, eq(listings.id, favourites.listingId))
    .where(and(eq(favourites.userId, userId), isNotNull(favourites.priceAtSave)));
  return Object.fromEntries(rows.map((r) => [r.id, Number(r.change)]));
}
