/**
 * /profile's Subscription tab: the plan, when it renews or ends, this month's
 * uploads against the plan's limit (the same usage card as the dashboard and /sell) and the
 * way to `/subscription`.
 */
import { Link } from "react-router";
import { ButtonLink } from "~/components/form-parts/button";
import { UsageCard, type Usage } from "~/components/usage-card";
import { formatDate } from "~/lib/format";
import { planOf } from "~/lib/plans";
import type { SubscriptionRecord } from "~/models/billing/subscriptions.server";

export function SubscriptionTab({
  subscription,
  usage,
}: {
  subscription: SubscriptionRecord;
  usage: Usage;
}) {
  const plan = planOf(subscription.plan);
  const paid = subscription.plan !== "free" && subscription.currentPeriodEnd;
  return (
    <section
      aria-labelledby="subscription-heading"
      className="rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="subscription-heading" className="text-xl font-bold">
        Subscription
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">Current plan</dt>
          <dd className="text-lg font-semibold">{plan.name}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">
            {subscription.nextBillingDate ? "Renews on" : paid ? "Ends on" : "Billing"}
          </dt>
          <dd className="text-lg font-semibold">
            {subscription.nextBillingDate
              ? formatDate(subscription.nextBillingDate)
              : paid
                ? formatDate(subscription.currentPeriodEnd!)
                : "Free forever"}
          </dd>
        </div>
      </dl>
      <UsageCard usage={usage} title="Uploads" />
      <p className="mt-4 flex flex-wrap gap-3">
        <ButtonLink to="/subscription" className="inline-block">
          {subscription.plan === "premium" ? "Manage your plan" : "See plans and upgrade"}
        </ButtonLink>
        <Link
          to="/payment?tab=transactions"
          className="text-brand-700 inline-block px-2 py-2 font-semibold hover:underline"
        >
          Payments and receipts
        </Link>
      </p>
    </section>
  );
}
