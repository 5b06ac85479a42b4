/**
 * The recently viewed cars of a visitor who is not signed in
 * (docs/product.md#recently-viewed-and-similar-cars): the `mm_recent` cookie, set by the view
 * beacon (routes/public/car/view-beacon.ts) on every path, read only by the home page. This
 * module holds what the worker's page cache (server/page-cache.ts) must know about it too, so
 * it imports nothing of the server's: the name and the routes whose answers it changes.
 */

/** The cookie's name. */
export const RECENT_COOKIE = "mm_recent";

/**
 * The route ids (app/routes.ts) whose loaders read the cookie: the home page, which shows the
 * strip. Its addresses are found in the route table (server/route-matcher.ts): `/`, `/ha`, `/yo`,
 * `/ig` and their client-navigation data (`/_root.data`, `/ha.data`). Every other page (browse,
 * a car) ignores the cookie and stays shared.
 */
export const RECENT_COOKIE_READERS: readonly string[] = ["home"];
