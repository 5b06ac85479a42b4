/**
 * `/admin/listings/all` (staff; docs/decisions/013-admin-panel.md): every listing of every status,
 * newest first, with search (title, id or seller's e-mail) and filters (status, category, state) in
 * a plain GET form, paged by index. Each row offers what its status allows: approve or reject
 * (pending), flag (active), restore (flagged), remove (admins), and links to the seller. Plain
 * forms.
 */
import { data, Form, Link, useActionData, href } from "react-router";
import { z } from "zod";
import { AdminPage } from "~/components/admin/admin-page";
import { ExportLink } from "~/components/admin/export-link";
import { FormAlert } from "~/components/form-parts/alerts";
import { PageFlash } from "~/components/page-flash";
import { Button } from "~/components/form-parts/button";
import { Field, SelectField } from "~/components/form-parts/field";
import { STATES } from "~/lib/catalogue/catalog";
import { CATEGORY_IDS, LISTING_STATUSES } from "~/lib/vocabulary/domain";
import { formErrorsOf, typedOf } from "~/lib/forms/form-answer";
import { adminMeta } from "~/components/admin/admin-meta";
import type { MessageKey } from "~/i18n/keys";
import { msg } from "~/i18n/messages";
import type { I18nHandle } from "~/i18n/namespaces";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import { fieldText } from "~/lib/forms/text";
import { roleGrants } from "~/lib/vocabulary/permissions";
import { changeListingStatus, listListingsForAdmin } from "~/models/admin/listings.server";
import { redirectWithFlash } from "~/request/flash.server";
import { firstFieldError, handleForm } from "~/request/forms.server";
import { adminListPage } from "~/request/admin-list.server";
import { requireUserWithPermission } from "~/request/session.server";
import { AdminListingQuerySchema } from "~/lib/admin/admin-schemas";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import type { Route } from "./+types/all-listings";

const KEYS = ["status", "q", "category", "state"] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireUserWithPermission(request, "approve:listing:any");
  const { page, filters, next } = await adminListPage(
    request,
    AdminListingQuerySchema,
    KEYS,
    (f) => listListingsForAdmin(staff, f),
    { limit: 25 },
  );
  const headers = { "Cache-Control": "private, no-store" };
  return data(
    {
      role: staff.role,
      listings: page.listings,
      filters,
      next,
      back: `/admin/listings/all${Object.keys(filters).length ? `?${new URLSearchParams(filters)}` : ""}`,
    },
    { headers },
  );
}

const CHANGES = ["active", "rejected", "flagged", "removed"] as const;
type Change = (typeof CHANGES)[number];

const ChangeForm = z.object({
  listingId: fieldText(40),
  status: fieldText(20).refine((s) => CHANGES.includes(s as Change), msg("forms.admin.change")),
  reason: fieldText(500),
  back: fieldText(300),
});

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserWithPermission(request, "approve:listing:any");
  return handleForm(
    request,
    { form: { schema: ChangeForm, invalid: firstFieldError } },
    async ({ value: { listingId, reason, back, ...v } }) => {
      const status = v.status as Change;
      const to = back.startsWith("/admin/listings/all") ? back : "/admin/listings/all";
      await changeListingStatus(
        { ...user, ip: context?.clientIp ?? null },
        listingId,
        status,
        reason,
      );
      return redirectWithFlash(to, msg(`admin.flash.listing.${status}`));
    },
  );
}

export const handle = { i18n: ["admin", "forms"] } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.moderation.all");

/** The changes a listing's status allows this staff member. */
function changesFor(status: string, canRemove: boolean): Change[] {
  const out: Change[] = [];
  if (status === "pending") out.push("active", "rejected");
  if (status === "active") out.push("flagged");
  if (status === "flagged") out.push("active");
  if (canRemove && status !== "removed") out.push("removed");
  return out;
}

