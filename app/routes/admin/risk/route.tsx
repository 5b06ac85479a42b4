/**
 * `/admin/risk` (staff; docs/decisions/032-scam-signals.md): the risk queue, newest first, open
 * flags by default (`?status=`, `?signal=`, `?subject=` in a plain GET form; "Next page" by
 * index). Each flag shows what it is about, why, and the evidence (risk-evidence.tsx: the price
 * against its comparables, both photos side by side, the accounts sharing a phone, the message
 * excerpt), with a plain form for the decisions its reader may take (clear, hide the listing,
 * suspend the account; a note for the last two). Works without JavaScript.
 */
import { data, Form, Link, href, useActionData } from "react-router";
import { z } from "zod";
import { AdminPage } from "~/components/admin/admin-page";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { FormAlert } from "~/components/form-parts/alerts";
import { Button } from "~/components/form-parts/button";
import { SelectField, TextareaField } from "~/components/form-parts/field";
import { IntentInput } from "~/components/form-parts/intent";
import { PageFlash } from "~/components/page-flash";
import type { MessageKey } from "~/i18n/keys";
import { msg } from "~/i18n/messages";
import type { I18nHandle } from "~/i18n/namespaces";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import { RiskQuerySchema } from "~/lib/admin/admin-schemas";
import { answerOf, formErrorsOf, typedOf } from "~/lib/forms/form-answer";
import type { AdminRiskIntent } from "~/lib/forms/intents";
import { fieldText } from "~/lib/forms/text";
import {
  RISK_DECISIONS,
  RISK_SIGNALS,
  RISK_STATUSES,
  RISK_SUBJECTS,
  type RiskDecision,
} from "~/lib/vocabulary/domain-trust";
import { decideRiskFlag, listRiskFlags } from "~/models/admin/risk.server";
import { adminListPage } from "~/request/admin-list.server";
import { redirectWithFlash } from "~/request/flash.server";
import { firstFieldError, handleForm } from "~/request/forms.server";
import { requireUserWithPermission } from "~/request/session.server";
import { RiskEvidence } from "./risk-evidence";
import type { Route } from "./+types/route";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireUserWithPermission(request, "read:report:any");
  const { page, filters, next } = await adminListPage(
    request,
    RiskQuerySchema,
    ["status", "signal", "subject"],
    (f) => listRiskFlags(staff, f),
  );
  return data(
    { role: staff.role, flags: page.flags, filters, next },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const DecideForm = z.object({
  flagId: fieldText(40),
  decision: fieldText(30).refine(
    (d) => RISK_DECISIONS.includes(d as RiskDecision),
    msg("forms.admin.action"),
  ),
  note: fieldText(1000),
});

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserWithPermission(request, "resolve:report:any");
  const staff = { ...user, ip: context?.clientIp ?? null };
  return handleForm(
    request,
    { intents: { decide: { schema: DecideForm, invalid: firstFieldError } } },
    async (input) => {
      const { flagId, decision, note } = input.value;
      await decideRiskFlag(staff, flagId, { decision: decision as RiskDecision, note });
      return redirectWithFlash(href("/:lang?/admin/risk"), msg("admin.flash.riskDecided"));
    },
  );
}

export const handle = { i18n: ["admin", "forms"] } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.tab.risk");

