/**
 * `PATCH /api/admin/risk/{id}` (staff: `resolve:report:any`): decides an open risk flag
 * (docs/decisions/032-scam-signals.md): `{decision: clear}`; `{decision: hide-listing, note}` (a
 * live flagged listing: moderators and admins; the note is what the seller reads);
 * `{decision: suspend-account, note}` (the account behind it: admins; the note is mailed). Hiding
 * or suspending closes the subject's other open flags. One transaction with its audit row.
 * `data` is the flag as decided. 400 a decision that does not fit or a missing note, 403 beyond
 * the caller's permissions, 404 unknown, 409 already decided.
 */
import { RiskDecisionSchema } from "~/lib/admin/admin-schemas";
import { RiskFlagSchema } from "~/lib/admin/answers-admin";
import { decideRiskFlag } from "~/models/admin/risk.server";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/risk-flag";

const openapi = operations({
  patch: {
    operationId: "decideRiskFlag",
    tag: "Admin",
    summary:
      "Staff: decide an open risk flag: `clear` (nothing wrong), `hide-listing` (a live flagged listing; `note` is the reason the seller reads; moderators and admins), `suspend-account` (the listing's seller, the account, or the risky message's sender; `note` is mailed; admins). Hiding or suspending closes the subject's other open flags. Audited, in one transaction. `data` is the flag.",
    auth: "bearer",
    body: RiskDecisionSchema,
    answer: RiskFlagSchema,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      400: `${BAD_BODY[400]} Or: a decision that does not fit the flag now, or a missing note.`,
      403: "Not staff, a decision only admins may take, or a cookie-signed request from another site.",
      404: "No such flag.",
      409: "Already decided.",
    },
  },
});

const api = methods(
  {
    PATCH: async ({ request, params, context }: Route.ActionArgs) => {
      const user = await requireApiPermission(request, "resolve:report:any");
      const staff = { ...user, ip: context?.clientIp ?? null };
      const body = await readJsonWith(request, RiskDecisionSchema);
      const flag = await decideRiskFlag(staff, params.id, body);
      return apiAnswer(openapi.patch, flag, "Flag decided");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