export default function AllListings({ loaderData }: Route.ComponentProps) {
  const fmt = useFormat();
  const t = useT();
  const l = useLocalePath();
  const { role, listings, filters, next, back } = loaderData;
  const actionData = useActionData<typeof action>();
  const canRemove = roleGrants(role, "delete:listing:any");
  return (
    <AdminPage role={role} current="listings" next={next}>
      <p className="mt-4 text-sm">
        <Link
          to={l(href("/:lang?/admin/listings"))}
          className="text-brand-700 font-semibold hover:underline"
        >
          {t("admin.moderation.queue")}
        </Link>{" "}
        · {t("admin.moderation.all")}
      </p>
      <p className="mt-4 text-right">
        <ExportLink role={role} name="listings" filters={filters} />
      </p>
      <Form
        method="get"
        action={l(href("/:lang?/admin/listings/all"))}
        className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
      >
        <Field
          id="q"
          name="q"
          label={t("admin.users.search")}
          type="search"
          placeholder={t("admin.all.searchHint")}
          defaultValue={filters.q}
          containerClassName="lg:col-span-2"
        />
        <SelectField
          id="status"
          name="status"
          label={t("admin.users.status")}
          options={LISTING_STATUSES.map((s) => ({
            value: s,
            label: t(`admin.listingStatus.${s}`),
          }))}
          placeholder={t("admin.any")}
          defaultValue={filters.status}
        />
        <SelectField
          id="category"
          name="category"
          label={t("admin.all.category")}
          options={CATEGORY_IDS.map((c) => ({ value: c, label: t(`admin.category.${c}`) }))}
          placeholder={t("admin.any")}
          defaultValue={filters.category}
        />
        <SelectField
          id="state"
          name="state"
          label={t("admin.all.state")}
          options={Object.entries(STATES).map(([value, label]) => ({ value, label }))}
          placeholder={t("admin.any")}
          defaultValue={filters.state}
        />
        <div className="flex items-end">
          <Button>{t("admin.users.search")}</Button>
        </div>
      </Form>
      <div className="mt-4">
        <PageFlash />
      </div>
      {listings.length === 0 ? (
        <p className="mt-6 text-slate-700">{t("admin.all.none")}</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {listings.map((item) => {
            const changes = changesFor(item.status, canRemove);
            const mine = typedOf(actionData, "listingId") === item.id ? actionData : undefined;
            const errors = formErrorsOf(mine);
            return (
              <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <h2 className="font-semibold">
                    {item.status === "active" ? (
                      <Link
                        to={l(href("/:lang?/car/:id", { id: item.id }))}
                        className="text-brand-700 hover:underline"
                      >
                        {item.title}
                      </Link>
                    ) : (
                      item.title
                    )}
                  </h2>
                  <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
                    {t(`admin.listingStatus.${item.status}` as MessageKey)}
                  </span>
                  <span className="text-sm text-slate-700">
                    {t("admin.all.details", {
                      price: fmt.naira(item.price),
                      location: item.location,
                      date: fmt.date(item.datePosted),
                      views: item.views,
                    })}
                  </span>
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  {t("admin.all.seller")}{" "}
                  {roleGrants(role, "read:user:any") ? (
                    <Link
                      to={l(href("/:lang?/admin/users/:id", { id: item.seller.id }))}
                      className="text-brand-700 font-semibold hover:underline"
                    >
                      {item.seller.name}
                    </Link>
                  ) : (
                    item.seller.name
                  )}{" "}
                  ({item.seller.email})
                  {item.seller.status === "suspended" ? ` · ${t("admin.all.suspended")}` : ""}
                  {item.reason ? ` · ${t("admin.all.reason", { reason: item.reason })}` : ""}
                  {canRemove && item.status !== "removed" && (
                    <>
                      {" · "}
                      <Link
                        to={l(`${href("/:lang?/sell")}?draft=${item.id}&step=1`)}
                        className="text-brand-700 font-semibold hover:underline"
                      >
                        {t("admin.all.edit")}
                      </Link>
                    </>
                  )}
                </p>
                {errors && (
                  <div className="mt-2">
                    <FormAlert errors={errors} />
                  </div>
                )}
                {changes.length > 0 && (
                  <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
                    <input type="hidden" name="listingId" value={item.id} />
                    <input type="hidden" name="back" value={back} />
                    <SelectField
                      id={`status-${item.id}`}
                      name="status"
                      label={t("admin.all.change")}
                      options={changes.map((c) => ({ value: c, label: t(`admin.change.${c}`) }))}
                    />
                    <Field
                      id={`reason-${item.id}`}
                      name="reason"
                      label={t("admin.all.changeReason")}
                      defaultValue={mine && typedOf(mine, "reason")}
                      maxLength={500}
                      containerClassName="min-w-64 flex-1"
                    />
                    <Button variant="secondary">{t("admin.all.apply")}</Button>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
