/**
 * What a payment bought, for naming it in the reader's language (docs/decisions/023-languages.md):
 * the `payments.description` column is written in English when the payment starts ("Basic plan
 * (monthly)", "Featured Listing for “Toyota Camry 2018” (7 days)") and stays as it is, for the
 * API, the CSV and the PDF; the screens name a payment from its purpose, plan, cycle and boost
 * instead (components/billing/plan-text.ts `paymentName`). Safe on the client.
 */
import type { BillingCycle, PaymentPurpose } from "../vocabulary/domain-billing";
import type { BoostId, PlanId } from "./plans";

/**
 * `purpose` with the plan and cycle (subscriptions), the boost and the listing's title as it was
 * written in the description (boosts: the listing may have changed or gone since), and the stored
 * English `description` for anything else.
 */
export type PaymentItem = {
  purpose: PaymentPurpose;
  plan: PlanId | null;
  billingCycle: BillingCycle | null;
  boost: BoostId | null;
  listingTitle: string | null;
  description: string;
};

/** The item of a payment row (any object with the payment's columns). */
export function paymentItem(p: {
  purpose: PaymentPurpose;
  plan?: PlanId | null;
  billingCycle?: BillingCycle | null;
  boost?: BoostId | null;
  description: string;
}): PaymentItem {
  const title = p.purpose === "boost" ? /“(.*)” \(/s.exec(p.description)?.[1] : undefined;
  return {
    purpose: p.purpose,
    plan: p.plan ?? null,
    billingCycle: p.billingCycle ?? null,
    boost: p.boost ?? null,
    listingTitle: title ?? null,
    description: p.description,
  };
}
