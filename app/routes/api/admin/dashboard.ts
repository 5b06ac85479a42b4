/**
 * `GET /api/admin/dashboard` (staff: `approve:listing:any`): the Overview figures
 * (models/admin/overview.server.ts), `data` as AdminOverviewSchema (lib/admin/answers-admin.ts)
 * describes it: accounts by status and role, listings by status, the last 30 Lagos days'
 * sign-ups and listings, the review queue against its target, open reports by severity, this
 * month's completed payments (naira) and the boosts running, counted at most every 30 seconds.
 */
import { AdminOverviewSchema } from "~/lib/admin/answers-admin";
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
