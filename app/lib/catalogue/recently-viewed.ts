/**
 * Recently viewed cars (docs/product.md#recently-viewed-and-similar-cars): how many are kept,
 * for visitors (the `mm_recent` cookie) and signed-in users (the `recently_viewed` table) alike.
 */
export const RECENT_LIMIT = 12;
