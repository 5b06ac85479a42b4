/**
 * The Analytics tab of /sell: totals (views, saves, inquiries) for every plan, and a server-rendered chart of views per
 * day for each listing on paid plans (docs/product.md#plans-and-boosts).
 */
import { ScreenLink } from "~/components/screen-link";
import { ViewsChart } from "~/components/views-chart";
import type { ListingAnalytics } from "~/models/listings/analytics.server";
import { plural } from "~/lib/plural";

const VIEW = { one: "view", other: "views" };
const SAVE = { one: "save", other: "saves" };
const INQUIRY = { one: "inquiry", other: "inquiries" };

export function Analytics({ analytics, paid }: { analytics: ListingAnalytics[]; paid: boolean }) {
  if (!analytics.length)
    return (
      <p className="rounded-xl bg-white p-8 text-center text-slate-700">
        Analytics appear once a listing is submitted.
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
          <dt className="text-sm text-slate-600">Total views</dt>
          <dd className="text-2xl font-bold">{totals.views}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Saves</dt>
          <dd className="text-2xl font-bold">{totals.saves}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Inquiries</dt>
          <dd className="text-2xl font-bold">{totals.inquiries}</dd>
        </div>
      </dl>
      {paid ? (
        analytics.map((a) => (
          <section key={a.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <h3 className="font-semibold">{a.title}</h3>
            <p className="text-sm text-slate-700">
              {plural(a.views, VIEW)} · {plural(a.saves, SAVE)} · {plural(a.inquiries, INQUIRY)}
            </p>
            <ViewsChart daily={a.daily} title={`Views per day for ${a.title}, last 30 days`} />
          </section>
        ))
      ) : (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-5">
          <p className="font-semibold text-amber-950">See views per day for each listing</p>
          <p className="text-amber-950">Daily charts are part of the Basic and Premium plans.</p>
          <ScreenLink
            to="/subscription"
            className="mt-3 inline-block rounded-md bg-amber-600 px-4 py-2 font-semibold text-white"
          >
            Upgrade
          </ScreenLink>
        </div>
      )}
    </div>
  );
}
