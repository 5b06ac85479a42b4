/**
 * `/subscription`, "Choose Your Plan" (docs/product.md#subscription and
 * #premium-features; docs/decisions/010-payments.md): the current-plan banner (banner.tsx), the
 * Monthly/Yearly toggle (`?cycle=monthly|yearly`, "Save 2 months"), the three plan cards from the
 * catalogue with Most Popular on Basic and a disabled Current Plan button, the tabs
 * (`?tab=plans|premium`): Plans & Pricing (plans-tab.tsx) and Premium Features
 * (premium-features.tsx), then the trust strip and the FAQ (trust-faq.tsx). Everything is links, so
 * it works without JavaScript.
 *
 * Choosing a plan leads to /payment's Plans tab (`?tab=plans&plan=<id>&cycle=<cycle>`), which
 * takes the payment (an upgrade) or schedules the change (a downgrade, a new cycle, or the
 * free plan, which cancels at the period end). Buyers see the page too: plans matter once they
 * sell. Signed out: to /login and back. Failure: "Failed to load subscription data".
 */
import { Link, href } from "react-router";
import { CycleToggle, TabLinks } from "~/components/billing/billing-nav";
import { PaymentsOffNotice } from "~/components/billing/payments-off";
import { CurrentPlanButton, PlanCard, planLinkClass } from "~/components/billing/plan-card";
import { PageFlash } from "~/components/page-flash";
import { NotFoundOrFailedBoundary } from "~/components/screen-boundary";
import { planName } from "~/components/billing/plan-text";
import type { I18nHandle } from "~/i18n/namespaces";
import { metaTranslator, useLocalePath, useT, type Viewer } from "~/i18n/react";
import { BILLING_CYCLES, type BillingCycle } from "~/lib/vocabulary/domain-billing";
import { lagosMonth, PLAN_RANK, PLANS, type Plan, type PlanId } from "~/lib/billing/plans";
import { SITE } from "~/lib/format/site";
import { subscriptionRecord, type SubscriptionRecord } from "~/models/billing/subscriptions.server";
import { paymentsAvailable } from "~/services/payments.server";
import { requireUser } from "~/request/session.server";
import { ErrorPage } from "~/components/error-boundary";
import type { Route } from "./+types/route";
import { PlanBanner } from "./banner";
import { PlansTab } from "./plans-tab";
import { PremiumFeatures } from "./premium-features";
import { Faq, TrustStrip } from "./trust-faq";

export const handle = { i18n: ["billing"] } satisfies I18nHandle;

type Tab = "plans" | "premium";
const TABS = ["plans", "premium"] as const satisfies readonly Tab[];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const record = await subscriptionRecord(user);
  const cycleParam = url.searchParams.get("cycle");
  const cycle: BillingCycle = BILLING_CYCLES.includes(cycleParam as BillingCycle)
    ? (cycleParam as BillingCycle)
    : (record.billingCycle ?? "monthly");
  const tab: Tab = url.searchParams.get("tab") === "premium" ? "premium" : "plans";
  return {
    user: { firstName: user.firstName, accountType: user.accountType, plan: user.plan },
    record,
    // The middle of the Lagos month: its name in the reader's language and zone (banner.tsx).
    month: new Date(lagosMonth().start.getTime() + 15 * 86_400_000).toISOString(),
    cycle,
    tab,
    paymentsOn: paymentsAvailable(),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
  const t = metaTranslator(root?.viewer);
  return [
    { title: t("billing.sub.title", { site: SITE.name }) },
    { name: "robots", content: "noindex" },
  ];
};

