/**
 * The /payment action (docs/product.md#payment-and-billing; docs/decisions/010-payments.md): one
 * intent per form of the screen (lib/forms/intents.ts, PAYMENT_INTENTS), each a plain form post that
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
 * Success: a redirect (in the request's language) with a flash message, a `billing.flash.*` key
 * translated where it is shown, its dates written in the request's language and the user's time
 * zone (docs/decisions/023-languages.md). A refusal comes back through handleForm with its
 * status and its message (the upgrade's choices kept); a billing form that does not validate as
 * Conform's field errors (what was typed is kept). Never a 500 for those.
 */
import { redirect } from "react-router";
import { z } from "zod";
import {
  BillingCycleSchema,
  BillingProfileSchema,
  SubscriptionPaymentSchema,
} from "~/lib/billing/billing-schema";
import { readerFormatters } from "~/i18n/server/catalogues.server";
import { msg } from "~/i18n/messages";
import { PLAN_IDS } from "~/lib/vocabulary/domain";
import type { FormAnswer } from "~/lib/forms/form-answer";
import type { PaymentIntent } from "~/lib/forms/intents";
import { fieldText } from "~/lib/forms/text";
import {
  removePaymentMethod,
  saveBillingProfile,
  setDefaultPaymentMethod,
} from "~/models/billing/cards.server";
import { startCardCheck, startSubscriptionPayment } from "~/models/billing/payments.server";
import {
  cancelSubscription,
  resumeSubscription,
  scheduleChange,
} from "~/models/billing/subscriptions.server";
import { getPreferences } from "~/models/shared/preferences.server";
import { redirectWithFlash } from "~/request/flash.server";
import { pathInRequestLanguage, requestLanguage } from "~/request/language.server";
import { firstFieldError, handleForm, messageOnly, NoFields } from "~/request/forms.server";
import { requireUser } from "~/request/session.server";

/** The action's answer when it does not redirect (request/forms.server.ts). */
export type PaymentAnswer = FormAnswer<PaymentIntent>;

const ChangeSchema = z.object({
  plan: z.enum(PLAN_IDS, { error: msg("billing.form.choosePlan") }),
  cycle: BillingCycleSchema,
});

/** The plan panels' fields, as they are posted. */
const PlanChoice = z.object({ plan: fieldText(20), cycle: fieldText(20), method: fieldText(20) });

/** The upgrade form, judged by the API's body schema. */
const UpgradeForm = PlanChoice.transform(
  (v) =>
    ({
      purpose: "subscription",
      plan: v.plan,
      billingCycle: v.cycle,
      method: v.method || undefined,
    }) as z.input<typeof SubscriptionPaymentSchema>,
).pipe(SubscriptionPaymentSchema);

const CardForm = z.object({ id: fieldText(100) });

export async function paymentAction(request: Request) {
  const user = await requireUser(request);
  const tabUrl = (tab: string) => pathInRequestLanguage(request, `/payment?tab=${tab}`);
  /** A date as the flash's reader sees it: the request's language, the user's zone. */
  const dateOf = async (value: Date | string) => {
    const { timezone } = await getPreferences(user.id);
    return readerFormatters(requestLanguage(request), timezone).date(value);
  };
  const first = { invalid: firstFieldError, asSent: true };
  return handleForm(
    request,
    {
      intents: {
        upgrade: { schema: UpgradeForm, ...first },
        "schedule-change": {
          schema: PlanChoice.transform((v) => v as z.input<typeof ChangeSchema>).pipe(ChangeSchema),
          ...first,
        },
        "cancel-subscription": NoFields,
        "resume-subscription": NoFields,
        "add-card": NoFields,
        "set-default-card": CardForm,
        "remove-card": CardForm,
        "save-billing": BillingProfileSchema,
      },
      refused: messageOnly,
    },
    async (input) => {
      switch (input.intent) {
        case "save-billing":
          await saveBillingProfile(user.id, input.value);
          return redirectWithFlash(tabUrl("billing"), msg("billing.flash.billingSaved"));
        case "upgrade": {
          const { plan, billingCycle, method } = input.value;
          // The model pays only for an upgrade, or an overdue renewal paid by hand.
          const started = await startSubscriptionPayment(user, { plan, billingCycle, method });
          return redirect(started.authorizationUrl);
        }
        case "schedule-change": {
          const { plan, cycle } = input.value;
          const row = await scheduleChange(user.id, plan, cycle);
          const date = await dateOf(row.currentPeriodEnd);
          return redirectWithFlash(
            tabUrl("overview"),
            row.cancelAtPeriodEnd
              ? msg("billing.flash.planEnds", { date })
              : msg("billing.flash.planChanges", {
                  plan: msg(`billing.plan.${plan}`),
                  cycle: msg(`billing.cycle.${cycle}Lower`),
                  date,
                }),
          );
        }
        case "cancel-subscription": {
          const row = await cancelSubscription(user.id);
          return redirectWithFlash(
            tabUrl("overview"),
            msg("billing.flash.cancelled", { date: await dateOf(row.currentPeriodEnd) }),
          );
        }
        case "resume-subscription": {
          const row = await resumeSubscription(user.id);
          return redirectWithFlash(
            tabUrl("overview"),
            msg("billing.flash.resumed", {
              plan: msg(`billing.plan.${row.plan}`),
              date: await dateOf(row.currentPeriodEnd),
            }),
          );
        }
        case "add-card": {
          const started = await startCardCheck(user);
          return redirect(started.authorizationUrl);
        }
        case "set-default-card":
          await setDefaultPaymentMethod(user.id, input.value.id);
          return redirectWithFlash(tabUrl("payment-methods"), msg("billing.flash.defaultCard"));
        case "remove-card":
          await removePaymentMethod(user.id, input.value.id);
          return redirectWithFlash(tabUrl("payment-methods"), msg("billing.flash.cardRemoved"));
      }
    },
  );
}
