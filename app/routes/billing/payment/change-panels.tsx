/**
 * The panels /payment's Plans tab opens for a chosen plan (docs/product.md#payment-and-billing;
 * docs/decisions/010-payments.md):
 *
 * - `UpgradePanel`, "Complete Your Upgrade": the method choice (card, bank transfer, USSD),
 *   the order summary (plan, billing cycle, total in naira from the catalogue), the security
 *   notice and Complete Payment ("Processing..." while it is sent). There are no card fields:
 *   card details are typed on Paystack's page only, never here, never sent to our server.
 * - `ScheduleChangePanel`: a downgrade or a new billing cycle, which takes effect at the period
 *   end, with its confirm button (`schedule-change`).
 * - `CancelPanel`: the free plan chosen on a paid plan, a cancellation at the period end
 *   (`cancel-subscription`).
 */
import type { ReactNode } from "react";
import { Form, Link, useNavigation, href } from "react-router";
import { FormAlert } from "~/components/form-parts/alerts";
import { Button } from "~/components/form-parts/button";
import { IntentInput } from "~/components/form-parts/intent";
import { RadioGroup } from "~/components/form-parts/radio-group";
import { listingsText, planName } from "~/components/billing/plan-text";
import {
  PAYMENT_METHODS,
  type BillingCycle,
  type PaymentMethod,
} from "~/lib/vocabulary/domain-billing";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import { PLANS, type Plan } from "~/lib/billing/plans";
import { formErrorsOf, typedOf } from "~/lib/forms/form-answer";
import type { PaymentAnswer } from "./action.server";
import type { PaymentIntent } from "~/lib/forms/intents";

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      id="complete"
      aria-labelledby="complete-heading"
      className="border-brand-600 rounded-xl border-2 bg-white p-6"
    >
      <h2 id="complete-heading" className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function UpgradePanel({
  from,
  plan,
  cycle,
  actionData,
}: {
  /** The plan the user is on now. */
  from: Plan;
  plan: Plan;
  cycle: BillingCycle;
  actionData: PaymentAnswer | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "upgrade";
  const method = (typedOf(actionData, "method") || "card") as PaymentMethod;
  const errors = formErrorsOf(actionData);
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const methodOptions = PAYMENT_METHODS.map((m) => ({ value: m, label: t(`billing.pm.${m}`) }));
  return (
    <Panel title={t("billing.cp.upgradeTitle")}>
      {errors && (
        <div className="mt-3">
          <FormAlert errors={errors} />
        </div>
      )}
      <Form method="post" className="mt-4 grid gap-6 md:grid-cols-2">
        <IntentInput<PaymentIntent> value="upgrade" />
        <input type="hidden" name="plan" value={plan.id} />
        <input type="hidden" name="cycle" value={cycle} />
        <div>
          <RadioGroup
            legend={t("billing.cp.method")}
            name="method"
            options={methodOptions}
            chosen={method}
          />
          <p className="mt-4 text-sm text-slate-700">{t("billing.cp.paystackNote")}</p>
          {from.id !== "free" && from.id !== plan.id && (
            <p className="mt-2 text-sm text-slate-700">
              {t("billing.cp.startsNow", {
                plan: planName(t, plan.id),
                from: planName(t, from.id),
              })}
            </p>
          )}
        </div>
        <div className="space-y-4">
          <div className="rounded-lg bg-slate-50 p-4">
            <h3 className="font-semibold">{t("billing.cp.summary")}</h3>
            <dl className="mt-2 space-y-1 text-sm">
              <div className="flex justify-between gap-2">
                <dt className="text-slate-600">{t("billing.cp.plan")}</dt>
                <dd className="font-semibold">{planName(t, plan.id)}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-slate-600">{t("billing.ov.billingCycle")}</dt>
                <dd className="font-semibold">{t(`billing.cycle.${cycle}`)}</dd>
              </div>
              <div className="flex justify-between gap-2 border-t border-slate-200 pt-2 text-base">
                <dt className="font-semibold">{t("billing.cp.total")}</dt>
                <dd className="font-bold">{f.naira(plan.price[cycle])}</dd>
              </div>
            </dl>
          </div>
          <p role="note" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-950">
            <strong>{t("billing.cp.secureTitle")}</strong> {t("billing.cp.secureText")}
          </p>
          <Button size="lg" block pending={busy} pendingText={t("billing.processing")}>
            {t("billing.cp.completePayment")}
          </Button>
          <Link
            to={l(`${href("/:lang?/payment")}?tab=plans&cycle=${cycle}`)}
            preventScrollReset
            className="block text-center text-sm font-semibold text-slate-700 underline"
          >
            {t("billing.cp.another")}
          </Link>
        </div>
      </Form>
    </Panel>
  );
}

export function ScheduleChangePanel({
  from,
  to,
  cycle,
  periodEnd,
}: {
  from: Plan;
  to: Plan;
  cycle: BillingCycle;
  periodEnd: string | null;
}) {
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const when = periodEnd ? f.date(periodEnd) : t("billing.cp.periodEnd");
  const busy = useNavigation().state === "submitting";
  return (
    <Panel
      title={
        from.id === to.id
          ? t("billing.sub.switchCycle", { cycle })
          : t("billing.sub.switchTo", { plan: planName(t, to.id) })
      }
    >
      <p className="mt-2 text-slate-700">
        {t("billing.cp.scheduleText", {
          date: when,
          from: planName(t, from.id),
          amount: f.naira(to.price[cycle]),
          plan: planName(t, to.id),
          cycle: t(`billing.cycle.${cycle}Lower`),
        })}
      </p>
      {to.listingsPerMonth < from.listingsPerMonth && (
        <p className="mt-2 text-slate-700">
          {t("billing.cp.fewer", { listings: listingsText(t, to, true) })}
        </p>
      )}
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        <IntentInput<PaymentIntent> value="schedule-change" />
        <input type="hidden" name="plan" value={to.id} />
        <input type="hidden" name="cycle" value={cycle} />
        <Button pending={busy} pendingText={t("billing.saving")}>
          {t("billing.cp.confirm")}
        </Button>
        <Link
          to={l(`${href("/:lang?/payment")}?tab=plans`)}
          className="font-semibold text-slate-700 underline"
        >
          {t("billing.ov.keep")}
        </Link>
      </Form>
    </Panel>
  );
}

export function CancelPanel({
  plan,
  periodEnd,
  cancelled,
}: {
  plan: Plan;
  periodEnd: string | null;
  cancelled: boolean;
}) {
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const when = periodEnd ? f.date(periodEnd) : t("billing.cp.periodEnd");
  const busy = useNavigation().state === "submitting";
  const name = planName(t, plan.id);
  if (cancelled) {
    return (
      <Panel title={t("billing.cp.moveFree")}>
        <p className="mt-2 text-slate-700">
          {t("billing.cp.alreadyCancelled", { plan: name, date: when })}
        </p>
      </Panel>
    );
  }
  return (
    <Panel title={t("billing.cp.moveFree")}>
      <p className="mt-2 text-slate-700">
        {t("billing.cp.cancelText", {
          plan: name,
          date: when,
          free: listingsText(t, PLANS.free, true),
        })}
      </p>
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        <IntentInput<PaymentIntent> value="cancel-subscription" />
        <Button variant="destructive" pending={busy} pendingText={t("billing.cp.cancelling")}>
          {t("billing.ov.cancel")}
        </Button>
        <Link
          to={l(`${href("/:lang?/payment")}?tab=plans`)}
          className="font-semibold text-slate-700 underline"
        >
          {t("billing.ov.keep")}
        </Link>
      </Form>
    </Panel>
  );
}
