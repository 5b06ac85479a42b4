/**
 * `GET /api/admin/listings` (staff: `approve:listing:any`): listings of every status as the
 * spec's Admin listing `{id, title, seller {id, name, email, status}, price, location,
 * datePosted, views, status, category, reason}`, newest first. Filters: `?status=`, `?q=`
 * (part of the title, the id, or part of the seller's e-mail), `?category=`, `?state=`.
 * Paged as every list (lib/pagination.ts): `?page=` (from 1) and `?limit=` (1-100, default 50)
 * with `pagination {currentPage, totalPages, total, limit}`; or by index with `?before=` (the
 * previous page's `nextBefore`; `pagination` null). `data {listings, nextBefore, pagination}`.
 */
import { AdminListingQuerySchema } from "~/lib/admin-schemas";
import { listListingsForAdmin } from "~/models/admin/listings.server";
import { apiHandler, apiOk, methodNotAllowed, readQueryWith } from "~/request/api.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/listings";

export const loader = apiHandler(async ({ request }: Route.LoaderArgs) => {
  const staff = await requireApiPermission(request, "approve:listing:any");
  const query = readQueryWith(request, AdminListingQuerySchema);
  const { listings, nextCursor, pagination } = await listListingsForAdmin(staff, {
    ...query,
    page: query.page ?? 1,
  });
  return apiOk({ listings, nextBefore: nextCursor, pagination });
});

export const action = methodNotAllowed;
