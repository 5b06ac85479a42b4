/**
 * /subscription's Premium Features tab (docs/product.md#premium-features, #roles-and-permissions;
 * docs/product.md#plans-and-boosts features): Photo Enhancement (AI Auto-Enhance and HDR on Basic
 * and Premium, Colour Correction on Premium; Background Removal is not offered, and the tab says
 * so) and Analytics & Insights (real views, saves and inquiries per day on /sell's Analytics tab
 * for paid plans), with which plans get what, what the viewer's plan includes, and an upgrade link
 * for anyone below Premium.
 */
import { Link } from "react-router";
import { ButtonLink } from "~/components/form-parts/button";
import type { BillingCycle } from "~/lib/domain-billing";
import {
  BACKGROUND_REMOVAL_NOTE,
  ENHANCEMENT_HINTS,
  ENHANCEMENT_LABELS,
  ENHANCEMENTS,
  mayEnhance,
  planNeededFor,
} from "~/lib/enhancements";
import { PLAN_RANK, PLANS, planOf, type PlanId } from "~/lib/plans";

function Access({ yes, needs }: { yes: boolean; needs: string }) {
  return yes ? (
    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
      On your plan
    </span>
  ) : (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
      Needs {needs}
    </span>
  );
}

export function PremiumFeatures({
  plan,
  cycle,
  paymentsOn,
}: {
  plan: PlanId;
  cycle: BillingCycle;
  /** False: nothing can be paid for, so no Upgrade to Premium. */
  paymentsOn: boolean;
}) {
  const analyticsPlans = Object.values(PLANS).filter((p) => p.analytics);
  const hasAnalytics = planOf(plan).analytics;
  return (
    <div className="space-y-8">
      <section aria-labelledby="photo-enhancement">
        <h2 id="photo-enhancement" className="text-xl font-bold">
          Photo Enhancement
        </h2>
        <p className="mt-1 text-slate-700">
          Applied on the photos step when you list a car. The original photo is kept, so you can
          restore it at any time.
        </p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {ENHANCEMENTS.map((e) => {
            const needs = planNeededFor(e);
            return (
              <li key={e} className="rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex items-start justify-between gap-2">
                  <p className="font-semibold">{ENHANCEMENT_LABELS[e]}</p>
                  <Access yes={mayEnhance(plan, e)} needs={needs} />
                </div>
                <p className="mt-1 text-sm text-slate-700">{ENHANCEMENT_HINTS[e]}</p>
                <p className="mt-2 text-xs text-slate-600">
                  {needs === "Premium" ? "Premium only" : "Basic and Premium"}
                </p>
              </li>
            );
          })}
        </ul>
        <p className="mt-3 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
          {BACKGROUND_REMOVAL_NOTE}
        </p>
      </section>
      <section aria-labelledby="analytics-insights">
        <h2 id="analytics-insights" className="text-xl font-bold">
          Analytics &amp; Insights
        </h2>
        <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-start justify-between gap-2">
            <p className="font-semibold">Views, saves and inquiries per day</p>
            <Access yes={hasAnalytics} needs={analyticsPlans.map((p) => p.name).join(" or ")} />
          </div>
          <p className="mt-1 text-sm text-slate-700">
            For each of your listings, counted from real visits, saves and buyers&apos; messages: no
            sample figures. Included with {analyticsPlans.map((p) => p.name).join(" and ")}.
          </p>
          {hasAnalytics && (
            <Link
              to="/sell?tab=analytics"
              className="text-brand-700 mt-2 inline-block text-sm font-semibold hover:underline"
            >
              Open your analytics
            </Link>
          )}
        </div>
      </section>
      {paymentsOn && PLAN_RANK[plan] < PLAN_RANK.premium && (
        <p>
          <ButtonLink
            to={`/payment?tab=plans&plan=premium&cycle=${cycle}`}
            className="inline-block"
          >
            Upgrade to Premium
          </ButtonLink>{" "}
          <Link
            to={`/subscription?tab=plans&cycle=${cycle}`}
            className="text-brand-700 ml-2 font-semibold hover:underline"
          >
            Compare plans
          </Link>
        </p>
      )}
    </div>
  );
}
