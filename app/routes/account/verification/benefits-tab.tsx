/**
 * /verification Benefits: what verification gives, only what the product really does (the
 * benefit flags of getVerification; docs/decisions/011-trust-and-verification.md).
 */
import { TRUST_POINTS } from "~/lib/domain-trust";
import type { VerificationData } from "./types";

export function BenefitsTab({ verification }: { verification: VerificationData }) {
  const b = verification.benefits;
  const items: { title: string; text: string; active: boolean }[] = [
    {
      title: "The Verified badge",
      text: "Your cars, your seller profile and your messages carry the Verified badge once your e-mail, phone, identity document and proof of address are all verified.",
      active: b.trustBadge,
    },
    {
      title: "Found by careful buyers",
      text: "Buyers can choose “Verified sellers only” when they browse; only verified sellers' cars appear there.",
      active: b.higherVisibility,
    },
    {
      title: "A higher trust score",
      text: `Buyers see your trust score out of 100: e-mail +${TRUST_POINTS.email}, phone +${TRUST_POINTS.phone}, identity +${TRUST_POINTS.identity}. The Verified badge also needs your proof of address. Chats with unverified users show a caution warning.`,
      active: verification.trustScore === 100,
    },
    {
      title: "Address checked and Registered business",
      text: "An approved proof of address (which Verified needs) and an approved CAC certificate also show as badges of their own on your seller profile.",
      active:
        verification.verificationSteps.address.status === "verified" ||
        verification.verificationSteps.business.status === "verified",
    },
  ];
  return (
    <section aria-labelledby="benefits-heading">
      <h2 id="benefits-heading" className="text-lg font-bold">
        What verification gives you
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="font-semibold">
              {item.title}{" "}
              {item.active && (
                <span className="ml-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                  You have this
                </span>
              )}
            </p>
            <p className="mt-1 text-sm text-slate-700">{item.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-700">
        Your documents are private: only you and our review team can open them, and they are deleted
        with your account.
      </p>
    </section>
  );
}
