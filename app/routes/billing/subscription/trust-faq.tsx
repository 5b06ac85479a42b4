/**
 * /subscription's trust strip and FAQ (docs/product.md#subscription), written to match what the
 * product does (docs/decisions/010-payments.md): upgrades take effect when the payment succeeds,
 * downgrades and cancellations at the end of the billing period; cards, bank transfer and USSD
 * through Paystack, whose page alone takes card numbers; one free listing a month for everyone.
 */
import { PLANS } from "~/lib/plans";
import { plural } from "~/lib/plural";

const TRUST = [
  {
    title: "Secure Payment",
    text: "Every payment is confirmed with the provider before your plan changes.",
  },
  {
    title: "Payments by Paystack",
    text: "Card numbers are entered only on Paystack's page; they never reach our servers.",
  },
  {
    title: "Cancel Anytime",
    text: "Keep your plan until the end of the period you paid for.",
  },
];

export function TrustStrip() {
  return (
    <ul
      aria-label="Payment and cancellation"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-3"
    >
      {TRUST.map((t) => (
        <li key={t.title}>
          <p className="font-semibold">{t.title}</p>
          <p className="text-sm text-slate-700">{t.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function Faq() {
  const free = PLANS.free.listingsPerMonth;
  const items = [
    {
      q: "Can I change my plan later?",
      a: "Yes. An upgrade takes effect as soon as the payment succeeds. A downgrade or a cancellation takes effect at the end of your current billing period, so you keep what you paid for until then.",
    },
    {
      q: "What payment methods do you accept?",
      a: "Debit and credit cards (Visa, Mastercard, Verve), bank transfer and USSD, all through Paystack.",
    },
    {
      q: "Is there a free plan?",
      a: `Yes. Every user gets ${plural(free, { one: "free listing", other: "free listings" })} a month on the Free plan, with no card needed.`,
    },
    {
      q: "Can I cancel anytime?",
      a: "Yes. Cancel from Payment & Billing whenever you like; you keep access until the billing period ends, and nothing more is charged.",
    },
  ];
  return (
    <section aria-labelledby="faq">
      <h2 id="faq" className="text-xl font-bold">
        Frequently asked questions
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
