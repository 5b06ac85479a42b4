/**
 * A boost package's card (docs/product.md#subscription Boost Your Listings, 9 Boost packages;
 * docs/product.md#plans-and-boosts): name, description, the price on the viewer's plan (whole
 * naira; the premium price for premium, the basic price for everyone else), days and the advertised
 * visibility uplift, with the caller's button (`children`).
 */
import type { ReactNode } from "react";
import { useFormat, useT } from "~/i18n/react";
import { boostPrice, type Boost, type PlanId } from "~/lib/billing/plans";

export function BoostCard({
  boost,
  plan,
  children,
}: {
  boost: Boost;
  /** The viewer's plan, which sets the price. */
  plan: PlanId;
  children?: ReactNode;
}) {
  const t = useT();
  const f = useFormat();
  const price = boostPrice(boost, plan);
  const id = `boost-${boost.id}-name`;
  return (
    <article
      aria-labelledby={id}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={id} className="font-semibold">
          {t(`billing.boost.${boost.id}.name` as const)}
        </h3>
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
          +{boost.upliftPercent}%<span className="sr-only"> {t("billing.boost.visibility")}</span>
        </span>
      </div>
      <p className="mt-1 flex-1 text-sm text-slate-700">
        {t(`billing.boost.${boost.id}.description` as const)}
      </p>
      <p className="mt-3">
        <span className="text-xl font-bold">{f.naira(price)}</span>
        <span className="text-sm text-slate-600">
          {" "}
          {t("billing.boost.forDays", { count: boost.days })}
        </span>
      </p>
      {plan !== "premium" && boost.price.premium < price && (
        <p className="text-xs text-slate-600">
          {t("billing.boost.onPremium", { price: f.naira(boost.price.premium) })}
        </p>
      )}
      {children && <div className="mt-3">{children}</div>}
    </article>
  );
}
