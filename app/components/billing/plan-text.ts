/**
 * The plan catalogue's words in the page's language (docs/decisions/023-languages.md): plan
 * names, enhancement names and the listings line, from the `billing` catalogue. The English
 * names in lib/plans.ts and lib/enhancements.ts stay for the server and the API.
 */
import type { useT } from "~/i18n/react";
import type { Enhancement } from "~/lib/enhancements";
import type { Plan, PlanId } from "~/lib/plans";

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
