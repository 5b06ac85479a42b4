/**
 * `GET /api/admin/dashboard` (staff): the Overview figures (models/admin/overview.server.ts):
 * `data {users {byStatus, byRole, total}, listings {byStatus}, newUsersPerDay,
 * newListingsPerDay, queue {pending, oldestHours, targetHours, overdue}, reports {open {info,
 * warning, high}}, payments {month, completed, sum}, boostsActive}`.
 */
import { adminOverview } from "~/models/admin/overview.server";
import { apiOk, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/dashboard";

const openapi = operations({
  get: {
    tag: "Admin",
    summary:
      "Staff: the Overview figures: `data {users {byStatus {active, suspended, pending}, byRole, total}, listings {byStatus}, newUsersPerDay, newListingsPerDay ([{day, count}], 30 Lagos days), queue {pending, oldestHours, targetHours, overdue}, reports {open {info, warning, high}}, payments {month, completed, sum}, boostsActive}`.",
    auth: "bearer",
    errors: { ...AUTH_ERRORS, 403: "Not staff." },
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const staff = await requireApiPermission(request, "approve:listing:any");
      return apiOk(await adminOverview(staff));
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
