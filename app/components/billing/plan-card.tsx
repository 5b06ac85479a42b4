/**
 * A plan's card on /subscription and on /payment's Plans tab (docs/product.md#subscription,
 * #payment-and-billing; docs/product.md#plans-and-boosts): name, description, price for the billing
 * cycle (whole naira), the Most Popular flag, the feature list with an included flag, and
 * optionally the limitations and the yearly saving. Every figure comes from the catalogue
 * (lib/billing/plans.ts) and the plan gating of premium features (lib/billing/enhancements.ts); the card's button
 * is the caller's (`children`), because each screen links it somewhere else.
 */
import type { ReactNode } from "react";
import { useFormat, useT } from "~/i18n/react";
import type { BillingCycle } from "~/lib/vocabulary/domain-billing";
import { ENHANCEMENTS, enhancementsFor } from "~/lib/billing/enhancements";
import type { Formatters } from "~/lib/format/format";
import {
  BOOST_IDS,
  BOOSTS,
  boostPrice,
  yearlySaving,
  type Plan,
  type PlanId,
} from "~/lib/billing/plans";
import { enhancementName, listingsText, planName, type Translate } from "./plan-text";

/** The plan marked "Most Popular" (docs/product.md#subscription: Basic). */
export const POPULAR_PLAN: PlanId = "basic";

export type PlanFeature = { label: string; included: boolean };

/** The lowest boost price on `plan` when it is cheaper than the basic price, else null. */
function cheaperBoostsFrom(plan: PlanId): number | null {
  const cheaper = BOOST_IDS.filter((id) => boostPrice(BOOSTS[id], plan) < BOOSTS[id].price.basic);
  if (!cheaper.length) return null;
  return Math.min(...cheaper.map((id) => boostPrice(BOOSTS[id], plan)));
}

/** The lowest boost price any plan gets (for the "cheaper boosts" line on other plans). */
function cheapestBoost(): number {
  return Math.min(...BOOST_IDS.map((id) => BOOSTS[id].price.premium));
}

/**
 * What a plan gives, derived from the catalogue, in the page's language: listings a month,
 * photos per listing, analytics, the plan badge, each photo enhancement, cheaper boosts, and
 * read receipts (premium: the sender sees "Seen" on messages).
 */
export function planFeatures(t: Translate, f: Formatters, plan: Plan): PlanFeature[] {
  const enhancements = enhancementsFor(plan.id);
  const boostsFrom = cheaperBoostsFrom(plan.id);
  return [
    { label: listingsText(t, plan), included: true },
    {
      label: t("billing.feature.photos", { count: plan.photosPerListing }),
      included: true,
    },
    { label: t("billing.feature.analytics"), included: plan.analytics },
    {
      label: plan.badge
        ? t("billing.feature.badgeOf", { plan: planName(t, plan.id) })
        : t("billing.feature.badge"),
      included: plan.badge,
    },
    ...ENHANCEMENTS.map((e) => ({
      label: t("billing.feature.enhancement", { name: enhancementName(t, e) }),
      included: enhancements.includes(e),
    })),
    {
      label: t("billing.feature.cheaperBoosts", {
        price: f.naira(boostsFrom ?? cheapestBoost()),
      }),
      included: boostsFrom !== null,
    },
    { label: t("billing.feature.readReceipts"), included: plan.id === "premium" },
  ];
}

/** The features a plan lacks: the product's "limitations" list (payment screen). */
export function planLimitations(t: Translate, f: Formatters, plan: Plan): string[] {
  return planFeatures(t, f, plan)
    .filter((x) => !x.included)
    .map((x) => x.label);
}

