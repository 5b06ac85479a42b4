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
import { useFormat } from "~/i18n/react";
import { formatNaira } from "~/lib/format";
import { SITE } from "~/lib/site";
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

export const meta: Route.MetaFunction = () => [
  { title: `Admin panel | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

function Figures({ title, rows }: { title: string; rows: [string, string | number][] }) {
  const id = `fig-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
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
  const { role, overview: o } = loaderData;
  return (
    <AdminPage role={role} current="overview">
      <p className="mt-4 text-sm text-slate-600">
        Figures as of <time dateTime={o.asOf}>{fmt.dateTime(o.asOf)}</time> (counted at most every
        30 seconds).
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figures
          title="Review queue"
          rows={[
            ["Waiting", o.queue.pending],
            ["Oldest", o.queue.oldestHours === null ? "-" : `${o.queue.oldestHours} h`],
            ["Target", `${o.queue.targetHours} h`],
            ["On target", o.queue.overdue ? "No: overdue" : "Yes"],
          ]}
        />
        <Figures
          title="Open reports"
          rows={[
            ["High", o.reports.open.high],
            ["Warning", o.reports.open.warning],
            ["Info", o.reports.open.info],
          ]}
        />
        <Figures
          title={`Payments, ${o.payments.month}`}
          rows={[
            ["Completed", o.payments.completed],
            ["Total", formatNaira(o.payments.sum)],
            ["Boosts active", o.boostsActive],
          ]}
        />
        <Figures
          title="Users"
          rows={[
            ["Active", o.users.byStatus.active],
            ["E-mail not confirmed", o.users.byStatus.pending],
            ["Suspended", o.users.byStatus.suspended],
            ["Moderators / admins", `${o.users.byRole.moderator} / ${o.users.byRole.admin}`],
          ]}
        />
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <BarChart
          title="New users per day (30 days)"
          bars={o.newUsersPerDay.map((d) => ({ label: short(d.day), value: d.count }))}
        />
        <BarChart
          title="New listings per day (30 days)"
          bars={o.newListingsPerDay.map((d) => ({ label: short(d.day), value: d.count }))}
        />
      </div>
      <div className="mt-6">
        <BarChart
          title="Listings by status"
          bars={Object.entries(o.listings.byStatus).map(([label, value]) => ({ label, value }))}
        />
      </div>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
