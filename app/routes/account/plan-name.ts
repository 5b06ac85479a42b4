/**
 * The plans' names in the reader's language (docs/decisions/023-languages.md): the catalogue
 * (lib/billing/plans.ts) keeps the English names for the receipts and the API.
 */
import { useT } from "~/i18n/react";

const NAMES = {
  free: "account.plan.free",
  basic: "account.plan.basic",
  premium: "account.plan.premium",
} as const;

/** `(planId) => its name`: "Free" in English, "Kyauta" in Hausa; an unknown id as it is. */
export function usePlanName(): (plan: string) => string {
  const t = useT();
  return (plan) => (plan in NAMES ? t(NAMES[plan as keyof typeof NAMES]) : plan);
}
