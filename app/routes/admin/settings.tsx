/**
 * `/admin/settings` (admins; docs/decisions/013-admin-panel.md): registration open or closed, the
 * site-wide notice banner, the moderation target in hours, whether new listings need review, and
 * the dollar and euro exchange rates with the day each applies from (the approximate amounts
 * users who chose those currencies see beside naira, docs/decisions/023-languages.md), saved to the database and audited (models/site/settings.server.ts). Plan and boost prices live in the
 * catalogue module (lib/billing/plans.ts) and are shown read-only. A plain form.
 */
import { data, Form, useActionData, href } from "react-router";
import { z } from "zod";
import { AdminPage } from "~/components/admin/admin-page";
import { FormAlert } from "~/components/form-parts/alerts";
import { PageFlash } from "~/components/page-flash";
import { Button } from "~/components/form-parts/button";
import { Field } from "~/components/form-parts/field";
import { fieldErrorsOf, formErrorsOf, typedOf } from "~/lib/forms/form-answer";
import { adminMeta } from "~/components/admin/admin-meta";
import { msg } from "~/i18n/messages";
import type { I18nHandle } from "~/i18n/namespaces";
import { useFormat, useT } from "~/i18n/react";
import { lagosToday } from "~/lib/messaging/messages";
import { fieldText } from "~/lib/forms/text";
import { BOOSTS, PLANS } from "~/lib/billing/plans";
import { getSettings, updateSettings } from "~/models/site/settings.server";
import { redirectWithFlash } from "~/request/flash.server";
import { handleForm } from "~/request/forms.server";
import { requireUserWithPermission } from "~/request/session.server";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import type { Route } from "./+types/settings";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireUserWithPermission(request, "update:settings:any");
  const headers = { "Cache-Control": "private, no-store" };
  return data({ role: staff.role, settings: await getSettings() }, { headers });
}

/** A checkbox: ticked ("on") or not (missing). */
const checkbox = z
  .unknown()
  .optional()
  .transform((v) => v === "on");

const SettingsForm = z.object({
  registrationOpen: checkbox,
  noticeBanner: fieldText(400),
  moderationTargetHours: fieldText(10),
  listingsNeedReview: checkbox,
  usdRate: fieldText(20),
  usdRateFrom: fieldText(20),
  eurRate: fieldText(20),
  eurRateFrom: fieldText(20),
});

const RATES = [
  ["usd", "admin.settings.rate.usd"],
  ["eur", "admin.settings.rate.eur"],
] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserWithPermission(request, "update:settings:any");
  return handleForm(request, { form: SettingsForm }, async ({ value }) => {
    await updateSettings({ ...user, ip: context?.clientIp ?? null }, value);
    return redirectWithFlash(href("/:lang?/admin/settings"), msg("admin.flash.settingsSaved"));
  });
}

