/**
 * `GET /api/admin/dashboard` (staff): the Overview figures (models/admin/overview.server.ts):
 * `data {users {byStatus, byRole, total}, listings {byStatus}, newUsersPerDay,
 * newListingsPerDay, queue {pending, oldestHours, targetHours, overdue}, reports {open {info,
 * warning, high}}, payments {month, completed, sum}, boostsActive}`.
 */
import { AdminOverviewSchema } from "~/lib/answers-admin";
import { adminOverview } from "~/models/admin/overview.server";
import { apiAnswer, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/dashboard";

const openapi = operations({
  get: {
    operationId: "getAdminDashboard",
    tag: "Admin",
    summary:
      "Staff (moderators and admins): the Overview figures: accounts, listings, the last 30 days' sign-ups and listings, the review queue, open reports, this month's payments and the boosts running.",
    auth: "bearer",
    answer: AdminOverviewSchema,
    errors: { ...AUTH_ERRORS, 403: "Not staff." },
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const staff = await requireApiPermission(request, "approve:listing:any");
      return apiAnswer(openapi.get, await adminOverview(staff));
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
