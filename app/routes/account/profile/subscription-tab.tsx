/**
 * /profile's Subscription tab: the plan, when it renews or ends, this month's
 * uploads against the plan's limit (the same usage card as the dashboard and /sell) and the
 * way to `/subscription`.
 */
import { Link, href } from "react-router";
import { ButtonLink } from "~/components/form-parts/button";
import { UsageCard, type Usage } from "~/components/usage-card";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import { usePlanName } from "../plan-name";
import type { SubscriptionRecord } from "~/models/billing/subscriptions.server";

export function SubscriptionTab({
  subscription,
  usage,
}: {
  subscription: SubscriptionRecord;
  usage: Usage;
}) {
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const planName = usePlanName();
  const paid = subscription.plan !== "free" && subscription.currentPeriodEnd;
  return (
    <section
      aria-labelledby="subscription-heading"
      className="rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="subscription-heading" className="text-xl font-bold">
        {t("profile.tab.subscription")}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{t("profile.sub.current")}</dt>
          <dd className="text-lg font-semibold">{planName(subscription.plan)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">
            {subscription.nextBillingDate
              ? t("profile.sub.renews")
              : paid
                ? t("profile.sub.ends")
                : t("profile.sub.billing")}
          </dt>
          <dd className="text-lg font-semibold">
            {subscription.nextBillingDate
              ? f.date(subscription.nextBillingDate)
              : paid
                ? f.date(subscription.currentPeriodEnd!)
                : t("account.plan.freeForever")}
          </dd>
        </div>
      </dl>
      <UsageCard usage={usage} title={t("profile.sub.uploads")} />
      <p className="mt-4 flex flex-wrap gap-3">
        <ButtonLink to={l(href("/:lang?/subscription"))} className="inline-block">
          {subscription.plan === "premium" ? t("profile.sub.manage") : t("profile.sub.upgrade")}
        </ButtonLink>
        <Link
          to={l(`${href("/:lang?/payment")}?tab=transactions`)}
          className="text-brand-700 inline-block px-2 py-2 font-semibold hover:underline"
        >
          {t("profile.sub.payments")}
        </Link>
      </p>
    </section>
  );
}
