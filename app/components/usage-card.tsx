/**
 * The upload-usage card of the dashboard, /profile and /sell: "X of Y listings used this month",
 * in the reader's language (`listings` namespace, docs/decisions/023-languages.md).
 */
import { useFormat, useT } from "~/i18n/react";
import type { PlanId } from "~/lib/billing/plans";

export type Usage = {
  used: number;
  limit: number;
  plan: PlanId;
  /** A moment inside the month (ISO 8601). */
  monthDate: string;
  reached: boolean;
};

export function UsageCard({ usage, title }: { usage: Usage; title: string }) {
  const t = useT();
  const f = useFormat();
  const plan = t(`listings.usage.plan.${usage.plan}`);
  const unlimited = usage.limit >= 999;
  const pct = unlimited
    ? 5
    : Math.min(100, Math.round((usage.used / Math.max(usage.limit, 1)) * 100));
  return (
    <section aria-label={title} className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-sm font-semibold text-slate-700">
        {title} · {f.monthYear(usage.monthDate)}
      </h2>
      <p className="mt-1">
        {unlimited
          ? t("listings.usage.unlimited", { used: f.count(usage.used), plan })
          : t("listings.usage.of", {
              used: f.count(usage.used),
              limit: f.count(usage.limit),
              plan,
            })}
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div
          className={`h-full ${usage.reached ? "bg-orange-500" : "bg-brand-600"}`}
          style={{ width: `${pct}%` }}
        />
      </div>
    </section>
  );
}
