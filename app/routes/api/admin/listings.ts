/**
 * `GET /api/admin/listings` (staff: `approve:listing:any`): listings of every status as the
 * spec's Admin listing `{id, title, seller {id, name, email, status}, price, location,
 * datePosted, views, status, category, reason}`, newest first. Filters: `?status=`, `?q=`
 * (part of the title, the id, or part of the seller's e-mail), `?category=`, `?state=`.
 * Paged by index: `?limit=` (1-100) and `?before=`. `data {listings, nextBefore}`.
 */
import { AdminListingQuerySchema } from "~/lib/admin-schemas";
import { listListingsForAdmin } from "~/models/admin-listings.server";
import { apiHandler, apiOk, apiValidationError, methodNotAllowed } from "~/request/api.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/listings";

export const loader = apiHandler(async ({ request }: Route.LoaderArgs) => {
  const staff = await requireApiPermission(request, "approve:listing:any");
  const query = AdminListingQuerySchema.safeParse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  if (!query.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of query.error.issues)
      (errors[issue.path.map(String).join(".") || "query"] ??= []).push(issue.message);
    return apiValidationError(errors);
  }
  const { listings, nextCursor } = await listListingsForAdmin(staff, query.data);
  return apiOk({ listings, nextBefore: nextCursor });
});

export const action = methodNotAllowed;
