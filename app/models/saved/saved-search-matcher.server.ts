/**
 * The saved-search matcher (docs/product.md#saved-searches;
 * docs/decisions/022-saved-search-alerts.md). When a listing becomes active (approved, renewed,
 * restored, live at once while review is off) `listingBecameActive` queues the
 * `match-saved-searches` job; the job's `matchListing` finds every saved search the listing
 * meets with one indexed statement and records each as a `saved_search_matches` row. That
 * table's primary key (search, listing) is what makes "never twice" a database rule: a car
 * matched again (renewed, restored) inserts nothing, and everything that tells anyone is
 * derived from the rows inserted now.
 *
 * Matching means exactly what browse (search.server.ts `filterConditions`) would show for the
 * search's query: make (lower-cased, canonical), category, price/year/mileage bounds (a car of
 * unknown mileage never meets a mileage bound), state (from the location slug), fuel and
 * transmission (any of), condition (any of its categories, or `certified`), features (all),
 * verified seller, one seller, and the search text by the same full-text rule (browse's
 * prefix tsquery against the listing's search vector). Browse's trigram fallback, used only
 * when a search finds nothing at all, depends on the whole catalogue and is not applied.
 * The seller's own searches are not matched to their own car.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { db } from "#db/connection";
import { listings, notifications, savedSearchMatches, savedSearches, users } from "#db/schema";
import { formatNaira } from "~/lib/format/format";
import { placeName } from "~/lib/catalogue/catalog";
import { enqueue } from "~/services/queue.server";
import { isPublic } from "../shared/public-listings.server";
import { noticeText, words } from "../shared/notifications.server";
import { languagesOf } from "../shared/preferences.server";

/**
 * Queues the matcher for listings that just became active (call after the change committed:
 * the job reads the listing as committed). Never throws for the queue: the listing's change
 * stands, and a failure to queue is logged.
 */
export async function listingBecameActive(...listingIds: string[]): Promise<void> {
  for (const listingId of listingIds) {
    try {
      await enqueue("match-saved-searches", { listingId });
    } catch (error) {
      console.error(`Saved-search matching not queued for ${listingId}:`, (error as Error).message);
    }
  }
}

/** One new match as the matcher found it. */
export type NewMatch = {
  savedSearchId: string;
  userId: string;
  name: string;
  frequency: "instant" | "daily" | "weekly" | "off";
};

/** The order in which a user's matching searches carry the notice: alerts first. */
const CARRIER_ORDER = { instant: 0, daily: 1, weekly: 2, off: 3 } as const;

/**
 * Finds the saved searches `listingId` meets and records the new ones. For each owner told
 * for the first time about this car, one search (an alerting one, instant first) carries the
 * in-app notification and the mail; the owner's other matches, and the matches of searches
 * turned off, are settled at once (never mailed). Answers the new matches and the instant
 * searches among the carriers. A listing that is not public (any more) matches nothing.
 */
export async function matchListing(
  listingId: string,
  now = new Date(),
): Promise<{ matches: NewMatch[]; instant: string[] }> {
  const listing = await publicListing(listingId, now);
  if (!listing) return { matches: [], instant: [] };
  return db().transaction(async (tx) => {
    const inserted = await tx.execute<{ saved_search_id: string; user_id: string }>(
      candidatesInsert(listing, now),
    );
    const rows = rowsOf<{ saved_search_id: string; user_id: string }>(inserted);
    if (!rows.length) return { matches: [], instant: [] };
    const searches = await tx
      .select({
        savedSearchId: savedSearches.id,
        userId: savedSearches.userId,
        name: savedSearches.name,
        frequency: savedSearches.frequency,
      })
      .from(savedSearches)
      .where(
        inArray(
          savedSearches.id,
          rows.map((r) => r.saved_search_id),
        ),
      );
    const userIds = [...new Set(searches.map((m) => m.userId))];
    const told = await tx
      .selectDistinct({ userId: savedSearchMatches.userId })
      .from(savedSearchMatches)
      .where(
        and(
          eq(savedSearchMatches.listingId, listingId),
          eq(savedSearchMatches.notified, true),
          inArray(savedSearchMatches.userId, userIds),
        ),
      );
    const alreadyTold = new Set(told.map((t) => t.userId));
    const byUser = new Map<string, NewMatch[]>();
    for (const m of searches) byUser.set(m.userId, [...(byUser.get(m.userId) ?? []), m]);
    const carriers: NewMatch[] = [];
    for (const [userId, own] of byUser) {
      if (alreadyTold.has(userId)) continue;
      const carrier = own
        .filter((m) => m.frequency !== "off")
        .sort((a, b) => CARRIER_ORDER[a.frequency] - CARRIER_ORDER[b.frequency])[0];
      if (carrier) carriers.push(carrier);
    }
    const carrierIds = carriers.map((c) => c.savedSearchId);
    const isCarrier = new Set(carrierIds);
    const settled = searches.map((m) => m.savedSearchId).filter((id) => !isCarrier.has(id));
    if (settled.length)
      await tx
        .update(savedSearchMatches)
        .set({ mailedAt: now })
        .where(
          and(
            eq(savedSearchMatches.listingId, listingId),
            inArray(savedSearchMatches.savedSearchId, settled),
          ),
        );
    if (carrierIds.length)
      await tx
        .update(savedSearchMatches)
        .set({ notified: true })
        .where(
          and(
            eq(savedSearchMatches.listingId, listingId),
            inArray(savedSearchMatches.savedSearchId, carrierIds),
          ),
        );
    // The notices in one statement per thousand (notify() writes one row a call): a car can
    // match thousands of searches. The link is a path of our own (`/car/<id>`).
    const where = placeName(listing.state, listing.city);
    // Each title in its reader's language (docs/decisions/023-languages.md, "Notifications").
    const language = await languagesOf(
      carriers.map((c) => c.userId),
      tx,
    );
    for (let i = 0; i < carriers.length; i += 1000) {
      await tx.insert(notifications).values(
        carriers.slice(i, i + 1000).map((c) => ({
          userId: c.userId,
          type: "saved_search_match" as const,
          title: noticeText(
            language.get(c.userId)!,
            words("mail.note.searchMatch", { name: c.name }),
          ).slice(0, 200),
          body: `${listing.title}, ${formatNaira(listing.price)}, ${where}`.slice(0, 1000),
          link: `/car/${listing.id}`,
        })),
      );
    }
    return {
      matches: searches,
      instant: carriers.filter((c) => c.frequency === "instant").map((c) => c.savedSearchId),
    };
  });
}

