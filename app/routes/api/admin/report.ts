/**
 * `PATCH /api/admin/reports/{id}` (staff: `resolve:report:any`): `{status: investigating}`
 * takes a pending report (assigned to the caller); `{status: resolved, action?: none |
 * flag_listing | remove_listing | suspend_user | delete_review | warn_user, note?}` resolves it,
 * doing the action as the caller's permissions allow (docs/decisions/005-permissions.md:
 * flag_listing and warn_user for moderators too; remove_listing, suspend_user and
 * delete_review for admins; `none` and `warn_user` need a note), closing the other open
 * reports on the same target and telling each reporter, in one transaction. `data` is the
 * Report. 400 an action that does not fit, 403 beyond the caller's permissions, 404 unknown,
 * 409 not pending (investigate), already resolved, or a listing no longer active (flag).
 */
import { AdminReportChangeSchema } from "~/lib/admin/admin-schemas";
import { AdminReportSchema } from "~/lib/admin/answers-admin";
import { getReportForAdmin, investigateReport, resolveReport } from "~/models/admin/reports.server";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/report";

const openapi = operations({
  patch: {
    operationId: "resolveReport",
    tag: "Admin",
    summary:
      "Staff: `{status: investigating}` takes a pending report; `{status: resolved, action?: none | flag_listing | remove_listing | suspend_user | delete_review | warn_user, note?}` resolves it, does the action, closes the other open reports on the same target and tells each reporter, in one transaction with its audit rows (a failure changes nothing). `none` and `warn_user` need a note; `flag_listing` (hide the listing; the note, or the report's reason, is what the seller reads) and `warn_user` are for moderators and admins; `remove_listing`, `suspend_user` and `delete_review` need an admin (the report's `allowedActions`). Audited. `data` is the Report.",
    auth: "bearer",
    body: AdminReportChangeSchema,
    answer: AdminReportSchema,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      400: `${BAD_BODY[400]} Or: an action that does not fit the target, or a missing note.`,
      403: "Not staff, an action only admins may take, or a cookie-signed request from another site.",
      404: "No such report.",
      409: "Not pending (investigate), already resolved, or a listing no longer active (flag).",
    },
  },
});

const api = methods(
  {
    PATCH: async ({ request, params, context }: Route.ActionArgs) => {
      const user = await requireApiPermission(request, "resolve:report:any");
      const staff = { ...user, ip: context?.clientIp ?? null };
      const body = await readJsonWith(request, AdminReportChangeSchema);
      if (body.status === "investigating") {
        await investigateReport(staff, params.id);
        return apiAnswer(
          openapi.patch,
          await getReportForAdmin(staff, params.id),
          "Report assigned to you",
        );
      }
      const report = await resolveReport(staff, params.id, {
        action: body.action ?? "none",
        note: body.note,
      });
      return apiAnswer(openapi.patch, report, "Report resolved");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
