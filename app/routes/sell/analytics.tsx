/**
 * The Analytics tab of /sell: totals (views, saves, inquiries) for every plan, and a server-rendered chart of views per
 * day for each listing on paid plans (docs/product.md#plans-and-boosts).
 */
import { href } from "react-router";
import { ScreenLink } from "~/components/screen-link";
import { ViewsChart } from "~/components/views-chart";
import type { ListingAnalytics } from "~/models/selling/analytics.server";
import { useFormat, useT } from "~/i18n/react";

export function Analytics({ analytics, paid }: { analytics: ListingAnalytics[]; paid: boolean }) {
  const t = useT();
  const f = useFormat();
  if (!analytics.length)
    return (
      <p className="rounded-xl bg-white p-8 text-center text-slate-700">
        {t("sell.analytics.empty")}
      </p>
    );
  const totals = analytics.reduce(
    (t, a) => ({
      views: t.views + a.views,
      saves: t.saves + a.saves,
      inquiries: t.inquiries + a.inquiries,
    }),
    { views: 0, saves: 0, inquiries: 0 },
  );
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-3 gap-4">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{t("sell.analytics.views")}</dt>
          <dd className="text-2xl font-bold">{f.count(totals.views)}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{t("sell.analytics.saves")}</dt>
          <dd className="text-2xl font-bold">{f.count(totals.saves)}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{t("sell.analytics.inquiries")}</dt>
          <dd className="text-2xl font-bold">{f.count(totals.inquiries)}</dd>
        </div>
      </dl>
      {paid ? (
        analytics.map((a) => (
          <section key={a.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <h3 className="font-semibold">{a.title}</h3>
            <p className="text-sm text-slate-700">
              {t("sell.analytics.line", {
                views: a.views,
                saves: a.saves,
                inquiries: a.inquiries,
              })}
            </p>
            <ViewsChart
              daily={a.daily}
              title={t("sell.analytics.chartTitle", { title: a.title })}
            />
          </section>
        ))
      ) : (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-5">
          <p className="font-semibold text-amber-950">{t("sell.analytics.upsellHeading")}</p>
          <p className="text-amber-950">{t("sell.analytics.upsellBody")}</p>
          <ScreenLink
            to={href("/:lang?/subscription")}
            className="mt-3 inline-block rounded-md bg-amber-600 px-4 py-2 font-semibold text-white"
          >
            {t("sell.analytics.upgrade")}
          </ScreenLink>
        </div>
      )}
    </div>
  );
}
