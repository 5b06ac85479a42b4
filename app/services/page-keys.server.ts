/**
 * Surrogate keys (cache tags) of shareable answers (docs/decisions/019-cacheable-pages.md, Purges):
 * the names of what a page or public API answer shows, so a change purges exactly the kept copies
 * that show it, in each worker's page cache (server/page-cache.ts) and in a CDN in front.
 *
 * - `site`: every shareable answer (added by the server, server/app.ts);
 * - `listings`: answers that list listings chosen from the whole catalogue (browse, the category
 *   pages, search, home and its counts, featured cars): any listing going live, leaving, or
 *   changing its price or rank may change them;
 * - `car-<listing id>`: answers that show that listing (its page, a card of it anywhere);
 * - `seller-<user id>`: answers that show that seller (their page, their cars' pages and cards,
 *   their reviews).
 *
 * Keys hold only letters, digits and hyphens: what Fastly's `Surrogate-Key`, Cloudflare's
 * `Cache-Tag` and Akamai's `Edge-Cache-Tag` all accept (Akamai refuses colons).
 *
 * The model functions that read what a page shows tag it (`tagPage`, `tagCards`) while the server
 * collects the tags of the request in hand (`collectPageKeys`), through Node's AsyncLocalStorage,
 * as the API's answer language is (request/api.server.ts). Outside a request (jobs, scripts,
 * tests) tagging does nothing.
 */
import { AsyncLocalStorage } from "node:async_hooks";

/** Every shareable answer carries it: purging it empties every cache. */
export const SITE_KEY = "site";

/** Answers that list listings picked from the whole catalogue. */
export const LISTINGS_KEY = "listings";

/** The key of the answers that show listing `id`. */
export const carKey = (id: string) => `car-${id}`;

/** The key of the answers that show seller `id`. */
export const sellerKey = (id: string) => `seller-${id}`;

const collecting = new AsyncLocalStorage<Set<string>>();

/** Runs `fn` collecting into `keys` every key the models tag meanwhile (the server, per request). */
export function collectPageKeys<T>(keys: Set<string>, fn: () => T): T {
  return collecting.run(keys, fn);
}

/** Adds `keys` to the answer being made, if any. */
export function tagPage(...keys: string[]): void {
  const into = collecting.getStore();
  if (into) for (const key of keys) into.add(key);
}

/** Tags the answer with each card's listing and seller (`{ id, seller: { id } }` or `sellerId`). */
export function tagCards(
  cards: readonly { id: string; sellerId?: string; seller?: { id: string } }[],
): void {
  const into = collecting.getStore();
  if (!into) return;
  for (const card of cards) {
    into.add(carKey(card.id));
    const seller = card.seller?.id ?? card.sellerId;
    if (seller) into.add(sellerKey(seller));
  }
}
