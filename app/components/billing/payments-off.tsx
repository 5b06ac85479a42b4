/**
 * The notice the billing pages (/subscription, /payment, /boost) show in place of their payment
 * buttons when no provider takes payments (README, Configuration: `SIMULATED_PAYMENTS`). A page
 * that lists the `billing` namespace passes `t("billing.paymentsOff")` as `text`
 * (docs/decisions/023-languages.md); without it the notice is in English.
 */
import { PAYMENTS_OFF_MESSAGE } from "~/lib/vocabulary/domain-billing";

export function PaymentsOffNotice({ text }: { text?: string }) {
  return (
    <p
      role="status"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      {text ?? `${PAYMENTS_OFF_MESSAGE} Your current plan and your listings are not affected.`}
    </p>
  );
}
