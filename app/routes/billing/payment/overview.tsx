/**
 * /payment's Overview tab (docs/product.md#payment-and-billing; docs/decisions/010-payments.md):
 * the subscription card (free: "Free forever" with an upgrade hint; paid: "Active subscription",
 * "Payment overdue — we'll retry" while renewal retries run, or "Cancelled — ends <date>"), its
 * cost, next billing, the change/upgrade link to the Plans tab, Cancel subscription with a confirm
 * step that needs no JavaScript (`?tab=overview&confirm=cancel`) and Resume when cancelled or a
 * change is scheduled; quick actions; the latest 3 transactions with a link to all.
 */
import { Form, Link, href } from "react-router";
import { listingsText, planName } from "~/components/billing/plan-text";
import { Button, ButtonLink } from "~/components/form-parts/button";
import { IntentInput } from "~/components/form-parts/intent";
import type { MessageKey } from "~/i18n/keys";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import { PLANS, planOf } from "~/lib/billing/plans";
import type { Transaction } from "~/models/billing/payments.server";
import type { SubscriptionRecord } from "~/models/billing/subscriptions.server";
import { TransactionList } from "./transactions-tab";
import type { PaymentIntent } from "~/lib/forms/intents";

const QUICK_ACTIONS: readonly (readonly [string, MessageKey])[] = [
  ["/payment?tab=payment-methods", "billing.ov.quick.methods"],
  ["/payment?tab=transactions", "billing.ov.quick.transactions"],
  ["/payment?tab=transactions", "billing.ov.quick.invoices"],
  ["/support", "billing.ov.quick.support"],
  ["/payment?tab=billing", "billing.ov.quick.billing"],
];

