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
import { Form, Link, useNavigation } from "react-router";
import { FormAlert } from "~/components/form-parts/alerts";
import { Button } from "~/components/form-parts/button";
import { IntentInput } from "~/components/form-parts/intent";
import { RadioGroup } from "~/components/form-parts/radio-group";
import { listingsLabel } from "~/components/billing/plan-card";
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type BillingCycle,
  type PaymentMethod,
} from "~/lib/domain-billing";
import { formatDate, formatNaira } from "~/lib/format";
import { PLANS, type Plan } from "~/lib/plans";
import { formErrorsOf, typedOf } from "~/lib/form-answer";
import type { PaymentAnswer } from "./action.server";
import type { PaymentIntent } from "~/lib/intents";

const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));
const cycleName = (c: BillingCycle) => (c === "yearly" ? "Yearly" : "Monthly");

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
  return (
    <Panel title="Complete Your Upgrade">
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
            legend="Payment method"
            name="method"
            options={METHOD_OPTIONS}
            chosen={method}
          />
          <p className="mt-4 text-sm text-slate-700">
            Card details are entered on Paystack&apos;s secure page and never reach our servers.
            After Complete Payment you pay there, by card, bank transfer or USSD, and come back
            here.
          </p>
          {from.id !== "free" && from.id !== plan.id && (
            <p className="mt-2 text-sm text-slate-700">
              {plan.name} starts as soon as the payment succeeds, with a new billing period from
              that day; the rest of your {from.name} period is not refunded.
            </p>
          )}
        </div>
        <div className="space-y-4">
          <div className="rounded-lg bg-slate-50 p-4">
            <h3 className="font-semibold">Order summary</h3>
            <dl className="mt-2 space-y-1 text-sm">
              <div className="flex justify-between gap-2">
                <dt className="text-slate-600">Plan</dt>
                <dd className="font-semibold">{plan.name}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-slate-600">Billing cycle</dt>
                <dd className="font-semibold">{cycleName(cycle)}</dd>
              </div>
              <div className="flex justify-between gap-2 border-t border-slate-200 pt-2 text-base">
                <dt className="font-semibold">Total</dt>
                <dd className="font-bold">{formatNaira(plan.price[cycle])}</dd>
              </div>
            </dl>
          </div>
          <p role="note" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-950">
            <strong>Secure payment.</strong> Paystack processes the payment over an encrypted
            connection; we never see or store your card number, expiry date or CVV. Your plan
            changes as soon as Paystack confirms the payment.
          </p>
          <Button size="lg" block pending={busy} pendingText="Processing...">
            Complete Payment
          </Button>
          <Link
            to={`/payment?tab=plans&cycle=${cycle}`}
            preventScrollReset
            className="block text-center text-sm font-semibold text-slate-700 underline"
          >
            Choose another plan
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
  const when = periodEnd ? formatDate(periodEnd) : "the end of your billing period";
  const busy = useNavigation().state === "submitting";
  return (
    <Panel title={from.id === to.id ? `Switch to ${cycle} billing` : `Switch to ${to.name}`}>
      <p className="mt-2 text-slate-700">
        This change takes effect on {when}, at the end of the period you have paid for. Until then
        you keep the {from.name} plan. On {when} we charge {formatNaira(to.price[cycle])} for{" "}
        {to.name} ({cycle}) to your default card.
      </p>
      {to.listingsPerMonth < from.listingsPerMonth && (
        <p className="mt-2 text-slate-700">
          Your live listings stay up; from then on you can add {listingsLabel(to).toLowerCase()}.
        </p>
      )}
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        <IntentInput<PaymentIntent> value="schedule-change" />
        <input type="hidden" name="plan" value={to.id} />
        <input type="hidden" name="cycle" value={cycle} />
        <Button pending={busy} pendingText="Saving...">
          Confirm change
        </Button>
        <Link to="/payment?tab=plans" className="font-semibold text-slate-700 underline">
          Keep my plan
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
  const when = periodEnd ? formatDate(periodEnd) : "the end of your billing period";
  const busy = useNavigation().state === "submitting";
  if (cancelled) {
    return (
      <Panel title="Move to the Free plan">
        <p className="mt-2 text-slate-700">
          Your {plan.name} plan is already cancelled: it ends on {when}, and then your account is on
          the Free plan.
        </p>
      </Panel>
    );
  }
  return (
    <Panel title="Move to the Free plan">
      <p className="mt-2 text-slate-700">
        Choosing Free cancels your {plan.name} subscription. You keep {plan.name} until {when}; then
        your account moves to the Free plan ({listingsLabel(PLANS.free).toLowerCase()}). Nothing
        more is charged, and your live listings stay up.
      </p>
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        <IntentInput<PaymentIntent> value="cancel-subscription" />
        <Button variant="destructive" pending={busy} pendingText="Cancelling...">
          Cancel subscription
        </Button>
        <Link to="/payment?tab=plans" className="font-semibold text-slate-700 underline">
          Keep my plan
        </Link>
      </Form>
    </Panel>
  );
}
