/**
 * How the admin lists page, as their OpenAPI entries say it (docs/decisions/013-admin-panel.md:
 * staff lists page by number, or by keyset for a queue that moves while it is read).
 */
import { MAX_PAGE } from "~/lib/pagination";

/** The paging parameters of every admin list: by page number with `pagination`, or by index. */
export const PAGING = (what: string) => ({
  page: {
    description: `Page number, from 1 (default 1); answered with \`pagination\`. Past the last page: no ${what}.`,
    schema: { type: "integer", minimum: 1, maximum: MAX_PAGE, default: 1 },
  },
  limit: {
    description: `${what[0].toUpperCase()}${what.slice(1)} per page, 1-100 (default 50).`,
    schema: { type: "integer", minimum: 1, maximum: 100, default: 50 },
  },
  before:
    "Instead of `page`: the previous page's `nextBefore`, to read the next page by index (`pagination` is then null).",
});

/** How the list answers say they page. */
export const PAGED =
  "Paged by `page`/`limit` with `pagination {currentPage, totalPages, total, limit}` (counted with the same filters), or by index: pass `nextBefore` as `before` (null on the last page; `pagination` is then null).";
