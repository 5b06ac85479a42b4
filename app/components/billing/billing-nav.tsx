/**
 * The money screens' navigation, as links so it works without JavaScript: a row of tabs
 * (`?tab=`) and the Monthly/Yearly toggle (`?cycle=`) with its badge ("Save 2 months" on
 * /subscription, "Save up to 17%" on /payment; docs/product.md#subscription, #payment-and-billing).
 * The current choice carries aria-current.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "~/i18n/react";
import type { BillingCycle } from "~/lib/vocabulary/domain-billing";
import { PLANS, yearlySaving } from "~/lib/billing/plans";

export type TabLink = { value: string; label: string; href: string };

export function TabLinks({
  label,
  tabs,
  current,
}: {
  /** The nav's accessible name ("Payment and billing"). */
  label: string;
  tabs: readonly TabLink[];
  current: string;
}) {
  return (
    <nav aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200">
      {tabs.map((t) => (
        <Link
          key={t.value}
          to={t.href}
          preventScrollReset
          aria-current={current === t.value ? "page" : undefined}
          className={`px-4 py-3 text-sm font-semibold whitespace-nowrap ${
            current === t.value ? "border-brand-600 text-brand-700 border-b-2" : "text-slate-700"
          }`}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The largest yearly saving of any plan as a whole percentage of twelve monthly prices
 * (the catalogue's two free months: 17).
 */
export function bestYearlySavingPercent(): number {
  const percents = Object.values(PLANS)
    .filter((p) => p.price.monthly > 0)
    .map((p) => (yearlySaving(p) / (p.price.monthly * 12)) * 100);
  return Math.round(Math.max(0, ...percents));
}

export function CycleToggle({
  cycle,
  hrefFor,
  badge,
  badgeWhen = "always",
}: {
  cycle: BillingCycle;
  /** The URL that shows `c`. */
  hrefFor: (c: BillingCycle) => string;
  badge: ReactNode;
  /** "always": the badge sits on Yearly; "yearly": only while Yearly is chosen. */
  badgeWhen?: "always" | "yearly";
}) {
  const t = useT();
  const options: [BillingCycle, string][] = [
    ["monthly", t("billing.cycle.monthly")],
    ["yearly", t("billing.cycle.yearly")],
  ];
  return (
    <nav aria-label={t("billing.cycle.label")} className="flex flex-wrap items-center gap-3">
      <div className="inline-flex rounded-full border border-slate-300 bg-white p-1">
        {options.map(([value, label]) => (
          <Link
            key={value}
            to={hrefFor(value)}
            preventScrollReset
            aria-current={cycle === value ? "true" : undefined}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ${
              cycle === value ? "bg-brand-600 text-white" : "text-slate-800 hover:bg-slate-100"
            }`}
          >
            {label}
            {value === "yearly" && badgeWhen === "always" && (
              <span
                className={`ml-2 rounded-full px-2 py-0.5 text-xs ${
                  cycle === "yearly" ? "text-brand-800 bg-white" : "bg-emerald-100 text-emerald-900"
                }`}
              >
                {badge}
              </span>
            )}
          </Link>
        ))}
      </div>
      {badgeWhen === "yearly" && cycle === "yearly" && (
        <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
          {badge}
        </span>
      )}
    </nav>
  );
}
