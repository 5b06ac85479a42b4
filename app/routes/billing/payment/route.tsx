/**
 * `/payment`, Payment & Billing (docs/product.md#payment-and-billing;
 * docs/decisions/010-payments.md): a back link to the dashboard, the plan badge, four summary cards
 * (Current Plan, Total Spent in naira, Next Billing or N/A, saved payment methods), and five tabs
 * as links (`?tab=overview|plans|payment-methods|transactions|billing`): overview.tsx,
 * plans-tab.tsx (with change-panels.tsx), methods-tab.tsx, transactions-tab.tsx and
 * billing-tab.tsx. The action is action.server.ts; a flash message from it is shown on the next
 * page.
 *
 * Query: `cycle=monthly|yearly` (default the current cycle), `plan=<id>` on the Plans tab opens
 * its panel, `type=all|subscription|featured_listing` on Transactions, `confirm=cancel` on the
 * Overview. Everything works without JavaScript. With payments switched off (no provider) the
 * page says so and offers no upgrade and no Add card. Signed out: to /login and back. Any other
 * failure: "Failed to load payment information".
 */
import { Link, useActionData, href } from "react-router";
import { TabLinks } from "~/components/billing/billing-nav";
import { PaymentsOffNotice } from "~/components/billing/payments-off";
import { FormAlert } from "~/components/form-parts/alerts";
import { PageFlash } from "~/components/page-flash";
import { formErrorsOf } from "~/lib/forms/form-answer";
import { NotFoundOrFailedBoundary } from "~/components/screen-boundary";
import { PLAN_IDS } from "~/lib/vocabulary/domain";
import { BILLING_CYCLES, type BillingCycle } from "~/lib/vocabulary/domain-billing";
import { planOf, type PlanId } from "~/lib/billing/plans";
import { SITE } from "~/lib/format/site";
import { getBillingProfile, listPaymentMethods } from "~/models/billing/cards.server";
import { paymentHistory, totalSpent } from "~/models/billing/payments.server";
import {
  classifyChange,
  subscriptionRecord,
  type PlanChange,
} from "~/models/billing/subscriptions.server";
import { requireUser } from "~/request/session.server";
import { paymentsAvailable } from "~/services/payments.server";
import { ErrorPage } from "~/components/error-boundary";
import type { Route } from "./+types/route";
import { paymentAction } from "./action.server";
import { BillingTab } from "./billing-tab";
import { MethodsTab } from "./methods-tab";
import { OverviewTab } from "./overview";
import { PlansTab } from "./plans-tab";
import { TRANSACTION_FILTERS, TransactionsTab, type TransactionFilter } from "./transactions-tab";
import type { I18nHandle } from "~/i18n/namespaces";
import { metaTranslator, useFormat, useLocalePath, useT, type Viewer } from "~/i18n/react";
import { planName } from "~/components/billing/plan-text";

/**
 * Its forms validate in the browser: their messages are `forms` keys; the plan cards and the
 * screen's words are `billing` (docs/decisions/023-languages.md).
 */
export const handle = { i18n: ["forms", "billing"] } satisfies I18nHandle;

const TABS = [
  { value: "overview" },
  { value: "plans" },
  { value: "payment-methods" },
  { value: "transactions" },
  { value: "billing" },
] as const;
type Tab = (typeof TABS)[number]["value"];

/** The latest transactions on the Overview (docs/product.md#limits: 3). */
const RECENT = 3;

function pick<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return allowed.includes(value as T) ? (value as T) : null;
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const q = new URL(request.url).searchParams;
  const tab: Tab =
    pick(
      q.get("tab"),
      TABS.map((t) => t.value),
    ) ?? "overview";
  const type: TransactionFilter = pick(q.get("type"), TRANSACTION_FILTERS) ?? "all";
  const [record, spent, methods] = await Promise.all([
    subscriptionRecord(user),
    totalSpent(user.id),
    listPaymentMethods(user.id),
  ]);
  const cycle: BillingCycle =
    pick(q.get("cycle"), BILLING_CYCLES) ?? record.billingCycle ?? "monthly";
  const transactions =
    tab === "overview"
      ? await paymentHistory(user.id, "all", RECENT)
      : tab === "transactions"
        ? await paymentHistory(user.id, type)
        : tab === "billing"
          ? (await paymentHistory(user.id, "all")).filter((t) => t.status === "completed")
          : [];
  const billing = tab === "billing" ? await getBillingProfile(user.id) : null;
  const changes = Object.fromEntries(
    PLAN_IDS.map((p) => [
      p,
      classifyChange({ plan: user.plan, billingCycle: record.billingCycle }, p, cycle),
    ]),
  ) as Record<PlanId, PlanChange>;
  return {
    record,
    totalSpent: spent,
    methods,
    tab,
    type,
    cycle,
    chosen: tab === "plans" ? pick(q.get("plan"), PLAN_IDS) : null,
    changes,
    transactions,
    billing,
    confirmCancel: q.get("confirm") === "cancel",
    paymentsOn: paymentsAvailable(),
  };
}

