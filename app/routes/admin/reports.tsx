/**
 * `/admin/reports` (staff; docs/decisions/013-admin-panel.md): the reports queue, newest first, open ones by default
 * (`?status=`, `?severity=`, `?type=` in a plain GET form; "Next page" by index). Each report
 * shows its reason, severity (raised by repeated reports), who reported whom, the details and
 * the reported message, review or listing in context. Pending reports offer Investigate;
 * open ones Resolve (no action, with a note) and Take Action (the report's `allowedActions`:
 * what the staff member's permissions allow, checked again by the model). Plain forms; they
 * work without JavaScript.
 */
import { data, Form, Link, useActionData } from "react-router";
import { z } from "zod";
import { AdminPage } from "~/components/admin/admin-page";
import { ExportLink } from "~/components/admin/export-link";
import { FormAlert } from "~/components/form-parts/alerts";
import { PageFlash } from "~/components/page-flash";
import { Button } from "~/components/form-parts/button";
import { SelectField, TextareaField } from "~/components/form-parts/field";
import { IntentInput } from "~/components/form-parts/intent";
import {
  REPORT_ACTIONS,
  REPORT_SEVERITIES,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  type ReportAction,
  type ReportSeverity,
} from "~/lib/domain-messaging";
import { useFormat } from "~/i18n/react";
import { answerOf, formErrorsOf, typedOf } from "~/lib/form-answer";
import { fieldText } from "~/lib/text";
import type { AdminReportIntent } from "~/lib/intents";
import { userHasPermission } from "~/lib/permissions";
import { SITE } from "~/lib/site";
import {
  investigateReport,
  listReportsForAdmin,
  resolveReport,
} from "~/models/admin/reports.server";
import { redirectWithFlash } from "~/request/flash.server";
import { firstFieldError, handleForm } from "~/request/forms.server";
import { adminListPage } from "~/request/admin-list.server";
import { requireUserWithPermission } from "~/request/session.server";
import { AdminReportQuerySchema } from "~/lib/admin-schemas";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import type { Route } from "./+types/reports";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireUserWithPermission(request, "read:report:any");
  const { page, filters, next } = await adminListPage(
    request,
    AdminReportQuerySchema,
    ["status", "severity", "type"],
    (f) => listReportsForAdmin(staff, f),
  );
  const headers = { "Cache-Control": "private, no-store" };
  return data(
    {
      role: staff.role,
      reports: page.reports,
      filters,
      next,
    },
    { headers },
  );
}

const ReportForm = z.object({ reportId: fieldText(40), note: fieldText(1000) });

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserWithPermission(request, "resolve:report:any");
  const staff = { ...user, ip: context?.clientIp ?? null };
  return handleForm(
    request,
    {
      intents: {
        investigate: ReportForm,
        resolve: ReportForm,
        "take-action": {
          schema: ReportForm.extend({
            action: fieldText(30).refine(
              (a) => a !== "none" && REPORT_ACTIONS.includes(a as ReportAction),
              "Choose an action",
            ),
          }),
          invalid: firstFieldError,
        },
      },
    },
    async (input) => {
      if (input.intent === "investigate") {
        await investigateReport(staff, input.value.reportId);
        return redirectWithFlash("/admin/reports", "Report assigned to you.");
      }
      const { reportId, note } = input.value;
      const chosen = input.intent === "resolve" ? "none" : (input.value.action as ReportAction);
      await resolveReport(staff, reportId, { action: chosen, note });
      return redirectWithFlash("/admin/reports", "Report resolved; the reporter has been told.");
    },
  );
}

