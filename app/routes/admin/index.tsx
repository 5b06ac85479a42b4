/**
 * `/admin`, the admin panel's Overview (docs/product.md#admin-panel;
 * docs/decisions/013-admin-panel.md): staff only (403 for others). Real figures
 * (models/admin/overview.server.ts): users by status and role, new users and new listings per day
 * over 30 days as server-drawn charts with their numbers, listings by status, the review queue
 * against the moderation target, open reports by severity, this month's completed payments and
 * their sum, active boosts.
 */
import { data } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { BarChart } from "~/components/admin/bar-chart";
import { adminMeta } from "~/components/admin/admin-meta";
import { RichText } from "~/components/admin/rich-text";
import type { MessageKey } from "~/i18n/keys";
import type { I18nHandle } from "~/i18n/namespaces";
import { useFormat, useT } from "~/i18n/react";
import { adminOverview } from "~/models/admin/overview.server";
import { requireUserWithPermission } from "~/request/session.server";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import type { Route } from "./+types/index";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireUserWithPermission(request, "approve:listing:any");
  return data(
    { role: staff.role, overview: await adminOverview(staff) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const handle = { i18n: ["admin"] } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

function Figures({
  id,
  title,
  rows,
}: {
  id: string;
  title: string;
  rows: [string, string | number][];
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      <dl className="mt-2 space-y-1 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="flex justify-between gap-3">
            <dt className="text-slate-700">{k}</dt>
            <dd className="font-semibold">{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const short = (day: string) => day.slice(5).replace("-", "/");

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const fmt = useFormat();
  const t = useT();
  const hours = (h: number) => t("admin.hours", { hours: fmt.count(h) });
  const { role, overview: o } = loaderData;
  return (
    <AdminPage role={role} current="overview">
      <p className="mt-4 text-sm text-slate-600">
        <RichText
          k="admin.overview.asOf"
          nodes={{ time: <time dateTime={o.asOf}>{fmt.dateTime(o.asOf)}</time> }}
        />
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figures
          id="fig-review-queue"
          title={t("admin.overview.queue")}
          rows={[
            [t("admin.overview.waiting"), fmt.count(o.queue.pending)],
            [
              t("admin.overview.oldest"),
              o.queue.oldestHours === null ? t("admin.dash") : hours(o.queue.oldestHours),
            ],
            [t("admin.overview.target"), hours(o.queue.targetHours)],
            [
              t("admin.overview.onTarget"),
              o.queue.overdue ? t("admin.overview.overdue") : t("admin.yes"),
            ],
          ]}
        />
        <Figures
          id="fig-open-reports"
          title={t("admin.overview.openReports")}
          rows={[
            [t("admin.severity.high"), fmt.count(o.reports.open.high)],
            [t("admin.severity.warning"), fmt.count(o.reports.open.warning)],
            [t("admin.severity.info"), fmt.count(o.reports.open.info)],
          ]}
        />
        <Figures
          id="fig-payments"
          title={t("admin.overview.payments", { month: fmt.monthYear(o.payments.monthMid) })}
          rows={[
            [t("admin.overview.completed"), fmt.count(o.payments.completed)],
            [t("admin.overview.total"), fmt.naira(o.payments.sum)],
            [t("admin.overview.boosts"), fmt.count(o.boostsActive)],
          ]}
        />
        <Figures
          id="fig-users"
          title={t("admin.overview.users")}
          rows={[
            [t("admin.overview.active"), fmt.count(o.users.byStatus.active)],
            [t("admin.overview.pending"), fmt.count(o.users.byStatus.pending)],
            [t("admin.overview.suspended"), fmt.count(o.users.byStatus.suspended)],
            [
              t("admin.overview.staff"),
              `${fmt.count(o.users.byRole.moderator)} / ${fmt.count(o.users.byRole.admin)}`,
            ],
          ]}
        />
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <BarChart
          title={t("admin.overview.newUsers")}
          bars={o.newUsersPerDay.map((d) => ({ label: short(d.day), value: d.count }))}
        />
        <BarChart
          title={t("admin.overview.newListings")}
          bars={o.newListingsPerDay.map((d) => ({ label: short(d.day), value: d.count }))}
        />
      </div>
      <div className="mt-6">
        <BarChart
          title={t("admin.overview.byStatus")}
          bars={Object.entries(o.listings.byStatus).map(([status, value]) => ({
            label: t(`admin.listingStatus.${status}` as MessageKey),
            value,
          }))}
        />
      </div>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
