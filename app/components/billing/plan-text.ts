/**
 * The plan catalogue's words in the page's language (docs/decisions/023-languages.md): plan
 * names, enhancement names and the listings line, from the `billing` catalogue. The English
 * names in lib/billing/plans.ts and lib/billing/enhancements.ts stay for the server and the API.
 */
import type { useT } from "~/i18n/react";
import type { Enhancement } from "~/lib/billing/enhancements";
import type { PaymentItem } from "~/lib/billing/payment-item";
import { BOOSTS, type Plan, type PlanId } from "~/lib/billing/plans";

export type Translate = ReturnType<typeof useT>;

/** "Free", "Basic", "Premium" in the page's language. */
export const planName = (t: Translate, id: PlanId) => t(`billing.plan.${id}` as const);

/** "AI Auto-Enhance", "HDR Enhancement", "Colour Correction" in the page's language. */
export const enhancementName = (t: Translate, e: Enhancement) =>
  t(`billing.enhancement.${e}` as const);

/** `1 new listing a month`, `5 new listings a month` or `Unlimited listings` (999). */
export function listingsText(t: Translate, plan: Plan, lower = false): string {
  if (plan.listingsPerMonth >= 999)
    return t(lower ? "billing.listings.unlimitedLower" : "billing.listings.unlimited");
  return t("billing.listings.perMonth", { count: plan.listingsPerMonth });
}

/** `A and B`, `A or B` (and more, pairwise) in the page's language. */
export function joinList(t: Translate, items: string[], word: "and" | "or"): string {
  return items.reduce((a, b) => t(`billing.list.${word}` as const, { a, b }));
}

/**
 * A payment's name in the page's language, from what it bought (lib/billing/payment-item.ts): "Basic
 * plan (monthly)", "Featured Listing for “<title as written>” (7 days)", "Card check
 * (refunded)"; the stored English description when the item says too little (an old row).
 */
export function paymentName(t: Translate, item: PaymentItem): string {
  if (item.purpose === "subscription" && item.plan && item.billingCycle)
    return t("billing.name.subscription", {
      plan: planName(t, item.plan),
      cycle: t(`billing.cycle.${item.billingCycle}Lower` as const),
    });
  if (item.purpose === "boost" && item.boost && item.boost in BOOSTS && item.listingTitle !== null)
    return t("billing.name.boost", {
      boost: t(`billing.boost.${item.boost}.name` as const),
      title: item.listingTitle,
      count: BOOSTS[item.boost].days,
    });
  if (item.purpose === "card_check") return t("billing.name.cardCheck");
  return item.description;
}
