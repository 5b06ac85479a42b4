/**
 * `/admin/settings` (admins; docs/decisions/013-admin-panel.md): registration open or closed, the
 * site-wide notice banner, the moderation target in hours and whether new listings need review,
 * saved to the database and audited (models/site/settings.server.ts). Plan and boost prices live in the
 * catalogue module (lib/plans.ts) and are shown read-only. A plain form.
 */
import { data, Form, useActionData } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { FormAlert } from "~/components/form-parts/alerts";
import { Button } from "~/components/form-parts/button";
import { Field } from "~/components/form-parts/field";
import { formatNaira } from "~/lib/format";
import { BOOSTS, PLANS } from "~/lib/plans";
import { SITE } from "~/lib/site";
import { DomainError } from "~/models/shared/errors.server";
import { getSettings, updateSettings } from "~/models/site/settings.server";
import { readFlash, redirectWithFlash } from "~/request/flash.server";
import { formText, readForm } from "~/request/forms.server";
import { requireUserWithPermission } from "~/request/session.server";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import type { Route } from "./+types/settings";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireUserWithPermission(request, "update:settings:any");
  const { flash, headers } = await readFlash(request);
  headers.set("Cache-Control", "private, no-store");
  return data({ role: staff.role, settings: await getSettings(), flash }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserWithPermission(request, "update:settings:any");
  const form = await readForm(request);
  const input = {
    registrationOpen: form.get("registrationOpen") === "on",
    noticeBanner: formText(form, "noticeBanner", 400),
    moderationTargetHours: formText(form, "moderationTargetHours", 10),
    listingsNeedReview: form.get("listingsNeedReview") === "on",
  };
  try {
    await updateSettings({ ...user, ip: context?.clientIp ?? null }, input);
  } catch (error) {
    if (error instanceof DomainError)
      return data(
        { error: error.message, fields: error.fields ?? {}, input },
        { status: error.status },
      );
    throw error;
  }
  return redirectWithFlash("/admin/settings", "Settings saved.");
}

export const meta: Route.MetaFunction = () => [
  { title: `Settings | Admin | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const { role, flash } = loaderData;
  const actionData = useActionData<typeof action>();
  const s = actionData?.input ?? loaderData.settings;
  return (
    <AdminPage role={role} current="settings">
      <div className="mt-4 space-y-3">
        {flash && <FormAlert tone={flash.tone} errors={[flash.message]} />}
        {actionData?.error && <FormAlert errors={[actionData.error]} />}
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
              errors={actionData?.fields?.moderationTargetHours}
            />
            <Field
              id="noticeBanner"
              name="noticeBanner"
              label="Notice banner"
              hint="Shown at the top of every page; leave empty for none. At most 300 characters."
              maxLength={300}
              defaultValue={s.noticeBanner}
              errors={actionData?.fields?.noticeBanner}
            />
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
