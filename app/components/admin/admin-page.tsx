/**
 * The frame of every admin tab (docs/decisions/013-admin-panel.md): the back link, the "Admin
 * panel" heading and the tab bar, then the tab's content; `next` adds the "Next page" link of a
 * list paged by index.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Role } from "~/lib/vocabulary/domain";
import { useLocalePath, useT } from "~/i18n/react";
import { AdminNav } from "./admin-nav";

export function AdminPage({
  role,
  current,
  title,
  back,
  next,
  children,
}: {
  role: Role;
  current: string;
  title?: string;
  back?: { to: string; label: string };
  next?: string | null;
  children: ReactNode;
}) {
  const t = useT();
  const l = useLocalePath();
  const backTo = back ?? { to: "/dashboard", label: t("admin.backToDashboard") };
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Link to={l(backTo.to)} className="text-brand-700 text-sm font-semibold hover:underline">
        ← {backTo.label}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{title ?? t("admin.panel")}</h1>
      <div className="mt-4">
        <AdminNav role={role} current={current} />
      </div>
      {children}
      {next && (
        <p className="mt-4">
          <Link to={l(next)} className="text-brand-700 font-semibold hover:underline">
            {t("admin.nextPage")}
          </Link>
        </p>
      )}
    </main>
  );
}
