/**
 * How buying and selling on MotorMart works: finding and contacting sellers, the listing
 * review and lifetime, plan limits, boosts, the Verified badge and reporting. It describes only
 * what the site does today.
 */
import { LISTING_LIFETIME_DAYS, PLANS } from "~/lib/billing/plans";
import { SITE } from "~/lib/format/site";
import { useRichT } from "~/components/rich-text";
import { metaTranslator, useLocalePath, useT, type Viewer } from "~/i18n/react";
import type { I18nHandle } from "~/i18n/namespaces";
import { sharedPageHeaders } from "~/request/cache-control";
import type { Route } from "./+types/how-it-works";

/** Anonymous visitors share this page: a CDN may keep it (app/request/cache-control.ts). */
export const headers = sharedPageHeaders;

export const handle = { i18n: ["help"] } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches?.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
  const t = metaTranslator(root?.viewer);
  return [
    { title: t("help.how.title", { site: SITE.name }) },
    { name: "description", content: t("help.how.description", { site: SITE.name }) },
  ];
};

const textClass = "mt-3 leading-relaxed text-slate-800";
const listClass = "mt-3 list-disc space-y-2 pl-5 leading-relaxed text-slate-800";
const linkClass = "text-brand-700 hover:text-brand-800 underline";

export default function HowItWorks() {
  const plans = Object.values(PLANS);
  const t = useT();
  const r = useRichT();
  const l = useLocalePath();
  const site = SITE.name;
  const link = (href: string, text: string) => (
    <a href={l(href)} className={linkClass}>
      {text}
    </a>
  );
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("help.how.heading", { site })}</h1>
      <p className={textClass}>{t("help.how.intro", { site })}</p>

      <section aria-labelledby="buying-heading" className="mt-8">
        <h2 id="buying-heading" className="text-xl font-semibold">
          {t("help.how.buying")}
        </h2>

        <h3 className="mt-5 text-lg font-semibold">{t("help.how.find.heading")}</h3>
        <p className={textClass}>
          {r("help.how.find.text", { browse: link("/browse", t("help.how.find.browse")) })}
        </p>
        <ul className={listClass}>
          <li>{r("help.how.find.new", { link: link("/new-cars", t("help.how.find.newLink")) })}</li>
          <li>
            {r("help.how.find.tokunbo", {
              link: link("/tokunbo", t("help.how.find.tokunboLink")),
            })}
          </li>
          <li>
            {r("help.how.find.used", { link: link("/nigerian-used", t("help.how.find.usedLink")) })}
          </li>
        </ul>
        <p className={textClass}>{t("help.how.find.certified")}</p>

        <h3 className="mt-5 text-lg font-semibold">{t("help.how.save.heading")}</h3>
        <p className={textClass}>{t("help.how.save.text")}</p>

        <h3 className="mt-5 text-lg font-semibold">{t("help.how.contact.heading")}</h3>
        <p className={textClass}>{t("help.how.contact.text")}</p>

        <h3 className="mt-5 text-lg font-semibold">{t("help.how.inspect.heading")}</h3>
        <p className={textClass}>
          {r("help.how.inspect.text", { safety: link("/safety", t("help.how.inspect.safety")) })}
        </p>
      </section>

      <section aria-labelledby="selling-heading" className="mt-8">
        <h2 id="selling-heading" className="text-xl font-semibold">
          {t("help.how.selling")}
        </h2>

        <h3 className="mt-5 text-lg font-semibold">{t("help.how.list.heading")}</h3>
        <p className={textClass}>
          {r("help.how.list.text", {
            register: link("/register", t("help.how.list.register")),
            sell: link("/sell", t("help.how.list.sell")),
          })}
        </p>

        <h3 className="mt-5 text-lg font-semibold">{t("help.how.review.heading")}</h3>
        <p className={textClass}>{t("help.how.review.text")}</p>

        <h3 className="mt-5 text-lg font-semibold">{t("help.how.live.heading")}</h3>
        <p className={textClass}>{t("help.how.live.text", { days: LISTING_LIFETIME_DAYS })}</p>
      </section>

      <section aria-labelledby="plans-heading" className="mt-8">
        <h2 id="plans-heading" className="text-xl font-semibold">
          {t("help.how.plans.heading")}
        </h2>
        <p className={textClass}>{t("help.how.plans.text")}</p>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm text-slate-800">
            <caption className="sr-only">{t("help.how.plans.caption", { site })}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("help.how.plans.plan")}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("help.how.plans.perMonth")}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t("help.how.plans.photos")}
                </th>
              </tr>
            </thead>
            <tbody>
              {plans.map((p) => (
                <tr key={p.id} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-4 font-semibold">
                    {p.name}
                  </th>
                  <td className="py-2 pr-4">
                    {p.listingsPerMonth >= 999 ? t("help.how.plans.unlimited") : p.listingsPerMonth}
                  </td>
                  <td className="py-2">{p.photosPerListing}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={textClass}>{t("help.how.plans.boost")}</p>
      </section>

      <section aria-labelledby="verification-heading" className="mt-8">
        <h2 id="verification-heading" className="text-xl font-semibold">
          {t("help.how.verified.heading")}
        </h2>
        <p className={textClass}>{t("help.how.verified.text")}</p>
        <p className={textClass}>{t("help.how.verified.notGuarantee")}</p>
      </section>

      <section aria-labelledby="report-heading" className="mt-8">
        <h2 id="report-heading" className="text-xl font-semibold">
          {t("help.how.report.heading")}
        </h2>
        <p className={textClass}>
          {r("help.how.report.text", {
            email: (
              <a href={`mailto:${SITE.supportEmail}`} className={linkClass}>
                {SITE.supportEmail}
              </a>
            ),
            terms: link("/terms", t("help.link.terms")),
          })}
        </p>
        <p className={textClass}>
          {r("help.how.more", { support: link("/support", t("help.how.moreLink")) })}
        </p>
      </section>
    </main>
  );
}
