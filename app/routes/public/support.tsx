/** Help and support: how to reach MotorMart (SITE's phone, e-mail, address) and short answers to common questions. */
import { useRichT } from "~/components/rich-text";
import type { I18nHandle } from "~/i18n/namespaces";
import { metaTranslator, useLocalePath, useT, type Viewer } from "~/i18n/react";
import { SITE } from "~/lib/format/site";
import { sharedPageHeaders } from "~/request/cache-control";
import type { Route } from "./+types/support";

/** Anonymous visitors share this page: a CDN may keep it (app/request/cache-control.ts). */
export const headers = sharedPageHeaders;

export const handle = { i18n: ["help"] } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches?.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
  const t = metaTranslator(root?.viewer);
  return [
    { title: t("help.support.title", { site: SITE.name }) },
    { name: "description", content: t("help.support.description", { site: SITE.name }) },
  ];
};

const textClass = "mt-3 leading-relaxed text-slate-800";
const linkClass = "text-brand-700 hover:text-brand-800 underline";

export default function Support() {
  const t = useT();
  const r = useRichT();
  const l = useLocalePath();
  const site = SITE.name;
  const link = (href: string, text: string) => (
    <a href={l(href)} className={linkClass}>
      {text}
    </a>
  );
  const email = (
    <a href={`mailto:${SITE.supportEmail}`} className={linkClass}>
      {SITE.supportEmail}
    </a>
  );
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("help.support.heading")}</h1>
      <p className={textClass}>{t("help.support.intro", { site })}</p>

      <section aria-labelledby="contact-heading" className="mt-8">
        <h2 id="contact-heading" className="text-xl font-semibold">
          {t("help.support.contact.heading")}
        </h2>
        <address className="mt-3 space-y-2 leading-relaxed text-slate-800 not-italic">
          <p>
            {r("help.support.contact.phone", {
              phone: (
                <a href={SITE.supportPhoneHref} className={linkClass}>
                  {SITE.supportPhone}
                </a>
              ),
            })}
          </p>
          <p>{r("help.support.contact.email", { email })}</p>
          <p>{t("help.support.contact.address", { address: SITE.address })}</p>
        </address>
        <p className={textClass}>{t("help.support.contact.note", { site })}</p>
      </section>

      <section aria-labelledby="faq-heading" className="mt-8">
        <h2 id="faq-heading" className="text-xl font-semibold">
          {t("help.support.faq.heading")}
        </h2>

        <h3 className="mt-5 text-lg font-semibold">{t("help.support.faq.password.q")}</h3>
        <p className={textClass}>
          {r("help.support.faq.password.a", {
            reset: link("/forgot-password", t("help.support.faq.password.reset")),
          })}
        </p>

        <h3 className="mt-5 text-lg font-semibold">{t("help.support.faq.seller.q")}</h3>
        <p className={textClass}>
          {r("help.support.faq.seller.a", {
            safety: link("/safety", t("help.support.faq.seller.safety")),
          })}
        </p>

        <h3 className="mt-5 text-lg font-semibold">{t("help.support.faq.report.q")}</h3>
        <p className={textClass}>{r("help.support.faq.report.a", { email })}</p>

        <h3 className="mt-5 text-lg font-semibold">{t("help.support.faq.live.q")}</h3>
        <p className={textClass}>{t("help.support.faq.live.a")}</p>

        <h3 className="mt-5 text-lg font-semibold">{t("help.support.faq.delete.q")}</h3>
        <p className={textClass}>
          {r("help.support.faq.delete.a", {
            email,
            privacy: link("/privacy", t("help.link.privacy")),
          })}
        </p>

        <h3 className="mt-5 text-lg font-semibold">{t("help.support.faq.payment.q", { site })}</h3>
        <p className={textClass}>{t("help.support.faq.payment.a", { site })}</p>
      </section>

      <section aria-labelledby="more-heading" className="mt-8">
        <h2 id="more-heading" className="text-xl font-semibold">
          {t("help.support.more.heading")}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-slate-800">
          <li>{link("/how-it-works", t("help.support.more.how", { site }))}</li>
          <li>{link("/safety", t("help.support.more.safety"))}</li>
          <li>{link("/terms", t("help.link.terms"))}</li>
          <li>{link("/privacy", t("help.link.privacy"))}</li>
          <li>{link("/cookies", t("help.link.cookies"))}</li>
        </ul>
      </section>
    </main>
  );
}