export const action = ({ request }: Route.ActionArgs) => paymentAction(request);

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
  const t = metaTranslator(root?.viewer);
  return [
    { title: t("billing.pay.title", { site: SITE.name }) },
    { name: "robots", content: "noindex" },
  ];
};

export default function Payment({ loaderData }: Route.ComponentProps) {
  const { record, methods, tab, type, cycle, chosen, changes, transactions, billing, paymentsOn } =
    loaderData;
  const actionData = useActionData<typeof action>();
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const plan = planOf(record.plan);
  const name = planName(t, plan.id);
  // The upgrade panel and the billing form show their own errors beside what was sent.
  const inline =
    (actionData?.intent === "upgrade" && chosen && changes[chosen] === "upgrade") ||
    actionData?.intent === "save-billing";
  const cards: [string, string][] = [
    [
      t("billing.pay.card.currentPlan"),
      record.billingCycle
        ? t("billing.pay.planWithCycle", {
            plan: name,
            cycle: t(`billing.cycle.${record.billingCycle}Lower` as const),
          })
        : name,
    ],
    [t("billing.pay.card.totalSpent"), f.naira(loaderData.totalSpent)],
    [
      t("billing.pay.card.nextBilling"),
      record.nextBillingDate ? f.date(record.nextBillingDate) : t("billing.pay.na"),
    ],
    [t("billing.pay.card.methods"), f.count(methods.length)],
  ];
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Link
        to={l(href("/:lang?/dashboard"))}
        className="text-brand-700 text-sm font-semibold hover:underline"
      >
        {t("billing.sub.back")}
      </Link>
      <header className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{t("billing.pay.heading")}</h1>
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          {t("billing.pay.planBadge", { plan: name })}
        </span>
      </header>

      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {cards.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-8">
        <TabLinks
          label={t("billing.pay.tabs.label")}
          tabs={TABS.map(({ value }) => ({
            value,
            label: t(`billing.pay.tabs.${value}` as const),
            href: l(`${href("/:lang?/payment")}?tab=${value}`),
          }))}
          current={tab}
        />
      </div>

      <div className="mt-6 space-y-4">
        <PageFlash />
        {!inline && <FormAlert errors={formErrorsOf(actionData)} />}
        {!paymentsOn && <PaymentsOffNotice text={t("billing.paymentsOff")} />}
        {tab === "overview" && (
          <OverviewTab
            record={record}
            confirmCancel={loaderData.confirmCancel}
            transactions={transactions}
            paymentsOn={paymentsOn}
          />
        )}
        {tab === "plans" && (
          <PlansTab
            record={record}
            cycle={cycle}
            chosen={chosen}
            changes={changes}
            actionData={actionData}
            paymentsOn={paymentsOn}
          />
        )}
        {tab === "payment-methods" && <MethodsTab methods={methods} paymentsOn={paymentsOn} />}
        {tab === "transactions" && <TransactionsTab transactions={transactions} type={type} />}
        {tab === "billing" && billing && (
          <BillingTab
            profile={billing}
            saved={billing.saved}
            receipts={transactions}
            actionData={actionData}
          />
        )}
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  const t = useT();
  const l = useLocalePath();
  return (
    <NotFoundOrFailedBoundary
      page={() => (
        <ErrorPage
          title={t("billing.pay.failed")}
          actions={
            <p className="mt-6 flex justify-center gap-4">
              <a
                href={l(href("/:lang?/payment"))}
                className="text-brand-700 font-semibold hover:underline"
              >
                {t("billing.sub.tryAgain")}
              </a>
              <a
                href={l(href("/:lang?/dashboard"))}
                className="text-brand-700 font-semibold hover:underline"
              >
                {t("billing.pay.goToDashboard")}
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
