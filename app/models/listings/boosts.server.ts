/**
 * Boosts (docs/product.md#plans-and-boosts): a boosted listing ranks first in relevance order and
 * carries the Featured badge while `featured_until` is in the future. Buying boosts arrives with
 * payments (docs/decisions/010-payments.md); ending them is the `end-boosts` job's: past boosts are
 * cleared and the seller is told. Ranking never waits for it: every read compares `featured_until`
 * with the time.
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
