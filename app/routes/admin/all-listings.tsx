/**
 * `/admin/listings/all` (staff; docs/decisions/013-admin-panel.md): every listing of every status,
 * newest first, with search (title, id or seller's e-mail) and filters (status, category, state) in
 * a plain GET form, paged by index. Each row offers what its status allows: approve or reject
 * (pending), flag (active), restore (flagged), remove (admins), and links to the seller. Plain
 * forms.
 */
import { data, Form, Link, useActionData } from "react-router";
import { z } from "zod";
import { AdminPage } from "~/components/admin/admin-page";
import { ExportLink } from "~/components/admin/export-link";
import { FormAlert } from "~/components/form-parts/alerts";
import { PageFlash } from "~/components/page-flash";
import { Button } from "~/components/form-parts/button";
import { Field, SelectField } from "~/components/form-parts/field";
import { categoryLabel, STATES } from "~/lib/catalog";
import { CATEGORY_IDS, LISTING_STATUSES } from "~/lib/domain";
import { formErrorsOf, typedOf } from "~/lib/form-answer";
import { useFormat } from "~/i18n/react";
import { formatNaira } from "~/lib/format";
import { fieldText } from "~/lib/text";
import { userHasPermission } from "~/lib/permissions";
import { SITE } from "~/lib/site";
import { changeListingStatus, listListingsForAdmin } from "~/models/admin/listings.server";
import { redirectWithFlash } from "~/request/flash.server";
import { firstFieldError, handleForm } from "~/request/forms.server";
import { adminListPage } from "~/request/admin-list.server";
import { requireUserWithPermission } from "~/request/session.server";
import { AdminListingQuerySchema } from "~/lib/admin-schemas";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import type { Route } from "./+types/all-listings";
import { plural } from "~/lib/plural";

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
const DONE: Record<Change, string> = {
  active: "Listing is live.",
  rejected: "Listing rejected; the seller was told why.",
  flagged: "Listing flagged and hidden.",
  removed: "Listing removed.",
};

const ChangeForm = z.object({
  listingId: fieldText(40),
  status: fieldText(20).refine((s) => CHANGES.includes(s as Change), "Choose what to do"),
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
      return redirectWithFlash(to, DONE[status]);
    },
  );
}

export const meta: Route.MetaFunction = () => [
  { title: `All listings | Admin | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** The changes a listing's status allows this staff member. */
function changesFor(status: string, canRemove: boolean): Change[] {
  const out: Change[] = [];
  if (status === "pending") out.push("active", "rejected");
  if (status === "active") out.push("flagged");
  if (status === "flagged") out.push("active");
  if (canRemove && status !== "removed") out.push("removed");
  return out;
}

const CHANGE_LABEL: Record<Change, string> = {
  active: "Approve / restore",
  rejected: "Reject",
  flagged: "Flag",
  removed: "Remove",
};

export default function AllListings({ loaderData }: Route.ComponentProps) {
  const fmt = useFormat();
  const { role, listings, filters, next, back } = loaderData;
  const actionData = useActionData<typeof action>();
  const canRemove = userHasPermission({ role }, "delete:listing:any");
  return (
    <AdminPage role={role} current="listings" next={next}>
      <p className="mt-4 text-sm">
        <Link to="/admin/listings" className="text-brand-700 font-semibold hover:underline">
          The review queue
        </Link>{" "}
        · All listings
      </p>
      <p className="mt-4 text-right">
        <ExportLink role={role} name="listings" filters={filters} />
      </p>
      <Form method="get" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Field
          id="q"
          name="q"
          label="Search"
          type="search"
          placeholder="Title, id or seller e-mail"
          defaultValue={filters.q}
          containerClassName="lg:col-span-2"
        />
        <SelectField
          id="status"
          name="status"
          label="Status"
          options={options(LISTING_STATUSES)}
          placeholder="Any"
          defaultValue={filters.status}
        />
        <SelectField
          id="category"
          name="category"
          label="Category"
          options={CATEGORY_IDS.map((c) => ({ value: c, label: categoryLabel(c) }))}
          placeholder="Any"
          defaultValue={filters.category}
        />
        <SelectField
          id="state"
          name="state"
          label="State"
          options={Object.entries(STATES).map(([value, label]) => ({ value, label }))}
          placeholder="Any"
          defaultValue={filters.state}
        />
        <div className="flex items-end">
          <Button>Search</Button>
        </div>
      </Form>
      <div className="mt-4">
        <PageFlash />
      </div>
      {listings.length === 0 ? (
        <p className="mt-6 text-slate-700">No listings match.</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {listings.map((l) => {
            const changes = changesFor(l.status, canRemove);
            const mine = typedOf(actionData, "listingId") === l.id ? actionData : undefined;
            const errors = formErrorsOf(mine);
            return (
              <li key={l.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <h2 className="font-semibold">
                    {l.status === "active" ? (
                      <Link to={`/car/${l.id}`} className="text-brand-700 hover:underline">
                        {l.title}
                      </Link>
                    ) : (
                      l.title
                    )}
                  </h2>
                  <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
                    {l.status}
                  </span>
                  <span className="text-sm text-slate-700">
                    {formatNaira(l.price)} · {l.location} · posted {fmt.date(l.datePosted)} ·{" "}
                    {plural(l.views, { one: "view", other: "views" })}
                  </span>
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  Seller:{" "}
                  {userHasPermission({ role }, "read:user:any") ? (
                    <Link
                      to={`/admin/users/${l.seller.id}`}
                      className="text-brand-700 font-semibold hover:underline"
                    >
                      {l.seller.name}
                    </Link>
                  ) : (
                    l.seller.name
                  )}{" "}
                  ({l.seller.email}){l.seller.status === "suspended" ? " · suspended" : ""}
                  {l.reason ? ` · reason: ${l.reason}` : ""}
                  {canRemove && l.status !== "removed" && (
                    <>
                      {" · "}
                      <Link
                        to={`/sell?draft=${l.id}&step=1`}
                        className="text-brand-700 font-semibold hover:underline"
                      >
                        Edit
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
                    <input type="hidden" name="listingId" value={l.id} />
                    <input type="hidden" name="back" value={back} />
                    <SelectField
                      id={`status-${l.id}`}
                      name="status"
                      label="Change"
                      options={changes.map((c) => ({ value: c, label: CHANGE_LABEL[c] }))}
                    />
                    <Field
                      id={`reason-${l.id}`}
                      name="reason"
                      label="Reason (for reject, flag, remove)"
                      defaultValue={mine && typedOf(mine, "reason")}
                      maxLength={500}
                      containerClassName="min-w-64 flex-1"
                    />
                    <Button variant="secondary">Apply</Button>
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
