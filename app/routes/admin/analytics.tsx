/**
 * `/admin/analytics` (admins; docs/decisions/013-admin-panel.md): live listings by category, state
 * and make; the median asking price by make and model with the number of listings; views to
 * inquiries by category; top searches (the text only); sign-ups by account type. Server-drawn
 * charts with their numbers in tables (models/admin/analytics.server.ts).
 */
import { data } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { BarChart } from "~/components/admin/bar-chart";
import { categoryLabel, placeName } from "~/lib/catalog";
import type { Category } from "~/lib/domain";
import { formatNaira } from "~/lib/format";
import { SITE } from "~/lib/site";
import { adminAnalytics } from "~/models/admin/analytics.server";
import { requireUserWithPermission } from "~/request/session.server";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import type { Route } from "./+types/analytics";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireUserWithPermission(request, "read:user:any");
  return data(
    { role: staff.role, a: await adminAnalytics(staff) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta: Route.MetaFunction = () => [
  { title: `Analytics | Admin | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

function Table({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  const id = `t-${caption.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={id} className="font-semibold">
        {caption}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nothing yet.</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr>
              {head.map((h, i) => (
                <th key={h} scope="col" className={i ? "text-right" : ""}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={String(r[0]) + String(r[1])}>
                {r.map((c, i) => (
                  <td key={i} className={i ? "text-right" : ""}>
                    {c}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  const { role, a } = loaderData;
  return (
    <AdminPage role={role} current="analytics">
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <BarChart
          title="Live listings by category"
          bars={a.listingsByCategory.map((r) => ({
            label: categoryLabel(r.label as Category),
            value: r.count,
          }))}
        />
        <BarChart
          title="Live listings by state"
          bars={a.listingsByState.map((r) => ({ label: placeName(r.label), value: r.count }))}
        />
        <BarChart
          title="Live listings by make (top 15)"
          bars={a.listingsByMake.map((r) => ({ label: r.label, value: r.count }))}
        />
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <Table
          caption="Median asking price by model"
          head={["Make and model", "Median price", "Listings"]}
          rows={a.medianPrices.map((m) => [
            `${m.make} ${m.model}`,
            formatNaira(m.median),
            m.listings,
          ])}
        />
        <Table
          caption="Views to inquiries by category"
          head={["Category", "Views", "Inquiries", "Per 100 views"]}
          rows={a.conversion.map((c) => [
            categoryLabel(c.category as Category),
            c.views,
            c.inquiries,
            c.percent === null ? "-" : c.percent,
          ])}
        />
        <Table
          caption="Top searches (30 days)"
          head={["Search", "Times"]}
          rows={a.topSearches.map((s) => [s.term, s.count])}
        />
        <Table
          caption="Sign-ups by account type"
          head={["Account type", "Last 30 days", "All time"]}
          rows={a.signups.map((s) => [s.accountType, s.last30Days, s.total])}
        />
      </div>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
