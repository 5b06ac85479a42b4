/**
 * Forgetting the kept copies of the pages a change affects (docs/decisions/019-cacheable-pages.md,
 * Purges). Every command that changes what the public sees of a car or a seller calls
 * `purgePages` once its change is committed: a staff decision (approve, reject, flag, restore,
 * remove; suspend, activate), a sale, an edit (price, details, photos), a renewal, a deletion,
 * an expiry, a boost, a Verified badge, a price rating. It reaches every layer that keeps a page:
 *
 * - browse's cached totals in this process at once (models/shared/listing-counts.server.ts);
 * - every instance's worker page cache and totals, through PostgreSQL NOTIFY
 *   (services/page-purges.server.ts; `listenForPagePurges` below is each server's end);
 * - the CDN, when CDN_PURGE_URL is set, through the `purge-cdn` job, retried until it answers
 *   (services/cdn.server.ts).
 *
 * Browsers and apps never reuse a shareable answer without asking again (`max-age=0`:
 * request/cache-control.ts), so nothing else holds a stale copy.
 */
import { enqueue } from "~/services/queue.server";
import { cdnConfigured } from "~/services/cdn.server";
import { carKey, LISTINGS_KEY, sellerKey, SITE_KEY } from "~/services/page-keys.server";
import { announcePurge, listenForPurges } from "~/services/page-purges.server";
import { invalidateListingCounts } from "./listing-counts.server";

/**
 * What changed: the listings (by id) and the sellers (by user id) whose pages, cards and lists
 * are stale, or `everything` (a change to every listing at once, such as the nightly price
 * ratings). The lists of listings (browse, search, home) are always purged.
 */
export type PageChange =
  { listingIds?: readonly string[]; sellerIds?: readonly string[] } | "everything";

/** Above this many keys a purge drops everything instead (one bulk change, a few a day). */
const MAX_KEYS = 1000;

/** The surrogate keys (services/page-keys.server.ts) of the copies `change` makes stale. */
export function keysOf(change: PageChange): string[] {
  if (change === "everything") return [SITE_KEY];
  const keys = new Set([
    LISTINGS_KEY,
    ...(change.listingIds ?? []).map(carKey),
    ...(change.sellerIds ?? []).map(sellerKey),
  ]);
  return keys.size > MAX_KEYS ? [SITE_KEY] : [...keys];
}

/**
 * Purges every kept copy of the pages `change` affects (see the module comment). Call it after
 * the change is committed: a copy made from the old rows in between would otherwise be kept
 * again. It never throws: the change is made, and a purge that fails (the database or the
 * queue unreachable) is logged, leaving the copies to expire by themselves (a few seconds in
 * the workers, 30 s in a CDN).
 */
export async function purgePages(change: PageChange): Promise<void> {
  invalidateListingCounts();
  const keys = keysOf(change);
  try {
    await announcePurge(keys);
    if (cdnConfigured()) await enqueue("purge-cdn", { keys });
  } catch (error) {
    console.error("Page purge not sent:", (error as Error).message);
  }
}

/**
 * This server's end of the purges (server/app.ts): from now on, each purge announced by any
 * instance forgets this process's cached totals and hands `onKeys` the keys whose copies to drop
 * (`site` for all, after the listening connection dropped). Answers the function that stops.
 */
export function listenForPagePurges(
  onKeys: (keys: string[]) => void,
): Promise<() => Promise<void>> {
  return listenForPurges((keys) => {
    invalidateListingCounts();
    onKeys(keys);
  });
}
