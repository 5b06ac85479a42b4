/**
 * Marketplace figures for the home page, counted in the database
 * (docs/product.md#product-decisions: marketing figures are never invented). Cached for a minute:
 * they change slowly and the home page is the busiest page.
 */
import { and, eq, sql } from "drizzle-orm";
import { listings, users } from "#db/schema";
import { db } from "#db/connection";
import { isPublic } from "../shared/public-listings.server";

export type MarketplaceStats = { activeListings: number; verifiedSellers: number; states: number };

let cache: { at: number; value: MarketplaceStats } | undefined;
const TTL_MS = 60_000;

export async function marketplaceStats(now = Date.now()): Promise<MarketplaceStats> {
  if (cache && now - cache.at < TTL_MS) return cache.value;
  const [[l], [u]] = await Promise.all([
    db()
      .select({
        active: sql<number>`count(*)`.mapWith(Number),
        states: sql<number>`count(distinct ${listings.state})`.mapWith(Number),
      })
      .from(listings)
      .where(isPublic(new Date(now))),
    db()
      .select({ verified: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(
        and(
          eq(users.verified, true),
          eq(users.status, "active"),
          sql`${users.accountType} <> 'buyer'`,
        ),
      ),
  ]);
  const value = { activeListings: l.active, verifiedSellers: u.verified, states: l.states };
  cache = { at: now, value };
  return value;
}
