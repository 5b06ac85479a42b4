/**
 * `/admin/analytics` (admins; docs/decisions/013-admin-panel.md): live listings by category, state
 * and make; the median asking price by make and model with the number of listings; views to
 * inquiries by category; top searches (the text only); sign-ups by account type. Server-drawn
 * charts with their numbers in tables (models/admin/analytics.server.ts).
 */
import { data } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { BarChart } from "~/components/admin/bar-chart";
import { adminMeta } from "~/components/admin/admin-meta";
import type { MessageKey } from "~/i18n/keys";
import type { I18nHandle } from "~/i18n/namespaces";
import { useFormat, useT } from "~/i18n/react";
import { placeName } from "~/lib/catalogue/catalog";
import { CATEGORY_IDS } from "~/lib/vocabulary/domain";
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

export const handle = { i18n: ["admin"] } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.tab.analytics");

function Table({
  id,
  caption,
  head,
  rows,
}: {
  id: string;
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  const t = useT();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={id} className="font-semibold">
        {caption}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("admin.analytics.nothing")}</p>
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
  const t = useT();
  const fmt = useFormat();
  const category = (c: string) =>
    (CATEGORY_IDS as readonly string[]).includes(c) ? t(`admin.category.${c}` as MessageKey) : c;
  const { role, a } = loaderData;
  return (
    <AdminPage role={role} current="analytics">
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <BarChart
          title={t("admin.analytics.byCategory")}
          bars={a.listingsByCategory.map((r) => ({
            label: category(r.label),
            value: r.count,
          }))}
        />
        <BarChart
          title={t("admin.analytics.byState")}
          bars={a.listingsByState.map((r) => ({ label: placeName(r.label), value: r.count }))}
        />
        <BarChart
          title={t("admin.analytics.byMake")}
          bars={a.listingsByMake.map((r) => ({ label: r.label, value: r.count }))}
        />
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <Table
          id="t-median-asking-price-by-model"
          caption={t("admin.analytics.median")}
          head={[
            t("admin.analytics.makeModel"),
            t("admin.analytics.medianPrice"),
            t("admin.analytics.listings"),
          ]}
          rows={a.medianPrices.map((m) => [
            `${m.make} ${m.model}`,
            fmt.naira(m.median),
            m.listings,
          ])}
        />
        <Table
          id="t-views-to-inquiries-by-category"
          caption={t("admin.analytics.conversion")}
          head={[
            t("admin.all.category"),
            t("admin.analytics.views"),
            t("admin.analytics.inquiries"),
            t("admin.analytics.per100"),
          ]}
          rows={a.conversion.map((c) => [
            category(c.category),
            c.views,
            c.inquiries,
            c.percent === null ? t("admin.dash") : c.percent,
          ])}
        />
        <Table
          id="t-top-searches-days-"
          caption={t("admin.analytics.searches")}
          head={[t("admin.analytics.search"), t("admin.analytics.times")]}
          rows={a.topSearches.map((s) => [s.term, s.count])}
        />
        <Table
          id="t-sign-ups-by-account-type"
          caption={t("admin.analytics.signups")}
          head={[
            t("admin.users.accountType"),
            t("admin.analytics.last30"),
            t("admin.analytics.allTime"),
          ]}
          rows={a.signups.map((s) => [
            t(`admin.accountType.${s.accountType}` as MessageKey),
            s.last30Days,
            s.total,
          ])}
        />
      </div>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
