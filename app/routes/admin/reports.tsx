/**
 * `/admin/reports` (staff; docs/decisions/013-admin-panel.md): the reports queue, newest first, open ones by default
 * (`?status=`, `?severity=`, `?type=` in a plain GET form; "Next page" by index). Each report
 * shows its reason, severity (raised by repeated reports), who reported whom, the details and
 * the reported message, review or listing in context. Pending reports offer Investigate;
 * open ones Resolve (no action, with a note) and Take Action (the report's `allowedActions`:
 * what the staff member's permissions allow, checked again by the model). Plain forms; they
 * work without JavaScript.
 */
import { data, Form, Link, useActionData, href } from "react-router";
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
} from "~/lib/vocabulary/domain-messaging";
import { adminMeta } from "~/components/admin/admin-meta";
import { RichText } from "~/components/admin/rich-text";
import type { MessageKey } from "~/i18n/keys";
import { msg } from "~/i18n/messages";
import type { I18nHandle } from "~/i18n/namespaces";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import { answerOf, formErrorsOf, typedOf } from "~/lib/forms/form-answer";
import { fieldText } from "~/lib/forms/text";
import type { AdminReportIntent } from "~/lib/forms/intents";
import { roleGrants } from "~/lib/vocabulary/permissions";
import {
  investigateReport,
  listReportsForAdmin,
  resolveReport,
} from "~/models/admin/reports.server";
import { redirectWithFlash } from "~/request/flash.server";
import { firstFieldError, handleForm } from "~/request/forms.server";
import { adminListPage } from "~/request/admin-list.server";
import { requireUserWithPermission } from "~/request/session.server";
import { AdminReportQuerySchema } from "~/lib/admin/admin-schemas";
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
              msg("forms.admin.action"),
            ),
          }),
          invalid: firstFieldError,
        },
      },
    },
    async (input) => {
      if (input.intent === "investigate") {
        await investigateReport(staff, input.value.reportId);
        return redirectWithFlash(href("/:lang?/admin/reports"), msg("admin.flash.reportAssigned"));
      }
      const { reportId, note } = input.value;
      const chosen = input.intent === "resolve" ? "none" : (input.value.action as ReportAction);
      await resolveReport(staff, reportId, { action: chosen, note });
      return redirectWithFlash(href("/:lang?/admin/reports"), msg("admin.flash.reportResolved"));
    },
  );
}

export const handle = { i18n: ["admin", "forms"] } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.tab.reports");

/** The model's fixed labels of a reported thing (models/admin/reports.server.ts), as keys. */
const CONTEXT_LABEL: Record<string, MessageKey> = {
  "listing:Listing (deleted)": "admin.context.listingDeleted",
  "message:Message": "admin.context.message",
  "review:Review (deleted)": "admin.context.reviewDeleted",
  "user:User (deleted)": "admin.context.userDeleted",
};

