/**
 * "Export CSV" on an admin page (docs/decisions/013-admin-panel.md): a plain link to
 * `/api/admin/export/<name>.csv` with the page's current filters, shown to those who may export
 * (`export:data:any`: admins; the route checks again).
 */
import { useT } from "~/i18n/react";
import { roleGrants, type Role } from "~/lib/vocabulary/permissions";

export function ExportLink({
  role,
  name,
  filters,
}: {
  role: Role;
  name: "users" | "listings" | "payments" | "reports" | "audit";
  filters: Record<string, string>;
}) {
  const t = useT();
  if (!roleGrants(role, "export:data:any")) return null;
  const query = new URLSearchParams(filters).toString();
  return (
    <a
      href={`/api/admin/export/${name}.csv${query ? `?${query}` : ""}`}
      className="text-brand-700 inline-block text-sm font-semibold hover:underline"
      download
    >
      {t("admin.exportCsv")}
    </a>
  );
}
