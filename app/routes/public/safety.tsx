/**
 * Safety tips for buyers and sellers in Nigeria: the five tips of the car page's safety card
 * (docs/product.md#car-detail) expanded, plus how to report a suspicious listing.
 */
import { href } from "react-router";
import { useRichT } from "~/components/rich-text";
import type { MessageKey } from "~/i18n/keys";
import type { I18nHandle } from "~/i18n/namespaces";
import { metaTranslator, useLocalePath, useT, type Viewer } from "~/i18n/react";
import { SITE } from "~/lib/format/site";
import { sharedPageHeaders } from "~/request/cache-control";
import type { Route } from "./+types/safety";

/** Anonymous visitors share this page: a CDN may keep it (app/request/cache-control.ts). */
export const headers = sharedPageHeaders;

export const handle = { i18n: ["help"] } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches?.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
  const t = metaTranslator(root?.viewer);
  return [
    { title: t("help.safety.title", { site: SITE.name }) },
    { name: "description", content: t("help.safety.description") },
  ];
};

/** The five rules (their catalogue keys `help.safety.<key>.title` and `.1`, `.2`...). */
const TIPS = [
  { id: "inspect", key: "inspect", points: 5 },
  { id: "verify", key: "verify", points: 6 },
  { id: "meet", key: "meet", points: 3 },
  { id: "no-money", key: "noMoney", points: 4 },
  { id: "payment", key: "payment", points: 4 },
] as const;

const listClass = "mt-3 list-disc space-y-2 pl-5 leading-relaxed text-slate-800";
const linkClass = "text-brand-700 hover:text-brand-800 underline";

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

export default function Safety() {
  const t = useT();
  const r = useRichT();
  const l = useLocalePath();
  const site = SITE.name;
  const text = (key: string) => t(`help.safety.${key}` as MessageKey, { site });
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("help.safety.heading")}</h1>
      <p className="mt-3 leading-relaxed text-slate-800">{t("help.safety.intro", { site })}</p>
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-slate-800">
        {TIPS.map((tip) => (
          <li key={tip.id}>
            <a href={`#${tip.id}`} className={linkClass}>
              {text(`${tip.key}.title`)}
            </a>
          </li>
        ))}
      </ol>

      {TIPS.map((tip, i) => (
        <section key={tip.id} id={tip.id} aria-labelledby={`${tip.id}-heading`} className="mt-8">
          <h2 id={`${tip.id}-heading`} className="text-xl font-semibold">
            {`${i + 1}. ${text(`${tip.key}.title`)}`}
          </h2>
          <ul className={listClass}>
            {numbers(tip.points).map((n) => (
              <li key={n}>{text(`${tip.key}.${n}`)}</li>
            ))}
          </ul>
        </section>
      ))}

      <section aria-labelledby="sellers-heading" className="mt-8">
        <h2 id="sellers-heading" className="text-xl font-semibold">
          {t("help.safety.sellers.heading")}
        </h2>
        <ul className={listClass}>
          {numbers(4).map((n) => (
            <li key={n}>{text(`sellers.${n}`)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="account-heading" className="mt-8">
        <h2 id="account-heading" className="text-xl font-semibold">
          {t("help.safety.account.heading")}
        </h2>
        <ul className={listClass}>
          {numbers(2).map((n) => (
            <li key={n}>{text(`account.${n}`)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="report-heading" className="mt-8">
        <h2 id="report-heading" className="text-xl font-semibold">
          {t("help.safety.report.heading")}
        </h2>
        <p className="mt-3 leading-relaxed text-slate-800">
          {r("help.safety.report.text", {
            email: (
              <a href={`mailto:${SITE.supportEmail}`} className={linkClass}>
                {SITE.supportEmail}
              </a>
            ),
          })}
        </p>
        <p className="mt-3 leading-relaxed text-slate-800">{t("help.safety.report.fraud")}</p>
        <p className="mt-3 leading-relaxed text-slate-800">
          {r("help.safety.report.more", {
            how: (
              <a href={l(href("/:lang?/how-it-works"))} className={linkClass}>
                {t("help.safety.report.how", { site })}
              </a>
            ),
            terms: (
              <a href={l(href("/:lang?/terms"))} className={linkClass}>
                {t("help.link.terms")}
              </a>
            ),
            support: (
              <a href={l(href("/:lang?/support"))} className={linkClass}>
                {t("help.safety.report.support")}
              </a>
            ),
          })}
        </p>
      </section>
    </main>
  );
}