type Candidate = {
  id: string;
  make: string;
  state: string;
  category: string;
  sellerId: string;
  sellerVerified: boolean;
};

/**
 * The one statement that records the matches of a listing: the saved searches whose make,
 * state and category are the listing's or "any" ('') come from `saved_searches_match_idx`
 * (at most eight index descents), and only those are tested on the other filters, the text
 * last. Searches already matched to the car are left alone (`on conflict do nothing`).
 */
function candidatesInsert(l: Candidate, now: Date) {
  return sql`
    insert into ${savedSearchMatches} (saved_search_id, listing_id, user_id, created_at)
    select s.id, l.id, s.user_id, ${now.toISOString()}::timestamptz
    ${candidates(l)}
    on conflict do nothing
    returning saved_search_id, user_id`;
}

/** The FROM and WHERE of the saved searches `l` meets (see candidatesInsert). */
function candidates(l: Candidate) {
  return sql`
    from ${savedSearches} s, ${listings} l
    where l.id = ${l.id}
      and s.make in (${l.make.toLowerCase()}, '')
      and s.state in (${l.state}, '')
      and s.category in (${l.category}, '')
      and s.user_id <> ${l.sellerId}
      and (s.min_price is null or s.min_price <= l.price)
      and (s.max_price is null or s.max_price >= l.price)
      and (s.min_year is null or s.min_year <= l.year)
      and (s.max_year is null or s.max_year >= l.year)
      and (s.min_mileage is null or s.min_mileage <= l.mileage)
      and (s.max_mileage is null or s.max_mileage >= l.mileage)
      and (cardinality(s.fuel_types) = 0 or l.fuel_type = any(s.fuel_types))
      and (cardinality(s.transmissions) = 0 or l.transmission = any(s.transmissions))
      and (cardinality(s.conditions) = 0 or l.category = any(s.conditions)
           or (l.certified and 'certified' = any(s.conditions)))
      and s.features <@ l.features
      and (not s.verified_only or ${l.sellerVerified})
      and (s.seller_id is null or s.seller_id = l.seller_id)
      and (s.tsquery is null or l.search_vector @@ to_tsquery('simple', s.tsquery))`;
}

/**
 * The instant searches with a match for `listingId` not yet mailed: what the match job hands
 * to `saved-search-instant`. Read from the rows rather than from what `matchListing` inserted,
 * so a job retried after its matches were written still queues their mail.
 */
export async function instantSearchesToMail(listingId: string): Promise<string[]> {
  const rows = await db()
    .select({ id: savedSearchMatches.savedSearchId })
    .from(savedSearchMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .where(
      and(
        eq(savedSearchMatches.listingId, listingId),
        isNull(savedSearchMatches.mailedAt),
        eq(savedSearches.frequency, "instant"),
      ),
    );
  return rows.map((r) => r.id);
}

/** The listing as the matcher reads it, or null when it is not public. */
async function publicListing(listingId: string, now: Date) {
  const [listing] = await db()
    .select({
      id: listings.id,
      title: listings.title,
      make: listings.make,
      price: listings.price,
      state: listings.state,
      city: listings.city,
      category: listings.category,
      sellerId: listings.sellerId,
      sellerVerified: users.verified,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(and(eq(listings.id, listingId), isPublic(now)));
  return listing ?? null;
}

/**
 * How many saved searches a public listing meets (matched before or not), read only: the
 * lookup alone, without writing matches or notices (the bench times it apart).
 */
export async function countMatchingSearches(listingId: string, now = new Date()) {
  const listing = await publicListing(listingId, now);
  if (!listing) return 0;
  const [row] = rowsOf<{ n: number }>(
    await db().execute(sql`select count(*)::int as n ${candidates(listing)}`),
  );
  return Number(row.n);
}

/** The rows of a raw statement's answer, as PGlite (`rows`) or postgres.js (an array) give it. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
