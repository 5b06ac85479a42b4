/**
 * The admin panel's tabs (docs/product.md#admin-panel; docs/decisions/013-admin-panel.md), as links
 * so they work without JavaScript. A tab shows only to staff holding its permission (moderators:
 * listings and verification; admins: everything); the pages check again on the server.
 */
import { TabLinks } from "~/components/billing/billing-nav";
import { userHasPermission, type Permission, type Role } from "~/lib/permissions";

const TABS: { value: string; label: string; href: string; permission: Permission }[] = [
  { value: "overview", label: "Overview", href: "/admin", permission: "approve:listing:any" },
  { value: "users", label: "Users", href: "/admin/users", permission: "read:user:any" },
  {
    value: "listings",
    label: "Listings",
    href: "/admin/listings",
    permission: "approve:listing:any",
  },
  { value: "reports", label: "Reports", href: "/admin/reports", permission: "read:report:any" },
  {
    value: "verifications",
    label: "Verification",
    href: "/admin/verifications",
    permission: "review:document:any",
  },
  { value: "analytics", label: "Analytics", href: "/admin/analytics", permission: "read:user:any" },
  { value: "audit", label: "Audit log", href: "/admin/audit", permission: "read:audit:any" },
  {
    value: "newsletter",
    label: "Newsletter",
    href: "/admin/newsletter",
    permission: "send:newsletter:any",
  },
  {
    value: "settings",
    label: "Settings",
    href: "/admin/settings",
    permission: "update:settings:any",
  },
];

export function AdminNav({ role, current }: { role: Role; current: string }) {
  return (
    <TabLinks
      label="Admin panel"
      tabs={TABS.filter((t) => userHasPermission({ role }, t.permission))}
      current={current}
    />
  );
}