const SEVERITY_CLASS: Record<ReportSeverity, string> = {
  info: "bg-slate-200 text-slate-800",
  warning: "bg-amber-100 text-amber-900",
  high: "bg-red-50 text-red-800",
};

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const fmt = useFormat();
  const t = useT();
  const l = useLocalePath();
  const options = (group: string, values: readonly string[]) =>
    values.map((v) => ({ value: v, label: t(`admin.${group}.${v}` as MessageKey) }));
  const actionLabel = (a: ReportAction) => t(`admin.action.${a}`);
  const contextLabel = (type: string, label: string) => {
    const fixed = CONTEXT_LABEL[`${type}:${label}`];
    if (fixed) return t(fixed);
    const stars = type === "review" ? /^Review, (\d+) stars$/.exec(label) : null;
    return stars ? t("admin.context.review", { stars: stars[1] }) : label;
  };
  const { role, reports, filters, next } = loaderData;
  const actionData = useActionData<typeof action>();
  return (
    <AdminPage role={role} current="reports" next={next}>
      <p className="mt-4 text-right">
        <ExportLink role={role} name="reports" filters={filters} />
      </p>
      <Form
        method="get"
        action={l(href("/:lang?/admin/reports"))}
        className="mt-6 flex flex-wrap items-end gap-3"
      >
        <SelectField
          id="status"
          name="status"
          label={t("admin.users.status")}
          options={options("reportStatus", REPORT_STATUSES)}
          placeholder={t("admin.reports.open")}
          defaultValue={filters.status}
        />
        <SelectField
          id="severity"
          name="severity"
          label={t("admin.reports.severity")}
          options={options("reportSeverity", REPORT_SEVERITIES)}
          placeholder={t("admin.any")}
          defaultValue={filters.severity}
        />
        <SelectField
          id="type"
          name="type"
          label={t("admin.reports.reported")}
          options={options("target", REPORT_TARGET_TYPES)}
          placeholder={t("admin.reports.anything")}
          defaultValue={filters.type}
        />
        <Button>{t("admin.reports.filter")}</Button>
      </Form>
      <div className="mt-4 space-y-3">
        <PageFlash />
      </div>
      {reports.length === 0 ? (
        <p className="mt-6 text-slate-700">{t("admin.reports.none")}</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {reports.map((r) => {
            const mine = typedOf(actionData, "reportId") === r.id ? actionData : undefined;
            const errors = formErrorsOf(mine);
            const choices = r.allowedActions;
            const open = r.status !== "resolved";
            const reason = t(`admin.reasonLabel.${r.reason}`);
            const target = contextLabel(r.type, r.context.label);
            return (
              <li
                key={r.id}
                aria-label={t("admin.reports.label", { reason, target })}
                className="rounded-xl border border-slate-200 bg-white p-5"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${SEVERITY_CLASS[r.severity]}`}
                  >
                    {t(`admin.reportSeverity.${r.severity}`)}
                  </span>
                  <h2 className="font-semibold">
                    {reason}: {t(`admin.target.${r.type}`)} “{target}”
                  </h2>
                  <span className="text-sm text-slate-600">
                    {t(`admin.reportStatus.${r.status}`)}
                    {r.assignee ? ` (${r.assignee.name})` : ""}
                  </span>
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  <RichText
                    k="admin.reports.by"
                    values={{ name: r.reportedBy?.name ?? t("admin.reports.deletedAccount") }}
                    nodes={{ date: <time dateTime={r.date}>{fmt.dateTime(r.date)}</time> }}
                  />
                  {r.reportedUser && (
                    <>
                      {" "}
                      · {t("admin.reports.against")}{" "}
                      {roleGrants(role, "read:user:any") ? (
                        <Link
                          to={l(href("/:lang?/admin/users/:id", { id: r.reportedUser.id }))}
                          className="text-brand-700 font-semibold hover:underline"
                        >
                          {r.reportedUser.name}
                        </Link>
                      ) : (
                        r.reportedUser.name
                      )}
                      {r.reportedUser.status === "suspended"
                        ? ` ${t("admin.reports.suspended")}`
                        : ""}
                    </>
                  )}
                  {r.reportsOnTarget > 1 &&
                    ` · ${t("admin.reports.onTarget", { count: fmt.count(r.reportsOnTarget) })}`}
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
                      to={l(r.context.link)}
                      className="text-brand-700 font-semibold hover:underline"
                    >
                      {t("admin.reports.openListing")}
                    </Link>
                  </p>
                )}
                {r.status === "resolved" && (
                  <p className="mt-2 text-sm text-slate-700">
                    {t("admin.reports.resolved", { action: actionLabel(r.action ?? "none") })}
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
                        <Button variant="secondary">{t("admin.reports.investigate")}</Button>
                      </Form>
                    )}
                    <Form method="post" className="space-y-2">
                      <IntentInput<AdminReportIntent> value="resolve" />
                      <input type="hidden" name="reportId" value={r.id} />
                      <TextareaField
                        id={`resolve-note-${r.id}`}
                        name="note"
                        label={t("admin.reports.resolveNote")}
                        rows={2}
                        maxLength={1000}
                        defaultValue={answerOf(mine, "resolve") ? typedOf(mine, "note") : undefined}
                      />
                      <Button variant="secondary">{t("admin.reports.resolve")}</Button>
                    </Form>
                    {choices.length > 0 && (
                      <Form method="post" className="space-y-2">
                        <IntentInput<AdminReportIntent> value="take-action" />
                        <input type="hidden" name="reportId" value={r.id} />
                        <SelectField
                          id={`action-${r.id}`}
                          name="action"
                          label={t("admin.reports.action")}
                          options={choices.map((c) => ({ value: c, label: actionLabel(c) }))}
                        />
                        <TextareaField
                          id={`action-note-${r.id}`}
                          name="note"
                          label={t("admin.reports.actionNote")}
                          rows={2}
                          maxLength={1000}
                          defaultValue={
                            answerOf(mine, "take-action") ? typedOf(mine, "note") : undefined
                          }
                        />
                        <Button variant="destructive">{t("admin.reports.takeAction")}</Button>
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
