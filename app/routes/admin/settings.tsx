/**
 * `/admin/settings` (admins; docs/decisions/013-admin-panel.md): registration open or closed, the
 * site-wide notice banner, the moderation target in hours, whether new listings need review, and
 * the dollar and euro exchange rates with the day each applies from (the approximate amounts
 * users who chose those currencies see beside naira, docs/decisions/023-languages.md), saved to the database and audited (models/site/settings.server.ts). Plan and boost prices live in the
 * catalogue module (lib/plans.ts) and are shown read-only. A plain form.
 */
import { data, Form, useActionData } from "react-router";
import { z } from "zod";
import { AdminPage } from "~/components/admin/admin-page";
import { FormAlert } from "~/components/form-parts/alerts";
import { PageFlash } from "~/components/page-flash";
import { Button } from "~/components/form-parts/button";
import { Field } from "~/components/form-parts/field";
import { fieldErrorsOf, formErrorsOf, typedOf } from "~/lib/form-answer";
import { formatNaira } from "~/lib/format";
import { lagosToday } from "~/lib/messages";
import { fieldText } from "~/lib/text";
import { BOOSTS, PLANS } from "~/lib/plans";
import { SITE } from "~/lib/site";
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
  ["usd", "US dollar"],
  ["eur", "euro"],
] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserWithPermission(request, "update:settings:any");
  return handleForm(request, { form: SettingsForm }, async ({ value }) => {
    await updateSettings({ ...user, ip: context?.clientIp ?? null }, value);
    return redirectWithFlash("/admin/settings", "Settings saved.");
  });
}

export const meta: Route.MetaFunction = () => [
  { title: `Settings | Admin | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
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
            Site settings
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
                <span className="font-semibold">Registration open</span>
                <span className="block text-sm text-slate-600">
                  Off: new accounts (form, API and Google) are refused.
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
                <span className="font-semibold">New listings need review</span>
                <span className="block text-sm text-slate-600">
                  Off: submitted listings go live at once.
                </span>
              </span>
            </label>
            <Field
              id="moderationTargetHours"
              name="moderationTargetHours"
              label="Moderation target (hours)"
              type="number"
              min={1}
              max={168}
              defaultValue={String(s.moderationTargetHours)}
              errors={fieldErrorsOf(actionData, "moderationTargetHours")}
            />
            <Field
              id="noticeBanner"
              name="noticeBanner"
              label="Notice banner"
              hint="Shown at the top of every page; leave empty for none. At most 300 characters."
              maxLength={300}
              defaultValue={s.noticeBanner}
              errors={fieldErrorsOf(actionData, "noticeBanner")}
            />
            <fieldset className="space-y-3">
              <legend className="font-semibold">Exchange rates</legend>
              <p className="text-sm text-slate-600">
                Users who chose dollars or euros see an approximate amount beside naira prices, at
                this rate. Leave a rate and its date empty to show naira only. Payments are always
                in naira.
              </p>
              {RATES.map(([code, label]) => (
                <div key={code} className="grid gap-3 sm:grid-cols-2">
                  <Field
                    id={`${code}Rate`}
                    name={`${code}Rate`}
                    label={`Naira per ${label} (₦)`}
                    inputMode="decimal"
                    defaultValue={s[`${code}Rate`] === null ? "" : String(s[`${code}Rate`])}
                    errors={fieldErrorsOf(actionData, `${code}Rate`)}
                  />
                  <Field
                    id={`${code}RateFrom`}
                    name={`${code}RateFrom`}
                    label="Applies from"
                    type="date"
                    max={lagosToday()}
                    defaultValue={s[`${code}RateFrom`] ?? ""}
                    errors={fieldErrorsOf(actionData, `${code}RateFrom`)}
                  />
                </div>
              ))}
            </fieldset>
            <Button>Save settings</Button>
          </Form>
        </section>
        <section
          aria-labelledby="prices-heading"
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="prices-heading" className="text-lg font-bold">
            Prices (read-only)
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Plan and boost prices are set in the catalogue (lib/plans.ts) and change with a release.
          </p>
          <table className="mt-3 w-full text-left text-sm">
            <caption className="sr-only">Plan prices</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1">
                  Plan
                </th>
                <th scope="col">Monthly</th>
                <th scope="col">Yearly</th>
              </tr>
            </thead>
            <tbody>
              {Object.values(PLANS).map((p) => (
                <tr key={p.id}>
                  <td className="py-1">{p.name}</td>
                  <td>{formatNaira(p.price.monthly)}</td>
                  <td>{formatNaira(p.price.yearly)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="mt-4 w-full text-left text-sm">
            <caption className="sr-only">Boost prices</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1">
                  Boost
                </th>
                <th scope="col">Days</th>
                <th scope="col">Price</th>
                <th scope="col">Premium</th>
              </tr>
            </thead>
            <tbody>
              {Object.values(BOOSTS).map((b) => (
                <tr key={b.id}>
                  <td className="py-1">{b.name}</td>
                  <td>{b.days}</td>
                  <td>{formatNaira(b.price.basic)}</td>
                  <td>{formatNaira(b.price.premium)}</td>
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