export default function AdminRisk({ loaderData }: Route.ComponentProps) {
  const fmt = useFormat();
  const t = useT();
  const l = useLocalePath();
  const { role, flags, filters, next } = loaderData;
  const actionData = useActionData<typeof action>();
  const options = (group: string, values: readonly string[]) =>
    values.map((v) => ({ value: v, label: t(`admin.${group}.${v}` as MessageKey) }));
  return (
    <AdminPage role={role} current="risk" next={next}>
      <Form
        method="get"
        action={l(href("/:lang?/admin/risk"))}
        className="mt-6 flex flex-wrap items-end gap-3"
      >
        <SelectField
          id="status"
          name="status"
          label={t("admin.users.status")}
          options={options(
            "riskStatus",
            RISK_STATUSES.filter((s) => s !== "open"),
          )}
          placeholder={t("admin.riskStatus.open")}
          defaultValue={filters.status}
        />
        <SelectField
          id="signal"
          name="signal"
          label={t("admin.risk.signal")}
          options={options("riskSignal", RISK_SIGNALS)}
          placeholder={t("admin.any")}
          defaultValue={filters.signal}
        />
        <SelectField
          id="subject"
          name="subject"
          label={t("admin.risk.subject")}
          options={options("riskSubject", RISK_SUBJECTS)}
          placeholder={t("admin.reports.anything")}
          defaultValue={filters.subject}
        />
        <Button>{t("admin.reports.filter")}</Button>
      </Form>
      <div className="mt-4 space-y-3">
        <PageFlash />
      </div>
      {flags.length === 0 ? (
        <p className="mt-6 text-slate-700">{t("admin.risk.none")}</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {flags.map((f) => {
            const mine = typedOf(actionData, "flagId") === f.id ? actionData : undefined;
            const errors = formErrorsOf(mine);
            const signal = t(`admin.riskSignal.${f.signal}`);
            return (
              <li
                key={f.id}
                aria-label={t("admin.risk.label", { signal, subject: f.subject.label })}
                className="rounded-xl border border-slate-200 bg-white p-5"
                data-signal={f.signal}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950">
                    {signal}
                  </span>
                  <h2 className="min-w-0 font-semibold wrap-anywhere">
                    {t(`admin.riskSubject.${f.subjectType}`)} “{f.subject.label}”
                  </h2>
                  <span className="text-sm text-slate-600">
                    <time dateTime={f.createdAt}>{fmt.dateTime(f.createdAt)}</time>
                  </span>
                </div>
                <p className="mt-1 text-sm wrap-anywhere text-slate-700">
                  {f.subject.link && (
                    <Link
                      to={l(f.subject.link)}
                      className="text-brand-700 font-semibold hover:underline"
                    >
                      {t("admin.risk.open")}
                    </Link>
                  )}
                  {f.subject.status &&
                    ` · ${t("admin.risk.statusNow", { status: f.subject.status })}`}
                  {f.subject.account && (
                    <>
                      {" · "}
                      {t("admin.risk.account")}{" "}
                      <Link
                        to={l(href("/:lang?/admin/users/:id", { id: f.subject.account.id }))}
                        className="text-brand-700 font-semibold hover:underline"
                      >
                        {f.subject.account.name}
                      </Link>
                      {f.subject.account.status === "suspended"
                        ? ` ${t("admin.reports.suspended")}`
                        : ""}
                    </>
                  )}
                </p>
                <RiskEvidence evidence={f.evidence} />
                {f.status !== "open" && (
                  <p className="mt-2 text-sm text-slate-700">
                    {t("admin.risk.decided", {
                      decision: t(`admin.riskDecision.${f.decision ?? "clear"}`),
                      name: f.decidedBy?.name ?? "",
                    })}
                    {f.note ? ` · “${f.note}”` : ""}
                  </p>
                )}
                {errors && (
                  <div className="mt-3">
                    <FormAlert errors={errors} />
                  </div>
                )}
                {f.allowedDecisions.length > 0 && (
                  <Form method="post" className="mt-4 grid gap-3 md:grid-cols-3 md:items-end">
                    <IntentInput<AdminRiskIntent> value="decide" />
                    <input type="hidden" name="flagId" value={f.id} />
                    <SelectField
                      id={`decision-${f.id}`}
                      name="decision"
                      label={t("admin.risk.decision")}
                      options={f.allowedDecisions.map((d) => ({
                        value: d,
                        label: t(`admin.riskDecision.${d}`),
                      }))}
                    />
                    <TextareaField
                      id={`note-${f.id}`}
                      name="note"
                      label={t("admin.risk.note")}
                      rows={2}
                      maxLength={1000}
                      defaultValue={answerOf(mine, "decide") ? typedOf(mine, "note") : undefined}
                    />
                    <Button variant="secondary">{t("admin.risk.decide")}</Button>
                  </Form>
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
