/**
 * /subscription's current-plan banner (docs/product.md#subscription). A paid plan shows its cycle
 * and the next billing date, or "Your plan ends on <date>" once cancelled, a scheduled change, or
 * the overdue state while renewal retries run, with Manage Subscription (the /payment overview).
 * The free plan shows "X of Y free listings used this month" with its bar and, at the limit,
 * the orange warning. Dates are the subscription record's ISO times, shown in Lagos time.
 */
import { Link, href } from "react-router";
import { planName } from "~/components/billing/plan-text";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import { planOf } from "~/lib/billing/plans";
import type { SubscriptionRecord } from "~/models/billing/subscriptions.server";

/** The product's warning at the free plan's limit (docs/product.md#subscription), in English
 * (the page shows `billing.banner.limit`, the same words in the reader's language). */
export const LIMIT_WARNING =
  "You've reached your free listing limit. Upgrade to continue listing cars.";

/** `month`: an instant inside the Lagos month counted (its name is shown). */
export function PlanBanner({ record, month }: { record: SubscriptionRecord; month: string }) {
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const plan = planOf(record.plan);
  if (plan.id === "free") return <FreeBanner record={record} month={month} />;
  const periodEnd = record.currentPeriodEnd ? f.date(record.currentPeriodEnd) : null;
  const next = record.nextPlan ? planOf(record.nextPlan) : null;
  return (
    <section
      aria-labelledby="current-plan"
      className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-emerald-200 bg-emerald-50 p-5"
    >
      <div>
        <h2 id="current-plan" className="text-lg font-semibold text-emerald-950">
          {t("billing.banner.on", { plan: planName(t, plan.id) })}
          {record.billingCycle && (
            <span className="font-normal">
              {" "}
              {t("billing.banner.billed", { cycle: record.billingCycle })}
            </span>
          )}
        </h2>
        {record.subscriptionStatus === "past_due" && (
          <p className="mt-1 font-semibold text-amber-900">{t("billing.banner.overdue")}</p>
        )}
        {record.cancelAtPeriodEnd && periodEnd ? (
          <p className="mt-1 text-emerald-950">{t("billing.banner.ends", { date: periodEnd })}</p>
        ) : next && periodEnd ? (
          <p className="mt-1 text-emerald-950">
            {record.nextBillingCycle
              ? t("billing.banner.changesCycle", {
                  plan: planName(t, next.id),
                  cycle: t(`billing.cycle.${record.nextBillingCycle}Lower` as const),
                  date: periodEnd,
                })
              : t("billing.banner.changes", { plan: planName(t, next.id), date: periodEnd })}
          </p>
        ) : record.nextBillingDate ? (
          <p className="mt-1 text-emerald-950">
            {t("billing.banner.next", { date: f.date(record.nextBillingDate) })}
          </p>
        ) : null}
      </div>
      <Link
        to={l(`${href("/:lang?/payment")}?tab=overview`)}
        className="rounded-md border border-emerald-700 bg-white px-4 py-2 font-semibold text-emerald-900 hover:bg-emerald-100"
      >
        {t("billing.banner.manage")}
      </Link>
    </section>
  );
}

function FreeBanner({ record, month }: { record: SubscriptionRecord; month: string }) {
  const t = useT();
  const f = useFormat();
  const reached = record.uploadsUsed >= record.uploadsLimit;
  const pct = Math.min(
    100,
    Math.round((record.uploadsUsed / Math.max(record.uploadsLimit, 1)) * 100),
  );
  return (
    <section
      aria-labelledby="current-plan"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="current-plan" className="text-lg font-semibold">
        {t("billing.banner.on", { plan: planName(t, "free") })}
      </h2>
      <p className="mt-1 text-slate-800">
        {t("billing.banner.used", {
          used: f.count(record.uploadsUsed),
          limit: f.count(record.uploadsLimit),
        })}{" "}
        <span className="text-slate-600">({f.monthYear(month)})</span>
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div
          className={`h-full ${reached ? "bg-orange-500" : "bg-brand-600"}`}
          style={{ width: `${pct}%` }}
        />
      </div>
      {reached && (
        <p role="status" className="mt-3 font-semibold text-orange-800">
          {t("billing.banner.limit")}
        </p>
      )}
    </section>
  );
}
