/**
 * Saved searches' choices and limits (docs/product.md#saved-searches), without zod: browse's
 * "Save this search" form reads them in the browser, and zod (lib/catalogue/saved-searches.ts, the input
 * schemas) would add about 24 KB gzip to browse's first visit (docs/decisions/003-performance.md).
 */

/** How often the owner hears of new matches: at once (then at most hourly), a digest, or never. */
export const SAVED_SEARCH_FREQUENCIES = ["instant", "daily", "weekly", "off"] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

/** The most saved searches one user may keep. */
export const MAX_SAVED_SEARCHES = 20;
/** The longest name of a saved search (characters). */
export const MAX_SEARCH_NAME = 60;