/** `₦40,000` and `/month` (or `/year`); the free plan is `₦0` `forever`. */
export function PlanPrice({ plan, cycle }: { plan: Plan; cycle: BillingCycle }) {
  const t = useT();
  const f = useFormat();
  const price = plan.price[cycle];
  return (
    <p className="mt-3">
      <span className="text-3xl font-bold">{f.naira(price)}</span>
      <span className="text-slate-600">
        {" "}
        {price === 0
          ? t("billing.price.forever")
          : cycle === "yearly"
            ? t("billing.price.perYear")
            : t("billing.price.perMonth")}
      </span>
    </p>
  );
}

export function PlanCard({
  plan,
  cycle,
  current = false,
  showLimitations = false,
  showSaving = false,
  headingLevel = 2,
  children,
}: {
  plan: Plan;
  cycle: BillingCycle;
  /** The user's plan: outlined and labelled. */
  current?: boolean;
  showLimitations?: boolean;
  /** Show the yearly saving (twelve monthly prices minus the yearly price) when yearly. */
  showSaving?: boolean;
  headingLevel?: 2 | 3;
  /** The card's button or link. */
  children: ReactNode;
}) {
  const t = useT();
  const f = useFormat();
  const popular = plan.id === POPULAR_PLAN;
  const saving = yearlySaving(plan);
  // With the limitations listed apart, the feature list shows only what is included.
  const features = planFeatures(t, f, plan).filter((x) => x.included || !showLimitations);
  const limitations = showLimitations ? planLimitations(t, f, plan) : [];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const id = `plan-${plan.id}-name`;
  return (
    <article
      aria-labelledby={id}
      className={`relative flex flex-col rounded-xl border bg-white p-6 ${
        popular ? "border-brand-600 border-2 shadow-md" : "border-slate-200"
      } ${current ? "ring-2 ring-emerald-600 ring-offset-2" : ""}`}
    >
      {popular && (
        <p className="bg-brand-600 absolute -top-3 left-1/2 -translate-x-1/2 rounded-full px-3 py-0.5 text-xs font-semibold text-white">
          {t("billing.card.popular")}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Heading id={id} className="text-xl font-bold">
          {planName(t, plan.id)}
        </Heading>
        {current && (
          <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
            {t("billing.card.yourPlan")}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {t(`billing.plan.description.${plan.id}` as const)}
      </p>
      <PlanPrice plan={plan} cycle={cycle} />
      {showSaving && cycle === "yearly" && saving > 0 && (
        <p className="mt-1 text-sm font-semibold text-emerald-800">
          {t("billing.card.saving", { amount: f.naira(saving) })}
        </p>
      )}
      <ul
        className="mt-4 flex-1 space-y-1.5 text-sm"
        aria-label={t("billing.card.featuresLabel", { plan: planName(t, plan.id) })}
      >
        {features.map((x) => (
          <li key={x.label} className={`flex gap-2 ${x.included ? "" : "text-slate-500"}`}>
            <span aria-hidden="true" className={x.included ? "text-emerald-700" : ""}>
              {x.included ? "✓" : "✕"}
            </span>
            <span>
              {x.label}
              {!x.included && <span className="sr-only"> {t("billing.card.notIncluded")}</span>}
            </span>
          </li>
        ))}
      </ul>
      {limitations.length > 0 && (
        <div className="mt-4">
          <p className="text-sm font-semibold text-slate-700">{t("billing.card.limitations")}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-600">
            {limitations.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-6">{children}</div>
    </article>
  );
}

/** The disabled button on the current plan's card. */
export function CurrentPlanButton() {
  const t = useT();
  return (
    <button
      type="button"
      disabled
      className="w-full cursor-not-allowed rounded-md border border-slate-300 bg-slate-100 px-4 py-2.5 font-semibold text-slate-700"
    >
      {t("billing.card.current")}
    </button>
  );
}

/** The card's call to action as a link styled as a button. */
export const planLinkClass = (primary: boolean) =>
  `block w-full rounded-md px-4 py-2.5 text-center font-semibold ${
    primary
      ? "bg-brand-600 hover:bg-brand-700 text-white"
      : "border border-slate-300 text-slate-900 hover:bg-slate-50"
  }`;
