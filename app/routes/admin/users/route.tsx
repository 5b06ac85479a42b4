/**
 * `/admin/users` (admins; docs/decisions/013-admin-panel.md): every account, newest first, with
 * search (`?q=`: name, e-mail or phone) and filters (status, role, plan, account type) in a plain
 * GET form, paged by index (`?before=`, "Next page"), never by offset. Each row opens the user's
 * page. Moderators get 403 (the root's "Access denied").
 */
import { data, Form, Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { ExportLink } from "~/components/admin/export-link";
import { Button } from "~/components/form-parts/button";
import { Field, SelectField } from "~/components/form-parts/field";
import { ACCOUNT_TYPES, PLAN_IDS, ROLES } from "~/lib/domain";
import { useFormat } from "~/i18n/react";
import { SITE } from "~/lib/site";
import { ADMIN_USER_STATUSES, type AdminUserStatus } from "~/lib/admin-schemas";
import { listUsersForAdmin } from "~/models/admin/users.server";
import { adminListPage } from "~/request/admin-list.server";
import { requireUserWithPermission } from "~/request/session.server";
import { AdminUserQuerySchema } from "~/lib/admin-schemas";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import type { Route } from "./+types/route";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireUserWithPermission(request, "read:user:any");
  const { page, filters, next } = await adminListPage(
    request,
    AdminUserQuerySchema,
    ["q", "status", "role", "plan", "accountType"],
    (f) => listUsersForAdmin(staff, f),
  );
  return data(
    { role: staff.role, users: page.users, filters, next },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta: Route.MetaFunction = () => [
  { title: `Users | Admin | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

const STATUS_BADGE: Record<AdminUserStatus, string> = {
  active: "bg-emerald-50 text-emerald-800",
  suspended: "bg-red-50 text-red-800",
  pending: "bg-amber-100 text-amber-900",
};

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const fmt = useFormat();
  const { role, users, filters, next } = loaderData;
  return (
    <AdminPage role={role} current="users" next={next}>
      <p className="mt-4 text-right">
        <ExportLink role={role} name="users" filters={filters} />
      </p>
      <Form method="get" className="mt-6 grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Field
          id="q"
          name="q"
          label="Search"
          type="search"
          defaultValue={filters.q}
          placeholder="Name, e-mail or phone"
          containerClassName="sm:col-span-3 lg:col-span-2"
        />
        <SelectField
          id="status"
          name="status"
          label="Status"
          options={options(ADMIN_USER_STATUSES)}
          placeholder="Any"
          defaultValue={filters.status}
        />
        <SelectField
          id="role"
          name="role"
          label="Role"
          options={options(ROLES)}
          placeholder="Any"
          defaultValue={filters.role}
        />
        <SelectField
          id="plan"
          name="plan"
          label="Plan"
          options={options(PLAN_IDS)}
          placeholder="Any"
          defaultValue={filters.plan}
        />
        <SelectField
          id="accountType"
          name="accountType"
          label="Account type"
          options={options(ACCOUNT_TYPES)}
          placeholder="Any"
          defaultValue={filters.accountType}
        />
        <div className="flex items-end">
          <Button>Search</Button>
        </div>
      </Form>

      {users.length === 0 ? (
        <p className="mt-6 text-slate-700">No users match.</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Users, newest first</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Name
                </th>
                <th scope="col" className="px-3 py-2">
                  E-mail
                </th>
                <th scope="col" className="px-3 py-2">
                  Phone
                </th>
                <th scope="col" className="px-3 py-2">
                  Location
                </th>
                <th scope="col" className="px-3 py-2">
                  Joined
                </th>
                <th scope="col" className="px-3 py-2">
                  Role / plan
                </th>
                <th scope="col" className="px-3 py-2">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {users.map((u) => (
                <tr key={u.id}>
                  <td className="px-3 py-2">
                    <Link
                      to={`/admin/users/${u.id}`}
                      className="text-brand-700 font-semibold hover:underline"
                    >
                      {u.name}
                    </Link>
                  </td>
                  <td className="px-3 py-2 break-all">{u.email}</td>
                  <td className="px-3 py-2">{u.phone ?? "-"}</td>
                  <td className="px-3 py-2">{u.location ?? "-"}</td>
                  <td className="px-3 py-2">{fmt.date(u.joinDate)}</td>
                  <td className="px-3 py-2">
                    {u.role} / {u.plan}
                  </td>
                  <td className="px-3 py-2">
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_BADGE[u.status]}`}
                    >
                      {u.status}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
