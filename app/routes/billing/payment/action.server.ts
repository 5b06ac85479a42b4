/**
 * The /payment action (docs/product.md#payment-and-billing; docs/decisions/010-payments.md): one
 * intent per form of the screen (lib/intents.ts, PAYMENT_INTENTS), each a plain form post that
 * works without JavaScript.
 *
 * - `upgrade` (plan, cycle, method): only a real upgrade (classifyChange) is paid now: the
 *   price comes from the catalogue on the server, and the buyer is sent to the provider's
 *   checkout (`redirect(authorizationUrl)`); card details are never posted here.
 * - `schedule-change` (plan, cycle): a downgrade or a new billing cycle, at the period end.
 * - `cancel-subscription`, `resume-subscription`: cancel at the period end, or undo that (and
 *   any scheduled change).
 * - `add-card`: the refunded card check through the checkout; `set-default-card` and
 *   `remove-card` (id): the user's own saved cards only (someone else's: 404).
 * - `save-billing`: the billing and tax details (BillingProfileSchema, Conform).
 *
 * Success: a redirect with a flash message. A model's DomainError comes back as
 * `{ intent, error, values }` with its status (the upgrade's choices kept); a billing form
 * that does not validate as Conform's reply (what was typed is kept). Never a 500 for those.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { z } from "zod";
import {
  BillingCycleSchema,
  BillingProfileSchema,
  SubscriptionPaymentSchema,
} from "~/lib/billing-schema";
import { PLAN_IDS } from "~/lib/domain";
import { formatDate } from "~/lib/format";
import { PAYMENT_INTENTS, type PaymentIntent } from "~/lib/intents";
import { PLANS } from "~/lib/plans";
import {
  removePaymentMethod,
  saveBillingProfile,
  setDefaultPaymentMethod,
} from "~/models/billing/cards.server";
import { DomainError } from "~/models/shared/errors.server";
import { startCardCheck, startSubscriptionPayment } from "~/models/billing/payments.server";
import {
  cancelSubscription,
  resumeSubscription,
  scheduleChange,
} from "~/models/billing/subscriptions.server";
import { redirectWithFlash } from "~/request/flash.server";
import { formText, readForm, readIntent } from "~/request/forms.server";
import { requireUser } from "~/request/session.server";

const parseBilling = (form: FormData) => parseWithZod(form, { schema: BillingProfileSchema });

export type PaymentActionData = {
  intent: PaymentIntent;
  /** A message for the person (a DomainError's, or a bad choice). */
  error?: string;
  /** The billing form's Conform reply. */
  result?: ReturnType<ReturnType<typeof parseBilling>["reply"]>;
  /** What the upgrade form sent, to show it again. */
  values?: { plan: string; cycle: string; method: string };
};

const ChangeSchema = z.object({
  plan: z.enum(PLAN_IDS, { error: "Choose a plan" }),
  cycle: BillingCycleSchema,
});

const tabUrl = (tab: string) => `/payment?tab=${tab}`;

export async function paymentAction(request: Request) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = readIntent(form, PAYMENT_INTENTS);
  const values = {
    plan: formText(form, "plan", 20),
    cycle: formText(form, "cycle", 20),
    method: formText(form, "method", 20),
  };
  const fail = (status: number, error: string) =>
    data<PaymentActionData>({ intent, error, values }, { status });

  if (intent === "save-billing") {
    const submission = parseBilling(form);
    if (submission.status !== "success") {
      return data<PaymentActionData>({ intent, result: submission.reply() }, { status: 400 });
    }
    try {
      await saveBillingProfile(user.id, submission.value);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return data<PaymentActionData>(
        { intent, result: submission.reply({ formErrors: [error.message] }) },
        { status: error.status },
      );
    }
    return redirectWithFlash(
      tabUrl("billing"),
      "Billing information saved. Your receipts will show these details.",
    );
  }

  try {
    switch (intent) {
      case "upgrade": {
        const parsed = SubscriptionPaymentSchema.safeParse({
          purpose: "subscription",
          plan: values.plan,
          billingCycle: values.cycle,
          method: values.method || undefined,
        });
        if (!parsed.success) return fail(400, parsed.error.issues[0]!.message);
        const { plan, billingCycle, method } = parsed.data;
        // The model pays only for an upgrade, or an overdue renewal paid by hand.
        const started = await startSubscriptionPayment(user, { plan, billingCycle, method });
        return redirect(started.authorizationUrl);
      }
      case "schedule-change": {
        const parsed = ChangeSchema.safeParse(values);
        if (!parsed.success) return fail(400, parsed.error.issues[0]!.message);
        const { plan, cycle } = parsed.data;
        const row = await scheduleChange(user.id, plan, cycle);
        const date = formatDate(row.currentPeriodEnd);
        return redirectWithFlash(
          tabUrl("overview"),
          row.cancelAtPeriodEnd
            ? `Your plan will end on ${date}.`
            : `Your plan changes to ${PLANS[plan].name} (${cycle}) on ${date}. Until then nothing changes.`,
        );
      }
      case "cancel-subscription": {
        const row = await cancelSubscription(user.id);
        return redirectWithFlash(
          tabUrl("overview"),
          `Your plan will end on ${formatDate(row.currentPeriodEnd)}. Until then you keep everything it includes, and nothing more is charged.`,
        );
      }
      case "resume-subscription": {
        const row = await resumeSubscription(user.id);
        return redirectWithFlash(
          tabUrl("overview"),
          `Your ${PLANS[row.plan].name} plan renews on ${formatDate(row.currentPeriodEnd)}.`,
        );
      }
      case "add-card": {
        const started = await startCardCheck(user);
        return redirect(started.authorizationUrl);
      }
      case "set-default-card": {
        await setDefaultPaymentMethod(user.id, formText(form, "id", 100));
        return redirectWithFlash(tabUrl("payment-methods"), "Default card changed.");
      }
      case "remove-card": {
        await removePaymentMethod(user.id, formText(form, "id", 100));
        return redirectWithFlash(tabUrl("payment-methods"), "Card removed.");
      }
    }
  } catch (error) {
    if (error instanceof DomainError) return fail(error.status, error.message);
    throw error;
  }
}
