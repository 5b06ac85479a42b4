/**
 * `GET /api/admin/listings` (staff: `approve:listing:any`): listings of every status as the
 * product's Admin listing `{id, title, seller {id, name, email, status}, price, location,
 * datePosted, views, status, category, reason}`, newest first. Filters: `?status=`, `?q=`
 * (part of the title, the id, or part of the seller's e-mail), `?category=`, `?state=`.
 * Paged as every list (lib/api/pagination.ts): `?page=` (from 1) and `?limit=` (1-100, default 50)
 * with `pagination {currentPage, totalPages, total, limit}`; or by index with `?before=` (the
 * previous page's `nextBefore`; `pagination` null). `data {listings, nextBefore, pagination}`.
 */
import { AdminListingQuerySchema } from "~/lib/admin/admin-schemas";
import { AdminListingPageSchema } from "~/lib/admin/answers-admin";
import { listListingsForAdmin } from "~/models/admin/listings.server";
import { apiAnswer, methods, readQueryWith } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/listings";

const openapi = operations({
  get: {
    operationId: "listAdminListings",
    tag: "Admin",
    summary:
      "Staff (moderators and admins): listings of every status, newest first, filtered. Paged by `page`/`limit` (with `pagination`), or by index: pass `nextBefore` as `before`.",
    auth: "bearer",
    query: AdminListingQuerySchema,
    answer: AdminListingPageSchema,
    errors: {
      ...AUTH_ERRORS,
      400: "An unknown filter value, a page or limit that is not a whole number in range, or a bad cursor (`errors` by parameter).",
      403: "Not staff.",
    },
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const staff = await requireApiPermission(request, "approve:listing:any");
      const query = readQueryWith(request, AdminListingQuerySchema);
      const { listings, nextCursor, pagination } = await listListingsForAdmin(staff, query);
      return apiAnswer(openapi.get, { listings, nextBefore: nextCursor, pagination });
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
