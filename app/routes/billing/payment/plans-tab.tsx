/**
 * /payment's Plans tab (docs/product.md#payment-and-billing; docs/decisions/010-payments.md): the
 * monthly/yearly toggle with "Save up to 17%" while yearly, the plan cards (price, features,
 * limitations, Most Popular, the yearly saving; a disabled Current Plan on the current one), and,
 * once a plan is chosen (`?tab=plans&plan=basic&cycle=yearly`), the panel for that change
 * (change-panels.tsx): Complete Your Upgrade, a change at the period end, or a cancellation. With
 * payments switched off an upgrade (paid at once) is neither offered nor opened; the page shows
 * why.
 */
import { Link, href } from "react-router";
import { bestYearlySavingPercent, CycleToggle } from "~/components/billing/billing-nav";
import { CurrentPlanButton, PlanCard, planLinkClass } from "~/components/billing/plan-card";
import { planName } from "~/components/billing/plan-text";
import { useLocalePath, useT } from "~/i18n/react";
import type { BillingCycle } from "~/lib/vocabulary/domain-billing";
import { PLANS, type PlanId } from "~/lib/billing/plans";
import type { PlanChange, SubscriptionRecord } from "~/models/billing/subscriptions.server";
import { answerOf } from "~/lib/forms/form-answer";
import type { PaymentAnswer } from "./action.server";
import { CancelPanel, ScheduleChangePanel, UpgradePanel } from "./change-panels";

export function PlansTab({
  record,
  cycle,
  chosen,
  changes,
  actionData,
  paymentsOn,
}: {
  record: SubscriptionRecord;
  cycle: BillingCycle;
  chosen: PlanId | null;
  /** What choosing each plan on `cycle` would be. */
  changes: Record<PlanId, PlanChange>;
  actionData: PaymentAnswer | undefined;
  paymentsOn: boolean;
}) {
  const t = useT();
  const l = useLocalePath();
  const change = chosen ? changes[chosen] : null;
  const periodEnd = record.currentPeriodEnd;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold">{t("billing.pt.heading")}</h2>
        <CycleToggle
          cycle={cycle}
          hrefFor={(c) =>
            l(`${href("/:lang?/payment")}?tab=plans&cycle=${c}${chosen ? `&plan=${chosen}` : ""}`)
          }
          badge={t("billing.pt.saveUpTo", { percent: bestYearlySavingPercent() })}
          badgeWhen="yearly"
        />
      </div>
      <div className="grid gap-6 md:grid-cols-3">
        {Object.values(PLANS).map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            cycle={cycle}
            current={plan.id === record.plan}
            showLimitations
            showSaving
            headingLevel={3}
          >
            {changes[plan.id] === "current" ? (
              <CurrentPlanButton />
            ) : changes[plan.id] === "upgrade" && !paymentsOn ? null : (
              <Link
                to={l(
                  `${href("/:lang?/payment")}?tab=plans&plan=${plan.id}&cycle=${cycle}#complete`,
                )}
                preventScrollReset
                aria-current={chosen === plan.id ? "true" : undefined}
                className={planLinkClass(chosen === plan.id || changes[plan.id] === "upgrade")}
              >
                {t("billing.pt.choose", { plan: planName(t, plan.id) })}
              </Link>
            )}
          </PlanCard>
        ))}
      </div>
      {chosen && change === "upgrade" && paymentsOn && (
        <UpgradePanel
          from={PLANS[record.plan]}
          plan={PLANS[chosen]}
          cycle={cycle}
          actionData={answerOf(actionData, "upgrade")}
        />
      )}
      {chosen && (change === "downgrade" || change === "cycle") && (
        <ScheduleChangePanel
          from={PLANS[record.plan]}
          to={PLANS[chosen]}
          cycle={cycle}
          periodEnd={periodEnd}
        />
      )}
      {chosen && change === "cancel" && (
        <CancelPanel
          plan={PLANS[record.plan]}
          periodEnd={periodEnd}
          cancelled={record.cancelAtPeriodEnd}
        />
      )}
      {chosen && change === "current" && (
        <p id="complete" role="status" className="rounded-xl bg-white p-4 text-slate-700">
          {t("billing.pt.isCurrent", { plan: planName(t, chosen) })}
        </p>
      )}
    </div>
  );
}