export function OverviewTab({
  record,
  confirmCancel,
  transactions,
  paymentsOn,
}: {
  record: SubscriptionRecord;
  confirmCancel: boolean;
  transactions: Transaction[];
  paymentsOn: boolean;
}) {
  const t = useT();
  const l = useLocalePath();
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <SubscriptionCard record={record} confirmCancel={confirmCancel} paymentsOn={paymentsOn} />
        <section aria-labelledby="recent-heading">
          <div className="flex items-center justify-between">
            <h2 id="recent-heading" className="text-lg font-semibold">
              {t("billing.ov.recent")}
            </h2>
            <Link
              to={l(`${href("/:lang?/payment")}?tab=transactions`)}
              className="text-brand-700 text-sm font-semibold hover:underline"
            >
              {t("billing.ov.viewAll")}
            </Link>
          </div>
          <div className="mt-3">
            <TransactionList transactions={transactions} empty={t("billing.ov.noTransactions")} />
          </div>
        </section>
      </div>
      <section
        aria-labelledby="quick-actions"
        className="h-fit rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="quick-actions" className="text-lg font-semibold">
          {t("billing.ov.quick")}
        </h2>
        <ul className="mt-3 space-y-2">
          {QUICK_ACTIONS.map(([to, label]) => (
            <li key={label}>
              <Link to={l(to)} className="text-brand-700 font-semibold hover:underline">
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function SubscriptionCard({
  record,
  confirmCancel,
  paymentsOn,
}: {
  record: SubscriptionRecord;
  confirmCancel: boolean;
  paymentsOn: boolean;
}) {
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const plan = planOf(record.plan);
  const name = planName(t, plan.id);
  if (plan.id === "free") {
    return (
      <section
        aria-labelledby="subscription-heading"
        className="rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="subscription-heading" className="text-lg font-semibold">
          {t("billing.ov.current")}
        </h2>
        <p className="mt-2 text-2xl font-bold">{t("billing.pay.planBadge", { plan: name })}</p>
        <p className="text-slate-700">{t("billing.ov.freeForever")}</p>
        <p className="mt-3 text-slate-700">
          {t("billing.ov.needMore", {
            basic: listingsText(t, PLANS.basic, true),
            premium: listingsText(t, PLANS.premium, true),
          })}
        </p>
        {paymentsOn && (
          <ButtonLink to={l(`${href("/:lang?/payment")}?tab=plans`)} className="mt-4 inline-block">
            {t("billing.ov.upgrade")}
          </ButtonLink>
        )}
      </section>
    );
  }
  const cycle = record.billingCycle ?? "monthly";
  const ends = record.currentPeriodEnd ? f.date(record.currentPeriodEnd) : null;
  const status =
    record.cancelAtPeriodEnd && ends
      ? t("billing.ov.cancelledEnds", { date: ends })
      : record.subscriptionStatus === "past_due"
        ? t("billing.banner.overdue")
        : t("billing.ov.active");
  const next = record.nextPlan ? planOf(record.nextPlan) : null;
  const scheduled = !!(next || record.nextBillingCycle);
  const canCancel = !record.cancelAtPeriodEnd && record.subscriptionStatus !== "inactive";
  return (
    <section
      aria-labelledby="subscription-heading"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="subscription-heading" className="text-lg font-semibold">
        {t("billing.ov.current")}
      </h2>
      <p className="mt-2 text-2xl font-bold">{t("billing.pay.planBadge", { plan: name })}</p>
      <p
        className={
          record.cancelAtPeriodEnd || record.subscriptionStatus === "past_due"
            ? "font-semibold text-amber-900"
            : "font-semibold text-emerald-800"
        }
      >
        {status}
      </p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600">{t("billing.ov.cost", { cycle })}</dt>
          <dd className="font-semibold">{f.naira(plan.price[cycle])}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t("billing.ov.billingCycle")}</dt>
          <dd className="font-semibold">{t(`billing.cycle.${cycle}` as const)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t("billing.ov.nextBilling")}</dt>
          <dd className="font-semibold">
            {record.nextBillingDate ? f.date(record.nextBillingDate) : t("billing.pay.na")}
          </dd>
        </div>
      </dl>
      {record.subscriptionStatus === "past_due" && (
        <Form method="post" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4">
          <p className="text-amber-950">{t("billing.ov.pastDue", { plan: name })}</p>
          <IntentInput<PaymentIntent> value="upgrade" />
          <input type="hidden" name="plan" value={plan.id} />
          <input type="hidden" name="cycle" value={cycle} />
          <Button className="mt-3">
            {t("billing.ov.payNow", { amount: f.naira(plan.price[cycle]) })}
          </Button>
        </Form>
      )}
      {scheduled && ends && (
        <p className="mt-3 text-slate-700">
          {t("billing.ov.changes", {
            plan: planName(t, (next ?? plan).id),
            cycle: t(`billing.cycle.${record.nextBillingCycle ?? cycle}Lower` as const),
            date: ends,
          })}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <ButtonLink to={l(`${href("/:lang?/payment")}?tab=plans&cycle=${cycle}`)}>
          {plan.id === "premium" ? t("billing.ov.changePlan") : t("billing.ov.changeOrUpgrade")}
        </ButtonLink>
        {(record.cancelAtPeriodEnd || scheduled) && (
          <Form method="post">
            <IntentInput<PaymentIntent> value="resume-subscription" />
            <Button variant="secondary">
              {record.cancelAtPeriodEnd ? t("billing.ov.resume") : t("billing.ov.cancelScheduled")}
            </Button>
          </Form>
        )}
        {canCancel && !confirmCancel && (
          <ButtonLink
            to={l(`${href("/:lang?/payment")}?tab=overview&confirm=cancel`)}
            variant="danger"
          >
            {t("billing.ov.cancel")}
          </ButtonLink>
        )}
      </div>
      {canCancel && confirmCancel && (
        <div
          role="region"
          aria-labelledby="confirm-cancel"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4"
        >
          <h3 id="confirm-cancel" className="font-semibold text-red-900">
            {t("billing.ov.confirmTitle", { plan: name })}
          </h3>
          <p className="mt-1 text-red-900">
            {t("billing.ov.confirmText", {
              date: ends ?? t("billing.ov.periodEnd"),
              free: listingsText(t, PLANS.free, true),
            })}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Form method="post">
              <IntentInput<PaymentIntent> value="cancel-subscription" />
              <Button variant="destructive">{t("billing.ov.confirmYes")}</Button>
            </Form>
            <Link
              to={l(`${href("/:lang?/payment")}?tab=overview`)}
              className="font-semibold text-slate-800 underline"
            >
              {t("billing.ov.keep")}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
