/**
 * The "Stay safe" panel `#stay-safe` (docs/decisions/032-scam-signals.md): four rules against the
 * scams of this market, shown where a buyer is about to deal with a seller: the contact page and
 * the conversation, where a message asking for money before inspection links to it. Texts in
 * `common`, in the four languages. No JavaScript.
 */
import { href } from "react-router";
import type { MessageKey } from "~/i18n/keys";
import { useLocalePath, useT } from "~/i18n/react";

const RULES: MessageKey[] = [
  "common.staySafe.inspect",
  "common.staySafe.neverHold",
  "common.staySafe.publicPlace",
  "common.staySafe.customs",
];

export function StaySafe({ className = "" }: { className?: string }) {
  const t = useT();
  const l = useLocalePath();
  return (
    <section
      id="stay-safe"
      aria-labelledby="stay-safe-heading"
      className={`scroll-mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950 ${className}`}
    >
      <h2 id="stay-safe-heading" className="font-semibold">
        {t("common.staySafe.heading")}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {RULES.map((rule) => (
          <li key={rule}>{t(rule)}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm">
        <a href={l(href("/:lang?/safety"))} className="font-semibold underline">
          {t("common.staySafe.more")}
        </a>
      </p>
    </section>
  );
}
