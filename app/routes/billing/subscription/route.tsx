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
import { data, Link } from "react-router";
import { CycleToggle, TabLinks } from "~/components/billing/billing-nav";
import { PaymentsOffNotice } from "~/components/billing/payments-off";
import { CurrentPlanButton, PlanCard, planLinkClass } from "~/components/billing/plan-card";
import { FormAlert } from "~/components/form-parts/alerts";
import { NotFoundOrFailedBoundary } from "~/components/screen-boundary";
import { BILLING_CYCLES, type BillingCycle } from "~/lib/domain-billing";
import { lagosMonth, PLAN_RANK, PLANS, type Plan, type PlanId } from "~/lib/plans";
import { SITE } from "~/lib/site";
import { subscriptionRecord, type SubscriptionRecord } from "~/models/billing/subscriptions.server";
import { readFlash } from "~/request/flash.server";
import { paymentsAvailable } from "~/services/payments.server";
import { requireUser } from "~/request/session.server";
import { ErrorPage } from "~/root";
import type { Route } from "./+types/route";
import { PlanBanner } from "./banner";
import { PlansTab } from "./plans-tab";
import { PremiumFeatures } from "./premium-features";
import { Faq, TrustStrip } from "./trust-faq";

type Tab = "plans" | "premium";
const TABS: { value: Tab; label: string }[] = [
  { value: "plans", label: "Plans & Pricing" },
  { value: "premium", label: "Premium Features" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const record = await subscriptionRecord(user);
  const cycleParam = url.searchParams.get("cycle");
  const cycle: BillingCycle = BILLING_CYCLES.includes(cycleParam as BillingCycle)
    ? (cycleParam as BillingCycle)
    : (record.billingCycle ?? "monthly");
  const tab: Tab = url.searchParams.get("tab") === "premium" ? "premium" : "plans";
  const { flash, headers } = await readFlash(request);
  return data(
    {
      user: { firstName: user.firstName, accountType: user.accountType, plan: user.plan },
      record,
      month: lagosMonth().label,
      cycle,
      tab,
      flash,
      paymentsOn: paymentsAvailable(),
    },
    { headers },
  );
}

export const meta: Route.MetaFunction = () => [
  { title: `Choose Your Plan | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

const href = (tab: Tab, cycle: BillingCycle) => `/subscription?tab=${tab}&cycle=${cycle}`;

export default function Subscription({ loaderData }: Route.ComponentProps) {
  const { user, record, month, cycle, tab, flash, paymentsOn } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Link to="/dashboard" className="text-brand-700 text-sm font-semibold hover:underline">
        ← Back to dashboard
      </Link>
      <header className="mt-3 text-center">
        <h1 className="text-3xl font-bold">Choose Your Plan</h1>
        <p className="mt-2 text-slate-700">
          Sell more cars with more listings, more photos and real analytics.
        </p>
      </header>

      <div className="mt-6 space-y-4">
        {flash && <FormAlert tone={flash.tone} errors={[flash.message]} />}
        {!paymentsOn && <PaymentsOffNotice />}
        <PlanBanner record={record} month={month} />
        {user.accountType === "buyer" && (
          <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
            Your account is set up for buying. Plans matter once you sell:{" "}
            <Link to="/sell" className="text-brand-700 font-semibold hover:underline">
              start selling
            </Link>{" "}
            and your plan&apos;s limits apply to your listings.
          </p>
        )}
      </div>

      <section aria-labelledby="plans-heading" id="plans" className="mt-8">
        <h2 id="plans-heading" className="sr-only">
          Plans
        </h2>
        <div className="flex justify-center">
          <CycleToggle
            cycle={cycle}
            hrefFor={(c) => href(tab, c)}
            badge="Save 2 months"
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
          label="Plans and premium features"
          tabs={TABS.map((t) => ({ ...t, href: href(t.value, cycle) }))}
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
  const choose = `/payment?tab=plans&plan=${plan.id}&cycle=${cycle}#complete`;
  if (plan.id === user) {
    return (
      <>
        <CurrentPlanButton />
        {plan.id !== "free" && record.billingCycle && record.billingCycle !== cycle && (
          <Link
            to={choose}
            className="text-brand-700 mt-2 block text-center text-sm font-semibold hover:underline"
          >
            Switch to {cycle} billing
          </Link>
        )}
      </>
    );
  }
  if (plan.id === "free") {
    return (
      <>
        <Link to="/payment?tab=plans&plan=free#complete" className={planLinkClass(false)}>
          Get Started
        </Link>
        <p className="mt-2 text-center text-xs text-slate-600">
          Your paid plan stays until the end of its period.
        </p>
      </>
    );
  }
  if (PLAN_RANK[plan.id] > PLAN_RANK[user]) {
    if (!paymentsOn) return null;
    return (
      <Link to={choose} className={planLinkClass(true)}>
        Upgrade Now
      </Link>
    );
  }
  return (
    <Link to={choose} className={planLinkClass(false)}>
      Switch to {plan.name}
    </Link>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundOrFailedBoundary
      page={() => (
        <ErrorPage
          title="Failed to load subscription data"
          actions={
            <p className="mt-6">
              <a href="/subscription" className="text-brand-700 font-semibold hover:underline">
                Try again
              </a>
            </p>
          }
        >
          Please try again in a moment.
        </ErrorPage>
      )}
    />
  );
}
