/**
 * Marketplace figures for the home page, counted in the database
 * (docs/product.md#product-decisions: marketing figures are never invented). Cached for a minute:
 * they change slowly and the home page is the busiest page.
 *
 * The states with a public listing are found by skipping through the state index (one probe
 * per state, about 25) rather than by `count(distinct state)`, which read and sorted every
 * public listing: 120 ms on PostgreSQL and 200-480 ms on PGlite at 100,000 listings, once a
 * minute per process, blocking PGlite's one connection meanwhile
 * (docs/decisions/003-performance.md, fourth session).
 */
import { and, eq, sql } from "drizzle-orm";
import { listings, users } from "#db/schema";
import { db, queryRows } from "#db/connection";
import { isPublic } from "../shared/public-listings.server";
import { onListingsChanged } from "../shared/listing-counts.server";
import { LISTINGS_KEY, tagPage } from "~/services/page-keys.server";

export type MarketplaceStats = { activeListings: number; verifiedSellers: number; states: number };

let cache: { at: number; value: MarketplaceStats } | undefined;
const TTL_MS = 60_000;
// A change to what is public (models/shared/page-purge.server.ts) counts again at once.
onListingsChanged(() => (cache = undefined));

export async function marketplaceStats(now = Date.now()): Promise<MarketplaceStats> {
  tagPage(LISTINGS_KEY);
  if (cache && now - cache.at < TTL_MS) return cache.value;
  const at = new Date(now);
  // listings_active_state_idx: the first state, then each next one after the last found.
  const live = isPublic(at);
  const [[l], [st], [u]] = await Promise.all([
    db()
      .select({ active: sql<number>`count(*)`.mapWith(Number) })
      .from(listings)
      .where(live),
    queryRows<{ states: number }>(sql`
      with recursive found(state) as (
        (select ${listings.state} from ${listings} where ${live} order by 1 limit 1)
        union all
        select (select l.state from ${listings} l
                where l.status = 'active' and l.expires_at > ${at.toISOString()}::timestamptz
                  and l.state > found.state
                order by l.state limit 1)
        from found where found.state is not null
      )
      select count(state)::int as states from found`),
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
  const value = {
    activeListings: l.active,
    verifiedSellers: u.verified,
    states: Number(st.states),
  };
  cache = { at: now, value };
  return value;
}