export const meta: Route.MetaFunction = () => [
  { title: `Reports | Admin | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

const SEVERITY_CLASS: Record<ReportSeverity, string> = {
  info: "bg-slate-200 text-slate-800",
  warning: "bg-amber-100 text-amber-900",
  high: "bg-red-50 text-red-800",
};

const ACTION_LABEL: Record<ReportAction, string> = {
  none: "No action",
  flag_listing: "Flag the listing (hide it)",
  remove_listing: "Remove the listing",
  suspend_user: "Suspend the user",
  delete_review: "Delete the review",
  warn_user: "Warn the user by message",
};

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const fmt = useFormat();
  const { role, reports, filters, next } = loaderData;
  const actionData = useActionData<typeof action>();
  return (
    <AdminPage role={role} current="reports" next={next}>
      <p className="mt-4 text-right">
        <ExportLink role={role} name="reports" filters={filters} />
      </p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <SelectField
          id="status"
          name="status"
          label="Status"
          options={options(REPORT_STATUSES)}
          placeholder="Open"
          defaultValue={filters.status}
        />
        <SelectField
          id="severity"
          name="severity"
          label="Severity"
          options={options(REPORT_SEVERITIES)}
          placeholder="Any"
          defaultValue={filters.severity}
        />
        <SelectField
          id="type"
          name="type"
          label="Reported"
          options={options(REPORT_TARGET_TYPES)}
          placeholder="Anything"
          defaultValue={filters.type}
        />
        <Button>Filter</Button>
      </Form>
      <div className="mt-4 space-y-3">
        <PageFlash />
      </div>
      {reports.length === 0 ? (
        <p className="mt-6 text-slate-700">No reports here.</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {reports.map((r) => {
            const mine = typedOf(actionData, "reportId") === r.id ? actionData : undefined;
            const errors = formErrorsOf(mine);
            const choices = r.allowedActions;
            const open = r.status !== "resolved";
            return (
              <li
                key={r.id}
                aria-label={`Report: ${r.reasonLabel}, ${r.context.label}`}
                className="rounded-xl border border-slate-200 bg-white p-5"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${SEVERITY_CLASS[r.severity]}`}
                  >
                    {r.severity}
                  </span>
                  <h2 className="font-semibold">
                    {r.reasonLabel}: {r.type} “{r.context.label}”
                  </h2>
                  <span className="text-sm text-slate-600">
                    {r.status}
                    {r.assignee ? ` (${r.assignee.name})` : ""}
                  </span>
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  Reported by {r.reportedBy?.name ?? "a deleted account"} on{" "}
                  <time dateTime={r.date}>{fmt.dateTime(r.date)}</time>
                  {r.reportedUser && (
                    <>
                      {" "}
                      · against{" "}
                      {userHasPermission({ role }, "read:user:any") ? (
                        <Link
                          to={`/admin/users/${r.reportedUser.id}`}
                          className="text-brand-700 font-semibold hover:underline"
                        >
                          {r.reportedUser.name}
                        </Link>
                      ) : (
                        r.reportedUser.name
                      )}
                      {r.reportedUser.status === "suspended" ? " (suspended)" : ""}
                    </>
                  )}
                  {r.reportsOnTarget > 1 && ` · ${r.reportsOnTarget} reports on this`}
                </p>
                {r.details && <p className="mt-2">“{r.details}”</p>}
                {r.context.text && (
                  <blockquote className="mt-2 border-l-4 border-slate-300 pl-3 text-slate-800">
                    {r.context.text}
                  </blockquote>
                )}
                {r.context.link && (
                  <p className="mt-1 text-sm">
                    <Link
                      to={r.context.link}
                      className="text-brand-700 font-semibold hover:underline"
                    >
                      Open the listing
                    </Link>
                  </p>
                )}
                {r.status === "resolved" && (
                  <p className="mt-2 text-sm text-slate-700">
                    Resolved: {ACTION_LABEL[r.action ?? "none"]}
                    {r.resolution ? ` · “${r.resolution}”` : ""}
                  </p>
                )}
                {errors && (
                  <div className="mt-3">
                    <FormAlert errors={errors} />
                  </div>
                )}
                {open && (
                  <div className="mt-4 grid gap-4 md:grid-cols-3">
                    {r.status === "pending" && (
                      <Form method="post">
                        <IntentInput<AdminReportIntent> value="investigate" />
                        <input type="hidden" name="reportId" value={r.id} />
                        <Button variant="secondary">Investigate</Button>
                      </Form>
                    )}
                    <Form method="post" className="space-y-2">
                      <IntentInput<AdminReportIntent> value="resolve" />
                      <input type="hidden" name="reportId" value={r.id} />
                      <TextareaField
                        id={`resolve-note-${r.id}`}
                        name="note"
                        label="Note (why no action)"
                        rows={2}
                        maxLength={1000}
                        defaultValue={answerOf(mine, "resolve") ? typedOf(mine, "note") : undefined}
                      />
                      <Button variant="secondary">Resolve</Button>
                    </Form>
                    {choices.length > 0 && (
                      <Form method="post" className="space-y-2">
                        <IntentInput<AdminReportIntent> value="take-action" />
                        <input type="hidden" name="reportId" value={r.id} />
                        <SelectField
                          id={`action-${r.id}`}
                          name="action"
                          label="Action"
                          options={choices.map((c) => ({ value: c, label: ACTION_LABEL[c] }))}
                        />
                        <TextareaField
                          id={`action-note-${r.id}`}
                          name="note"
                          label="Note (a warning is sent as written)"
                          rows={2}
                          maxLength={1000}
                          defaultValue={
                            answerOf(mine, "take-action") ? typedOf(mine, "note") : undefined
                          }
                        />
                        <Button variant="destructive">Take Action</Button>
                      </Form>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
