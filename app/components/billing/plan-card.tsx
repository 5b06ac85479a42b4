/**
 * A plan's card on /subscription and on /payment's Plans tab (docs/product.md#subscription,
 * #payment-and-billing; docs/product.md#plans-and-boosts): name, description, price for the billing
 * cycle (whole naira), the Most Popular flag, the feature list with an included flag, and
 * optionally the limitations and the yearly saving. Every figure comes from the catalogue
 * (lib/plans.ts) and the plan gating of premium features (lib/enhancements.ts); the card's button
 * is the caller's (`children`), because each screen links it somewhere else.
 */
import type { ReactNode } from "react";
import type { BillingCycle } from "~/lib/domain-billing";
import { ENHANCEMENT_LABELS, ENHANCEMENTS, enhancementsFor } from "~/lib/enhancements";
import { formatNaira } from "~/lib/format";
import { BOOST_IDS, BOOSTS, boostPrice, yearlySaving, type Plan, type PlanId } from "~/lib/plans";
import { plural } from "~/lib/plural";

/** The plan marked "Most Popular" (docs/product.md#subscription: Basic). */
export const POPULAR_PLAN: PlanId = "basic";

/** One line under each plan's name. The catalogue holds figures, not copy. */
export const PLAN_DESCRIPTIONS: Record<PlanId, string> = {
  free: "For selling a car now and then",
  basic: "For regular sellers who want more reach",
  premium: "For dealers and busy sellers",
};

export type PlanFeature = { label: string; included: boolean };

/** `1 new listing a month`, `5 new listings a month` or `Unlimited listings` (999). */
export function listingsLabel(plan: Plan): string {
  if (plan.listingsPerMonth >= 999) return "Unlimited listings";
  return `${plural(plan.listingsPerMonth, { one: "new listing", other: "new listings" })} a month`;
}

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
 * What a plan gives, derived from the catalogue: listings a month, photos per listing,
 * analytics, the plan badge, each photo enhancement, cheaper boosts, and read receipts
 * (premium: the sender sees "Seen" on messages).
 */
export function planFeatures(plan: Plan): PlanFeature[] {
  const enhancements = enhancementsFor(plan.id);
  const boostsFrom = cheaperBoostsFrom(plan.id);
  return [
    { label: listingsLabel(plan), included: true },
    {
      label: `Up to ${plural(plan.photosPerListing, { one: "photo", other: "photos" })} per listing`,
      included: true,
    },
    { label: "Listing analytics: views, saves and inquiries per day", included: plan.analytics },
    { label: plan.badge ? `${plan.name} plan badge` : "Plan badge", included: plan.badge },
    ...ENHANCEMENTS.map((e) => ({
      label: `${ENHANCEMENT_LABELS[e]} for photos`,
      included: enhancements.includes(e),
    })),
    {
      label: `Cheaper boosts, from ${formatNaira(boostsFrom ?? cheapestBoost())}`,
      included: boostsFrom !== null,
    },
    { label: "Read receipts (\u201cSeen\u201d) on your messages", included: plan.id === "premium" },
  ];
}

/** The features a plan lacks: the product's "limitations" list (payment screen). */
export function planLimitations(plan: Plan): string[] {
  return planFeatures(plan)
    .filter((f) => !f.included)
    .map((f) => f.label);
}

/** `₦40,000` and `/month` (or `/year`); the free plan is `₦0` `forever`. */
export function PlanPrice({ plan, cycle }: { plan: Plan; cycle: BillingCycle }) {
  const price = plan.price[cycle];
  return (
    <p className="mt-3">
      <span className="text-3xl font-bold">{formatNaira(price)}</span>
      <span className="text-slate-600">
        {" "}
        {price === 0 ? "forever" : cycle === "yearly" ? "/year" : "/month"}
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
  const popular = plan.id === POPULAR_PLAN;
  const saving = yearlySaving(plan);
  // With the limitations listed apart, the feature list shows only what is included.
  const features = planFeatures(plan).filter((f) => f.included || !showLimitations);
  const limitations = showLimitations ? planLimitations(plan) : [];
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
          Most Popular
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Heading id={id} className="text-xl font-bold">
          {plan.name}
        </Heading>
        {current && (
          <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
            Your plan
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-700">{PLAN_DESCRIPTIONS[plan.id]}</p>
      <PlanPrice plan={plan} cycle={cycle} />
      {showSaving && cycle === "yearly" && saving > 0 && (
        <p className="mt-1 text-sm font-semibold text-emerald-800">
          You save {formatNaira(saving)} a year
        </p>
      )}
      <ul className="mt-4 flex-1 space-y-1.5 text-sm" aria-label={`${plan.name} plan features`}>
        {features.map((f) => (
          <li key={f.label} className={`flex gap-2 ${f.included ? "" : "text-slate-500"}`}>
            <span aria-hidden="true" className={f.included ? "text-emerald-700" : ""}>
              {f.included ? "✓" : "✕"}
            </span>
            <span>
              {f.label}
              {!f.included && <span className="sr-only"> (not included)</span>}
            </span>
          </li>
        ))}
      </ul>
      {limitations.length > 0 && (
        <div className="mt-4">
          <p className="text-sm font-semibold text-slate-700">Limitations: not included</p>
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
  return (
    <button
      type="button"
      disabled
      className="w-full cursor-not-allowed rounded-md border border-slate-300 bg-slate-100 px-4 py-2.5 font-semibold text-slate-700"
    >
      Current Plan
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