export default function Subscription({ loaderData }: Route.ComponentProps) {
  const { user, record, month, cycle, tab, paymentsOn } = loaderData;
  const t = useT();
  const l = useLocalePath();
  const tabHref = (tab: Tab, cycle: BillingCycle) =>
    l(`${href("/:lang?/subscription")}?tab=${tab}&cycle=${cycle}`);
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Link
        to={l(href("/:lang?/dashboard"))}
        className="text-brand-700 text-sm font-semibold hover:underline"
      >
        {t("billing.sub.back")}
      </Link>
      <header className="mt-3 text-center">
        <h1 className="text-3xl font-bold">{t("billing.sub.heading")}</h1>
        <p className="mt-2 text-slate-700">{t("billing.sub.pitch")}</p>
      </header>

      <div className="mt-6 space-y-4">
        <PageFlash />
        {!paymentsOn && <PaymentsOffNotice text={t("billing.paymentsOff")} />}
        <PlanBanner record={record} month={month} />
        {user.accountType === "buyer" && (
          <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
            {t("billing.sub.buyer.before")}{" "}
            <Link
              to={l(href("/:lang?/sell"))}
              className="text-brand-700 font-semibold hover:underline"
            >
              {t("billing.sub.buyer.link")}
            </Link>{" "}
            {t("billing.sub.buyer.after")}
          </p>
        )}
      </div>

      <section aria-labelledby="plans-heading" id="plans" className="mt-8">
        <h2 id="plans-heading" className="sr-only">
          {t("billing.sub.plans")}
        </h2>
        <div className="flex justify-center">
          <CycleToggle
            cycle={cycle}
            hrefFor={(c) => tabHref(tab, c)}
            badge={t("billing.sub.save2")}
            badgeWhen="always"
          />
        </div>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {Object.values(PLANS).map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              cycle={cycle}
              current={plan.id === user.plan}
              showSaving
              headingLevel={3}
            >
              <PlanAction
                plan={plan}
                user={user.plan}
                record={record}
                cycle={cycle}
                paymentsOn={paymentsOn}
              />
            </PlanCard>
          ))}
        </div>
      </section>

      <div className="mt-10">
        <TabLinks
          label={t("billing.sub.tabs.label")}
          tabs={TABS.map((value) => ({
            value,
            label: t(`billing.sub.tabs.${value}` as const),
            href: tabHref(value, cycle),
          }))}
          current={tab}
        />
        <div className="mt-6">
          {tab === "plans" ? (
            <PlansTab plan={user.plan} paymentsOn={paymentsOn} />
          ) : (
            <PremiumFeatures plan={user.plan} cycle={cycle} paymentsOn={paymentsOn} />
          )}
        </div>
      </div>

      <div className="mt-10 space-y-10">
        <TrustStrip />
        <Faq />
      </div>
    </main>
  );
}

/**
 * A plan card's button: Current Plan (disabled) on the user's plan, with a link to switch the
 * billing cycle when another one is shown; Get Started on Free for a paid user (a cancellation
 * at the period end); Upgrade Now above the user's plan (nothing while payments are off: an
 * upgrade is paid at once); a switch link below it.
 */
function PlanAction({
  plan,
  user,
  record,
  cycle,
  paymentsOn,
}: {
  plan: Plan;
  user: PlanId;
  record: SubscriptionRecord;
  cycle: BillingCycle;
  paymentsOn: boolean;
}) {
  const t = useT();
  const l = useLocalePath();
  const choose = l(`${href("/:lang?/payment")}?tab=plans&plan=${plan.id}&cycle=${cycle}#complete`);
  if (plan.id === user) {
    return (
      <>
        <CurrentPlanButton />
        {plan.id !== "free" && record.billingCycle && record.billingCycle !== cycle && (
          <Link
            to={choose}
            className="text-brand-700 mt-2 block text-center text-sm font-semibold hover:underline"
          >
            {t("billing.sub.switchCycle", { cycle })}
          </Link>
        )}
      </>
    );
  }
  if (plan.id === "free") {
    return (
      <>
        <Link
          to={l(`${href("/:lang?/payment")}?tab=plans&plan=free#complete`)}
          className={planLinkClass(false)}
        >
          {t("billing.sub.getStarted")}
        </Link>
        <p className="mt-2 text-center text-xs text-slate-600">{t("billing.sub.paidStays")}</p>
      </>
    );
  }
  if (PLAN_RANK[plan.id] > PLAN_RANK[user]) {
    if (!paymentsOn) return null;
    return (
      <Link to={choose} className={planLinkClass(true)}>
        {t("billing.sub.upgradeNow")}
      </Link>
    );
  }
  return (
    <Link to={choose} className={planLinkClass(false)}>
      {t("billing.sub.switchTo", { plan: planName(t, plan.id) })}
    </Link>
  );
}

export function ErrorBoundary() {
  const t = useT();
  const l = useLocalePath();
  return (
    <NotFoundOrFailedBoundary
      page={() => (
        <ErrorPage
          title={t("billing.sub.failed")}
          actions={
            <p className="mt-6">
              <a
                href={l(href("/:lang?/subscription"))}
                className="text-brand-700 font-semibold hover:underline"
              >
                {t("billing.sub.tryAgain")}
              </a>
            </p>
          }
        >
          {t("billing.sub.failedHint")}
        </ErrorPage>
      )}
    />
  );
}
