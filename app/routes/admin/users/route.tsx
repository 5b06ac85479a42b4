/**
 * `/admin/users` (admins; docs/decisions/013-admin-panel.md): every account, newest first, with
 * search (`?q=`: name, e-mail or phone) and filters (status, role, plan, account type) in a plain
 * GET form, paged by index (`?before=`, "Next page"), never by offset. Each row opens the user's
 * page. Moderators get 403 (the root's "Access denied").
 */
import { data, Form, Link, href } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { ExportLink } from "~/components/admin/export-link";
import { Button } from "~/components/form-parts/button";
import { Field, SelectField } from "~/components/form-parts/field";
import { ACCOUNT_TYPES, PLAN_IDS, ROLES } from "~/lib/vocabulary/domain";
import { adminMeta } from "~/components/admin/admin-meta";
import type { MessageKey } from "~/i18n/keys";
import type { I18nHandle } from "~/i18n/namespaces";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import { ADMIN_USER_STATUSES, type AdminUserStatus } from "~/lib/admin/admin-schemas";
import { listUsersForAdmin } from "~/models/admin/users.server";
import { adminListPage } from "~/request/admin-list.server";
import { requireUserWithPermission } from "~/request/session.server";
import { AdminUserQuerySchema } from "~/lib/admin/admin-schemas";
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

export const handle = { i18n: ["admin"] } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.tab.users");

const STATUS_BADGE: Record<AdminUserStatus, string> = {
  active: "bg-emerald-50 text-emerald-800",
  suspended: "bg-red-50 text-red-800",
  pending: "bg-amber-100 text-amber-900",
};

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const fmt = useFormat();
  const t = useT();
  const l = useLocalePath();
  const options = (group: string, values: readonly string[]) =>
    values.map((v) => ({ value: v, label: t(`admin.${group}.${v}` as MessageKey) }));
  const { role, users, filters, next } = loaderData;
  return (
    <AdminPage role={role} current="users" next={next}>
      <p className="mt-4 text-right">
        <ExportLink role={role} name="users" filters={filters} />
      </p>
      <Form
        method="get"
        action={l(href("/:lang?/admin/users"))}
        className="mt-6 grid gap-3 sm:grid-cols-3 lg:grid-cols-6"
      >
        <Field
          id="q"
          name="q"
          label={t("admin.users.search")}
          type="search"
          defaultValue={filters.q}
          placeholder={t("admin.users.searchHint")}
          containerClassName="sm:col-span-3 lg:col-span-2"
        />
        <SelectField
          id="status"
          name="status"
          label={t("admin.users.status")}
          options={options("userStatus", ADMIN_USER_STATUSES)}
          placeholder={t("admin.any")}
          defaultValue={filters.status}
        />
        <SelectField
          id="role"
          name="role"
          label={t("admin.users.role")}
          options={options("role", ROLES)}
          placeholder={t("admin.any")}
          defaultValue={filters.role}
        />
        <SelectField
          id="plan"
          name="plan"
          label={t("admin.users.plan")}
          options={options("plan", PLAN_IDS)}
          placeholder={t("admin.any")}
          defaultValue={filters.plan}
        />
        <SelectField
          id="accountType"
          name="accountType"
          label={t("admin.users.accountType")}
          options={options("accountType", ACCOUNT_TYPES)}
          placeholder={t("admin.any")}
          defaultValue={filters.accountType}
        />
        <div className="flex items-end">
          <Button>{t("admin.users.search")}</Button>
        </div>
      </Form>

      {users.length === 0 ? (
        <p className="mt-6 text-slate-700">{t("admin.users.none")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("admin.users.caption")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("admin.users.name")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.users.email")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.users.phone")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.users.location")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.users.joined")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.users.rolePlan")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.users.status")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {users.map((u) => (
                <tr key={u.id}>
                  <td className="px-3 py-2">
                    <Link
                      to={l(href("/:lang?/admin/users/:id", { id: u.id }))}
                      className="text-brand-700 font-semibold hover:underline"
                    >
                      {u.name}
                    </Link>
                  </td>
                  <td className="px-3 py-2 break-all">{u.email}</td>
                  <td className="px-3 py-2">{u.phone ?? t("admin.dash")}</td>
                  <td className="px-3 py-2">{u.location ?? t("admin.dash")}</td>
                  <td className="px-3 py-2">{fmt.date(u.joinDate)}</td>
                  <td className="px-3 py-2">
                    {t(`admin.role.${u.role}`)} / {t(`admin.plan.${u.plan}`)}
                  </td>
                  <td className="px-3 py-2">
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_BADGE[u.status]}`}
                    >
                      {t(`admin.userStatus.${u.status}`)}
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
