/**
 * Boosts (docs/product.md#plans-and-boosts): a boosted listing carries the Featured badge while
 * `featured_until` is in the future and takes one of the paid places, at most
 * `FEATURED_PLACES` at the top of each page in relevance order (`featuredPlaces`,
 * docs/decisions/028-featured-places.md). Buying boosts arrives with payments
 * (docs/decisions/010-payments.md); ending them is the `end-boosts` job's: past boosts are
 * cleared and the seller is told. Ranking never waits for it: every read compares
 * `featured_until` with the time.
 */
import { and, isNotNull, lte } from "drizzle-orm";
import { db } from "#db/connection";
import { listings } from "#db/schema";
import { recordActivity } from "../shared/audit.server";
import { purgePages } from "../shared/page-purge.server";
import { msg } from "~/i18n/messages";

/** Clears boosts whose end has passed; answers how many ended. */
export async function endFinishedBoosts(now = new Date()): Promise<number> {
  const ended = await db()
    .update(listings)
    .set({ featuredUntil: null })
    .where(and(isNotNull(listings.featuredUntil), lte(listings.featuredUntil, now)))
    .returning({ id: listings.id, sellerId: listings.sellerId, title: listings.title });
  for (const l of ended) {
    await recordActivity(
      l.sellerId,
      "boost_ended",
      l.id,
      msg("account.activity.boostEnded", { title: l.title }),
    );
  }
  if (ended.length)
    await purgePages({
      listingIds: ended.map((l) => l.id),
      sellerIds: ended.map((l) => l.sellerId),
    });
  return ended.length;
}

/** The most places at the top of a results page that boosted listings take (design brief). */
export const FEATURED_PLACES = 4;

/** Where one results page's cars come from (positions count from 0). */
export type FeaturedPlaces = {
  /**
   * How many boosted listings take a paid place on some page: the first `placed` of the
   * boosted listings in the page's order. Only fewer than all of them when the results have
   * fewer places than boosted listings (a narrow filter); the others follow in the order.
   */
  placed: number;
  /** This page's paid places: positions `offset` to `offset + count` of the boosted listings. */
  featured: { offset: number; count: number };
  /** The rest of the page: positions of every other result (the placed ones left out). */
  rest: { offset: number; count: number };
};

/**
 * Lays out page `page` (from 1) of `limit` cars out of `total` results of which `boosted` are
 * boosted: the first `min(4, limit)` places of every page go to the boosted listings in the
 * page's order until each has had one, and the remaining places follow the order over all other
 * results (docs/decisions/028-featured-places.md). Pages laid end to end show every result once:
 * no car twice, none lost. A page past the end has no places.
 */
export function featuredPlaces(
  total: number,
  boosted: number,
  page: number,
  limit: number,
): FeaturedPlaces {
  const perPage = Math.min(FEATURED_PLACES, limit);
  const pages = Math.max(1, Math.ceil(total / limit));
  const lastPageSize = total - limit * (pages - 1);
  const places = perPage * (pages - 1) + Math.min(perPage, lastPageSize);
  const placed = Math.max(0, Math.min(boosted, places));
  const before = page - 1;
  const size = Math.max(0, Math.min(limit, total - before * limit));
  const featured = Math.min(size, Math.max(0, Math.min(perPage, placed - perPage * before)));
  return {
    placed,
    featured: { offset: perPage * before, count: featured },
    rest: { offset: before * limit - Math.min(placed, perPage * before), count: size - featured },
  };
}
