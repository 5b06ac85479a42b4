/**
 * /verification Benefits: what verification gives, only what the product really does (the
 * benefit flags of getVerification; docs/decisions/011-trust-and-verification.md).
 */
import { TRUST_POINTS } from "~/lib/vocabulary/domain-trust";
import { useT } from "~/i18n/react";
import type { VerificationData } from "./types";

export function BenefitsTab({ verification }: { verification: VerificationData }) {
  const t = useT();
  const b = verification.benefits;
  const items: { title: string; text: string; active: boolean }[] = [
    {
      title: t("account.verify.benefit.badge"),
      text: t("account.verify.benefit.badgeText"),
      active: b.trustBadge,
    },
    {
      title: t("account.verify.benefit.found"),
      text: t("account.verify.benefit.foundText"),
      active: b.higherVisibility,
    },
    {
      title: t("account.verify.benefit.score"),
      text: t("account.verify.benefit.scoreText", TRUST_POINTS),
      active: verification.trustScore === 100,
    },
    {
      title: t("account.verify.benefit.address"),
      text: t("account.verify.benefit.addressText"),
      active:
        verification.verificationSteps.address.status === "verified" ||
        verification.verificationSteps.business.status === "verified",
    },
  ];
  return (
    <section aria-labelledby="benefits-heading">
      <h2 id="benefits-heading" className="text-lg font-bold">
        {t("account.verify.benefit.heading")}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="font-semibold">
              {item.title}{" "}
              {item.active && (
                <span className="ml-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                  {t("account.verify.benefit.have")}
                </span>
              )}
            </p>
            <p className="mt-1 text-sm text-slate-700">{item.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-700">{t("account.verify.benefit.private")}</p>
    </section>
  );
}
