/**
 * /payment's Overview tab (docs/product.md#payment-and-billing; docs/decisions/010-payments.md):
 * the subscription card (free: "Free forever" with an upgrade hint; paid: "Active subscription",
 * "Payment overdue — we'll retry" while renewal retries run, or "Cancelled — ends <date>"), its
 * cost, next billing, the change/upgrade link to the Plans tab, Cancel subscription with a confirm
 * step that needs no JavaScript (`?tab=overview&confirm=cancel`) and Resume when cancelled or a
 * change is scheduled; quick actions; the latest 3 transactions with a link to all.
 */
import { Form, Link } from "react-router";
import { listingsLabel } from "~/components/billing/plan-card";
import { Button, ButtonLink } from "~/components/form-parts/button";
import { IntentInput } from "~/components/form-parts/intent";
import { formatDate, formatNaira } from "~/lib/format";
import { PLANS, planOf } from "~/lib/plans";
import type { Transaction } from "~/models/billing/payments.server";
import type { SubscriptionRecord } from "~/models/billing/subscriptions.server";
import { TransactionList } from "./transactions-tab";
import type { PaymentIntent } from "~/lib/intents";

const QUICK_ACTIONS = [
  ["/payment?tab=payment-methods", "Manage payment methods"],
  ["/payment?tab=transactions", "View transactions"],
  ["/payment?tab=transactions", "Download invoices"],
  ["/support", "Contact billing support"],
  ["/payment?tab=billing", "Update billing information"],
] as const;

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
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <SubscriptionCard record={record} confirmCancel={confirmCancel} paymentsOn={paymentsOn} />
        <section aria-labelledby="recent-heading">
          <div className="flex items-center justify-between">
            <h2 id="recent-heading" className="text-lg font-semibold">
              Recent transactions
            </h2>
            <Link
              to="/payment?tab=transactions"
              className="text-brand-700 text-sm font-semibold hover:underline"
            >
              View all transactions
            </Link>
          </div>
          <div className="mt-3">
            <TransactionList transactions={transactions} empty="No transactions yet." />
          </div>
        </section>
      </div>
      <section
        aria-labelledby="quick-actions"
        className="h-fit rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="quick-actions" className="text-lg font-semibold">
          Quick actions
        </h2>
        <ul className="mt-3 space-y-2">
          {QUICK_ACTIONS.map(([to, label]) => (
            <li key={label}>
              <Link to={to} className="text-brand-700 font-semibold hover:underline">
                {label}
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
  const plan = planOf(record.plan);
  if (plan.id === "free") {
    return (
      <section
        aria-labelledby="subscription-heading"
        className="rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="subscription-heading" className="text-lg font-semibold">
          Current subscription
        </h2>
        <p className="mt-2 text-2xl font-bold">Free plan</p>
        <p className="text-slate-700">Free forever</p>
        <p className="mt-3 text-slate-700">
          Need more? Basic gives {listingsLabel(PLANS.basic).toLowerCase()} and Premium{" "}
          {listingsLabel(PLANS.premium).toLowerCase()}.
        </p>
        {paymentsOn && (
          <ButtonLink to="/payment?tab=plans" className="mt-4 inline-block">
            Upgrade your plan
          </ButtonLink>
        )}
      </section>
    );
  }
  const cycle = record.billingCycle ?? "monthly";
  const ends = record.currentPeriodEnd ? formatDate(record.currentPeriodEnd) : null;
  const status =
    record.cancelAtPeriodEnd && ends
      ? `Cancelled — ends ${ends}`
      : record.subscriptionStatus === "past_due"
        ? "Payment overdue — we'll retry"
        : "Active subscription";
  const next = record.nextPlan ? planOf(record.nextPlan) : null;
  const scheduled = !!(next || record.nextBillingCycle);
  const canCancel = !record.cancelAtPeriodEnd && record.subscriptionStatus !== "inactive";
  return (
    <section
      aria-labelledby="subscription-heading"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="subscription-heading" className="text-lg font-semibold">
        Current subscription
      </h2>
      <p className="mt-2 text-2xl font-bold">{plan.name} plan</p>
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
          <dt className="text-sm text-slate-600">
            {cycle === "yearly" ? "Yearly cost" : "Monthly cost"}
          </dt>
          <dd className="font-semibold">{formatNaira(plan.price[cycle])}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Billing cycle</dt>
          <dd className="font-semibold">{cycle === "yearly" ? "Yearly" : "Monthly"}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Next billing</dt>
          <dd className="font-semibold">
            {record.nextBillingDate ? formatDate(record.nextBillingDate) : "N/A"}
          </dd>
        </div>
      </dl>
      {record.subscriptionStatus === "past_due" && (
        <Form method="post" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4">
          <p className="text-amber-950">
            We could not charge your card for this period. Pay now by card, bank transfer or USSD to
            keep the {plan.name} plan; we stop retrying once it is paid.
          </p>
          <IntentInput<PaymentIntent> value="upgrade" />
          <input type="hidden" name="plan" value={plan.id} />
          <input type="hidden" name="cycle" value={cycle} />
          <Button className="mt-3">Pay now {formatNaira(plan.price[cycle])}</Button>
        </Form>
      )}
      {scheduled && ends && (
        <p className="mt-3 text-slate-700">
          Changes to {(next ?? plan).name} ({record.nextBillingCycle ?? cycle}) on {ends}.
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <ButtonLink to={`/payment?tab=plans&cycle=${cycle}`}>
          {plan.id === "premium" ? "Change plan" : "Change or upgrade plan"}
        </ButtonLink>
        {(record.cancelAtPeriodEnd || scheduled) && (
          <Form method="post">
            <IntentInput<PaymentIntent> value="resume-subscription" />
            <Button variant="secondary">
              {record.cancelAtPeriodEnd ? "Resume subscription" : "Cancel the scheduled change"}
            </Button>
          </Form>
        )}
        {canCancel && !confirmCancel && (
          <ButtonLink to="/payment?tab=overview&confirm=cancel" variant="danger">
            Cancel subscription
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
            Cancel your {plan.name} plan?
          </h3>
          <p className="mt-1 text-red-900">
            You keep it until {ends ?? "the end of this period"}; then your account moves to the
            Free plan ({listingsLabel(PLANS.free).toLowerCase()}). Nothing more is charged, and your
            live listings stay up.
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Form method="post">
              <IntentInput<PaymentIntent> value="cancel-subscription" />
              <Button variant="destructive">Yes, cancel subscription</Button>
            </Form>
            <Link to="/payment?tab=overview" className="font-semibold text-slate-800 underline">
              Keep my plan
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
