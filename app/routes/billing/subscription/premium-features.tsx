/**
 * /subscription's Premium Features tab (docs/product.md#premium-features, #roles-and-permissions;
 * docs/product.md#plans-and-boosts features): Photo Enhancement (AI Auto-Enhance and HDR on Basic
 * and Premium, Colour Correction on Premium; Background Removal is not offered, and the tab says
 * so) and Analytics & Insights (real views, saves and inquiries per day on /sell's Analytics tab
 * for paid plans), with which plans get what, what the viewer's plan includes, and an upgrade link
 * for anyone below Premium.
 */
import { Link, href } from "react-router";
import { enhancementName, joinList, planName } from "~/components/billing/plan-text";
import { ButtonLink } from "~/components/form-parts/button";
import { useLocalePath, useT } from "~/i18n/react";
import type { BillingCycle } from "~/lib/vocabulary/domain-billing";
import { ENHANCEMENTS, mayEnhance, planNeededFor } from "~/lib/billing/enhancements";
import { PLAN_RANK, PLANS, planOf, type PlanId } from "~/lib/billing/plans";

function Access({ yes, needs }: { yes: boolean; needs: string }) {
  const t = useT();
  return yes ? (
    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
      {t("billing.premium.onPlan")}
    </span>
  ) : (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
      {t("billing.premium.needs", { plan: needs })}
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
  const t = useT();
  const l = useLocalePath();
  const analyticsPlans = Object.values(PLANS)
    .filter((p) => p.analytics)
    .map((p) => planName(t, p.id));
  const hasAnalytics = planOf(plan).analytics;
  return (
    <div className="space-y-8">
      <section aria-labelledby="photo-enhancement">
        <h2 id="photo-enhancement" className="text-xl font-bold">
          {t("billing.premium.photo.heading")}
        </h2>
        <p className="mt-1 text-slate-700">{t("billing.premium.photo.intro")}</p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {ENHANCEMENTS.map((e) => {
            const needs = planNeededFor(e);
            return (
              <li key={e} className="rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex items-start justify-between gap-2">
                  <p className="font-semibold">{enhancementName(t, e)}</p>
                  <Access
                    yes={mayEnhance(plan, e)}
                    needs={planName(t, needs === "Premium" ? "premium" : "basic")}
                  />
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  {t(`billing.enhancement.hint.${e}` as const)}
                </p>
                <p className="mt-2 text-xs text-slate-600">
                  {needs === "Premium"
                    ? t("billing.premium.premiumOnly")
                    : t("billing.premium.basicAndPremium")}
                </p>
              </li>
            );
          })}
        </ul>
        <p className="mt-3 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
          {t("billing.enhancement.backgroundNote")}
        </p>
      </section>
      <section aria-labelledby="analytics-insights">
        <h2 id="analytics-insights" className="text-xl font-bold">
          {t("billing.premium.analytics.heading")}
        </h2>
        <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-start justify-between gap-2">
            <p className="font-semibold">{t("billing.premium.analytics.title")}</p>
            <Access yes={hasAnalytics} needs={joinList(t, analyticsPlans, "or")} />
          </div>
          <p className="mt-1 text-sm text-slate-700">
            {t("billing.premium.analytics.text", { plans: joinList(t, analyticsPlans, "and") })}
          </p>
          {hasAnalytics && (
            <Link
              to={l(`${href("/:lang?/sell")}?tab=analytics`)}
              className="text-brand-700 mt-2 inline-block text-sm font-semibold hover:underline"
            >
              {t("billing.premium.openAnalytics")}
            </Link>
          )}
        </div>
      </section>
      {paymentsOn && PLAN_RANK[plan] < PLAN_RANK.premium && (
        <p>
          <ButtonLink
            to={l(`${href("/:lang?/payment")}?tab=plans&plan=premium&cycle=${cycle}`)}
            className="inline-block"
          >
            {t("billing.premium.upgrade")}
          </ButtonLink>{" "}
          <Link
            to={l(`${href("/:lang?/subscription")}?tab=plans&cycle=${cycle}`)}
            className="text-brand-700 ml-2 font-semibold hover:underline"
          >
            {t("billing.premium.compare")}
          </Link>
        </p>
      )}
    </div>
  );
}
