/**
 * The admin panel's tabs (docs/product.md#admin-panel; docs/decisions/013-admin-panel.md), as links
 * so they work without JavaScript. A tab shows only to staff holding its permission (moderators:
 * listings and verification; admins: everything); the pages check again on the server.
 */
import { TabLinks } from "~/components/billing/billing-nav";
import { useLocalePath, useT } from "~/i18n/react";
import type { MessageKey } from "~/i18n/keys";
import { roleGrants, type Permission, type Role } from "~/lib/vocabulary/permissions";

const TABS: { value: string; href: string; permission: Permission }[] = [
  { value: "overview", href: "/admin", permission: "approve:listing:any" },
  { value: "users", href: "/admin/users", permission: "read:user:any" },
  {
    value: "listings",
    href: "/admin/listings",
    permission: "approve:listing:any",
  },
  { value: "reports", href: "/admin/reports", permission: "read:report:any" },
  { value: "risk", href: "/admin/risk", permission: "read:report:any" },
  {
    value: "verifications",
    href: "/admin/verifications",
    permission: "review:document:any",
  },
  { value: "analytics", href: "/admin/analytics", permission: "read:user:any" },
  { value: "audit", href: "/admin/audit", permission: "read:audit:any" },
  {
    value: "newsletter",
    href: "/admin/newsletter",
    permission: "send:newsletter:any",
  },
  {
    value: "settings",
    href: "/admin/settings",
    permission: "update:settings:any",
  },
];

export function AdminNav({ role, current }: { role: Role; current: string }) {
  const t = useT();
  const l = useLocalePath();
  return (
    <TabLinks
      label={t("admin.panel")}
      tabs={TABS.filter((tab) => roleGrants(role, tab.permission)).map((tab) => ({
        ...tab,
        label: t(`admin.tab.${tab.value}` as MessageKey),
        href: l(tab.href),
      }))}
      current={current}
    />
  );
}
