/**
 * `GET /api/admin/dashboard` (staff): the Overview figures (models/admin/overview.server.ts):
 * `data {users {byStatus, byRole, total}, listings {byStatus}, newUsersPerDay,
 * newListingsPerDay, queue {pending, oldestHours, targetHours, overdue}, reports {open {info,
 * warning, high}}, payments {month, completed, sum}, boostsActive}`.
 */
import { adminOverview } from "~/models/admin/overview.server";
import { apiHandler, apiOk, methodNotAllowed } from "~/request/api.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/dashboard";

export const loader = apiHandler(async ({ request }: Route.LoaderArgs) => {
  const staff = await requireApiPermission(request, "approve:listing:any");
  return apiOk(await adminOverview(staff));
});

export const action = methodNotAllowed;
