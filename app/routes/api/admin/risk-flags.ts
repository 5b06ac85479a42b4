/**
 * `GET /api/admin/risk` (staff: `read:report:any`): the risk queue
 * (docs/decisions/032-scam-signals.md), newest first: the open flags unless `?status=`;
 * `?signal=`, `?subject=`. Each flag names its listing, account or conversation and carries its
 * evidence (both photos, the accounts sharing a phone, the message excerpt, the price against its
 * comparables) and the decisions the caller may take. Paged as every admin list: `?page=`/`?limit=`
 * with `pagination`, or by index with `?before=` (`nextBefore`). `data {flags, nextBefore,
 * pagination}`.
 */
import { RiskQuerySchema } from "~/lib/admin/admin-schemas";
import { RiskFlagPageSchema } from "~/lib/admin/answers-admin";
import { listRiskFlags } from "~/models/admin/risk.server";
import { apiAnswer, methods, readQueryWith } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/risk-flags";

const openapi = operations({
  get: {
    operationId: "listRiskFlags",
    tag: "Admin",
    summary:
      "Staff (moderators and admins): what the scam signals flagged (a bait price, a reused photo, a shared phone number, a message asking for money before inspection), newest first, the open flags unless `status` is given, each with its evidence and `allowedDecisions`. Paged by `page`/`limit` (with `pagination`), or by index: pass `nextBefore` as `before`.",
    auth: "bearer",
    query: RiskQuerySchema,
    answer: RiskFlagPageSchema,
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
      const staff = await requireApiPermission(request, "read:report:any");
      const query = readQueryWith(request, RiskQuerySchema);
      const { flags, nextCursor, pagination } = await listRiskFlags(staff, query);
      return apiAnswer(openapi.get, { flags, nextBefore: nextCursor, pagination });
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