export const handle = { i18n: ["admin", "forms"] } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.tab.settings");

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const fmt = useFormat();
  const { role } = loaderData;
  const actionData = useActionData<typeof action>();
  // After a refusal, the form as it was sent.
  const s = actionData
    ? {
        registrationOpen: typedOf(actionData, "registrationOpen") === "on",
        listingsNeedReview: typedOf(actionData, "listingsNeedReview") === "on",
        moderationTargetHours: typedOf(actionData, "moderationTargetHours"),
        noticeBanner: typedOf(actionData, "noticeBanner"),
        usdRate: typedOf(actionData, "usdRate"),
        usdRateFrom: typedOf(actionData, "usdRateFrom"),
        eurRate: typedOf(actionData, "eurRate"),
        eurRateFrom: typedOf(actionData, "eurRateFrom"),
      }
    : loaderData.settings;
  return (
    <AdminPage role={role} current="settings">
      <div className="mt-4 space-y-3">
        <PageFlash />
        <FormAlert errors={formErrorsOf(actionData)} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="settings-heading"
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="settings-heading" className="text-lg font-bold">
            {t("admin.settings.heading")}
          </h2>
          <Form method="post" className="mt-4 space-y-4">
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                name="registrationOpen"
                defaultChecked={s.registrationOpen}
                className="mt-1 h-4 w-4"
              />
              <span>
                <span className="font-semibold">{t("admin.settings.registration")}</span>
                <span className="block text-sm text-slate-600">
                  {t("admin.settings.registrationHint")}
                </span>
              </span>
            </label>
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                name="listingsNeedReview"
                defaultChecked={s.listingsNeedReview}
                className="mt-1 h-4 w-4"
              />
              <span>
                <span className="font-semibold">{t("admin.settings.review")}</span>
                <span className="block text-sm text-slate-600">
                  {t("admin.settings.reviewHint")}
                </span>
              </span>
            </label>
            <Field
              id="moderationTargetHours"
              name="moderationTargetHours"
              label={t("admin.settings.target")}
              type="number"
              min={1}
              max={168}
              defaultValue={String(s.moderationTargetHours)}
              errors={fieldErrorsOf(actionData, "moderationTargetHours")}
            />
            <Field
              id="noticeBanner"
              name="noticeBanner"
              label={t("admin.settings.banner")}
              hint={t("admin.settings.bannerHint")}
              maxLength={300}
              defaultValue={s.noticeBanner}
              errors={fieldErrorsOf(actionData, "noticeBanner")}
            />
            <fieldset className="space-y-3">
              <legend className="font-semibold">{t("admin.settings.rates")}</legend>
              <p className="text-sm text-slate-600">{t("admin.settings.ratesHint")}</p>
              {RATES.map(([code, label]) => (
                <div key={code} className="grid gap-3 sm:grid-cols-2">
                  <Field
                    id={`${code}Rate`}
                    name={`${code}Rate`}
                    label={t(label)}
                    inputMode="decimal"
                    defaultValue={s[`${code}Rate`] === null ? "" : String(s[`${code}Rate`])}
                    errors={fieldErrorsOf(actionData, `${code}Rate`)}
                  />
                  <Field
                    id={`${code}RateFrom`}
                    name={`${code}RateFrom`}
                    label={t("admin.settings.appliesFrom")}
                    type="date"
                    max={lagosToday()}
                    defaultValue={s[`${code}RateFrom`] ?? ""}
                    errors={fieldErrorsOf(actionData, `${code}RateFrom`)}
                  />
                </div>
              ))}
            </fieldset>
            <Button>{t("admin.settings.save")}</Button>
          </Form>
        </section>
        <section
          aria-labelledby="prices-heading"
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="prices-heading" className="text-lg font-bold">
            {t("admin.settings.prices")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("admin.settings.pricesHint")}</p>
          <table className="mt-3 w-full text-left text-sm">
            <caption className="sr-only">{t("admin.settings.planPrices")}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1">
                  {t("admin.users.plan")}
                </th>
                <th scope="col">{t("admin.settings.monthly")}</th>
                <th scope="col">{t("admin.settings.yearly")}</th>
              </tr>
            </thead>
            <tbody>
              {Object.values(PLANS).map((p) => (
                <tr key={p.id}>
                  <td className="py-1">{p.name}</td>
                  <td>{fmt.naira(p.price.monthly)}</td>
                  <td>{fmt.naira(p.price.yearly)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="mt-4 w-full text-left text-sm">
            <caption className="sr-only">{t("admin.settings.boostPrices")}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1">
                  {t("admin.settings.boost")}
                </th>
                <th scope="col">{t("admin.settings.days")}</th>
                <th scope="col">{t("admin.settings.price")}</th>
                <th scope="col">{t("admin.settings.premium")}</th>
              </tr>
            </thead>
            <tbody>
              {Object.values(BOOSTS).map((b) => (
                <tr key={b.id}>
                  <td className="py-1">{b.name}</td>
                  <td>{b.days}</td>
                  <td>{fmt.naira(b.price.basic)}</td>
                  <td>{fmt.naira(b.price.premium)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
