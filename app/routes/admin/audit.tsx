/**
 * `/admin/audit` (staff; docs/decisions/013-admin-panel.md): the audit log, read-only: who did what
 * to which target, the before and after where it applies, when and from which IP; filtered by
 * actor, action and target in a plain GET form, paged by index.
 */
import { data, Form, Link, href } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { ExportLink } from "~/components/admin/export-link";
import { Button } from "~/components/form-parts/button";
import { Field } from "~/components/form-parts/field";
import { adminMeta } from "~/components/admin/admin-meta";
import type { I18nHandle } from "~/i18n/namespaces";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import { roleGrants } from "~/lib/vocabulary/permissions";
import { listAuditLog } from "~/models/shared/audit.server";
import { adminListPage } from "~/request/admin-list.server";
import { requireUserWithPermission } from "~/request/session.server";
import { AuditQuerySchema } from "~/lib/admin/admin-schemas";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import type { Route } from "./+types/audit";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireUserWithPermission(request, "read:audit:any");
  const { page, filters, next } = await adminListPage(
    request,
    AuditQuerySchema,
    ["actor", "action", "entityType", "entityId"],
    (f) => listAuditLog(staff, f),
  );
  return data(
    {
      role: staff.role,
      entries: page.entries,
      filters,
      next,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const handle = { i18n: ["admin"] } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.tab.audit");

/**
 * The stored details as they are (docs/decisions/023-languages.md: audit texts are not translated):
 * `{reason: "x", status: ["active", "suspended"]}` as "reason: x · status: active → suspended". */
function describeDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([k, v]) =>
      Array.isArray(v) && v.length === 2
        ? `${k}: ${String(v[0])} → ${String(v[1])}`
        : `${k}: ${typeof v === "object" ? JSON.stringify(v) : String(v)}`,
    )
    .join(" · ");
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const fmt = useFormat();
  const t = useT();
  const l = useLocalePath();
  const { role, entries, filters, next } = loaderData;
  return (
    <AdminPage role={role} current="audit" next={next}>
      <p className="mt-4 text-right">
        <ExportLink role={role} name="audit" filters={filters} />
      </p>
      <Form
        method="get"
        action={l(href("/:lang?/admin/audit"))}
        className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
      >
        <Field
          id="actor"
          name="actor"
          label={t("admin.audit.actor")}
          defaultValue={filters.actor}
        />
        <Field
          id="action"
          name="action"
          label={t("admin.audit.action")}
          placeholder={t("admin.audit.actionHint")}
          defaultValue={filters.action}
        />
        <Field
          id="entityType"
          name="entityType"
          label={t("admin.audit.targetType")}
          placeholder={t("admin.audit.targetTypeHint")}
          defaultValue={filters.entityType}
        />
        <Field
          id="entityId"
          name="entityId"
          label={t("admin.audit.targetId")}
          defaultValue={filters.entityId}
        />
        <div className="flex items-end">
          <Button>{t("admin.reports.filter")}</Button>
        </div>
      </Form>
      {entries.length === 0 ? (
        <p className="mt-6 text-slate-700">{t("admin.audit.none")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("admin.audit.caption")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("admin.audit.when")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.audit.who")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.audit.action")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.audit.target")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.audit.details")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("admin.audit.ip")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {entries.map((e) => (
                <tr key={e.id}>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={e.at}>{fmt.dateTime(e.at)}</time>
                  </td>
                  <td className="px-3 py-2">
                    {e.actor ? e.actor.name || e.actor.email : t("admin.user.system")}
                  </td>
                  <td className="px-3 py-2 font-semibold">{e.action}</td>
                  <td className="px-3 py-2">
                    {e.entityType === "user" && roleGrants(role, "read:user:any") ? (
                      <Link
                        to={l(href("/:lang?/admin/users/:id", { id: e.entityId }))}
                        className="text-brand-700 hover:underline"
                      >
                        user {e.entityId.slice(0, 8)}
                      </Link>
                    ) : (
                      `${e.entityType} ${e.entityId.slice(0, 8)}`
                    )}
                  </td>
                  <td className="px-3 py-2 break-words">{describeDetails(e.details)}</td>
                  <td className="px-3 py-2">{e.ip ?? t("admin.dash")}</td>
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
