/**
 * Page-number paging, as every list of the `/api/*` contract answers it (`GET /api/cars`, a
 * seller's listings, the admin lists: docs/decisions/013-admin-panel.md): `?page=` (from 1) and
 * `?limit=`, answered with `pagination {currentPage, totalPages, total, limit}`. A page past
 * the end is an empty page, never an error; `totalPages` is at least 1.
 */
import { z } from "zod";
import type { Pagination } from "./types";

export type { Pagination };

/** The highest page number a query may ask for (a bigger one is a 400, not a huge OFFSET). */
export const MAX_PAGE = 1_000_000;

/**
 * A query parameter that must be a whole number from `min` to `max`, written in digits ("2",
 * not "2.0", "1e2" or "two"); `message` is the 400's text for anything else.
 */
export const wholeNumberParam = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\d{1,16}$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/** `page` and `limit` of a list query: page from 1 (optional), limit 1 to `maxLimit`. */
export const pagingParams = (maxLimit: number, defaultLimit: number) => ({
  page: wholeNumberParam(
    1,
    MAX_PAGE,
    `page must be a whole number from 1 to ${MAX_PAGE}`,
  ).optional(),
  limit: wholeNumberParam(
    1,
    maxLimit,
    `limit must be a whole number from 1 to ${maxLimit}`,
  ).default(defaultLimit),
});

/** Rows to skip for page `page` (from 1) of `limit` rows. */
export const pageOffset = (page: number, limit: number) => (page - 1) * limit;

/** The pagination of page `page` of `limit` rows out of `total`. */
export function paginationOf(page: number, limit: number, total: number): Pagination {
  return { currentPage: page, totalPages: Math.max(1, Math.ceil(total / limit)), total, limit };
}
