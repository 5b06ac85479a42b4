/**
 * /subscription's trust strip and FAQ (docs/product.md#subscription), written to match what the
 * product does (docs/decisions/010-payments.md): upgrades take effect when the payment succeeds,
 * downgrades and cancellations at the end of the billing period; cards, bank transfer and USSD
 * through Paystack, whose page alone takes card numbers; one free listing a month for everyone.
 */
import { useT } from "~/i18n/react";
import { PLANS } from "~/lib/billing/plans";

const TRUST = ["secure", "paystack", "cancel"] as const;

export function TrustStrip() {
  const t = useT();
  return (
    <ul
      aria-label={t("billing.trust.label")}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-3"
    >
      {TRUST.map((id) => (
        <li key={id}>
          <p className="font-semibold">{t(`billing.trust.${id}.title` as const)}</p>
          <p className="text-sm text-slate-700">{t(`billing.trust.${id}.text` as const)}</p>
        </li>
      ))}
    </ul>
  );
}

export function Faq() {
  const t = useT();
  const free = PLANS.free.listingsPerMonth;
  const items = [
    { q: t("billing.faq.change.q"), a: t("billing.faq.change.a") },
    { q: t("billing.faq.methods.q"), a: t("billing.faq.methods.a") },
    { q: t("billing.faq.free.q"), a: t("billing.faq.free.a", { count: free }) },
    { q: t("billing.faq.cancel.q"), a: t("billing.faq.cancel.a") },
  ];
  return (
    <section aria-labelledby="faq">
      <h2 id="faq" className="text-xl font-bold">
        {t("billing.faq.heading")}
      </h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {items.map((i) => (
          <details key={i.q} className="group p-4">
            <summary className="cursor-pointer font-semibold">{i.q}</summary>
            <p className="mt-2 text-slate-700">{i.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
