/**
 * The footer (docs/product.md#help-pages-and-newsletter): link columns, the contact block, the
 * newsletter box and the current year. The box is a plain form post to /newsletter (that page
 * answers without JavaScript); with JavaScript it submits through a fetcher and answers in place.
 */
import { useFetcher, useLocation, href } from "react-router";
import type { MessageKey } from "~/i18n/keys";
import { useLocalePath, useMessageText, useT } from "~/i18n/react";
import { LanguageSwitch } from "./language-switch";
import { SUBSCRIBE_SENT, subscribeErrors, type SubscribeReply } from "~/lib/site/newsletter";
import { SITE } from "~/lib/format/site";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";

const COLUMNS: { title: MessageKey; links: { href: string; label: MessageKey }[] }[] = [
  {
    title: "common.footer.buy",
    links: [
      { href: "/new-cars", label: "common.footer.newCars" },
      { href: "/tokunbo", label: "common.footer.tokunboCars" },
      { href: "/nigerian-used", label: "common.footer.nigerianUsedCars" },
      { href: "/browse", label: "common.footer.browseAll" },
      { href: "/reviews", label: "common.footer.reviews" },
    ],
  },
  {
    title: "common.footer.sell",
    links: [
      { href: "/sell", label: "common.nav.sellYourCar" },
      { href: "/subscription", label: "common.footer.plans" },
    ],
  },
  {
    title: "common.footer.help",
    links: [
      { href: "/how-it-works", label: "common.footer.howItWorks" },
      { href: "/safety", label: "common.footer.safety" },
      { href: "/support", label: "common.footer.support" },
      { href: "/terms", label: "common.footer.terms" },
      { href: "/privacy", label: "common.footer.privacy" },
      { href: "/cookies", label: "common.footer.cookies" },
    ],
  },
];

export function SiteFooter({ year, dataSaver }: { year: number; dataSaver: boolean }) {
  const t = useT();
  const l = useLocalePath();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {COLUMNS.map((c) => (
          <nav key={c.title} aria-label={t(c.title)}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {t(c.title)}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {c.links.map((link) => (
                <li key={link.href}>
                  <a href={l(link.href)} className="hover:text-white hover:underline">
                    {t(link.label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {/* The heading sits outside <address>, which may not hold headings (HTML, the address element). */}
        <div className="text-sm">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
            {t("common.footer.contact")}
          </h2>
          <address className="not-italic">
            <p className="mt-3">
              <a href={SITE.supportPhoneHref} className="hover:underline">
                {SITE.supportPhone}
              </a>
            </p>
            <p className="mt-1">
              <a href={`mailto:${SITE.supportEmail}`} className="hover:underline">
                {SITE.supportEmail}
              </a>
            </p>
            <p className="mt-1">{SITE.address}</p>
          </address>
        </div>
      </div>
      <NewsletterBox />
      <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 border-t border-slate-800 px-4 py-4 text-xs text-slate-300">
        <p>{t("common.footer.copyright", { year: String(year), site: SITE.name })}</p>
        <LanguageSwitch idPrefix="footer-language" dark />
        <DataSaverSwitch on={dataSaver} />
      </div>
    </footer>
  );
}

/**
 * The data saver switch (app/request/data-saver.server.ts): a plain form post, so it works
 * without JavaScript, and a full page load after it, so turning it on drops the scripts at once.
 */
function DataSaverSwitch({ on }: { on: boolean }) {
  const location = useLocation();
  const t = useT();
  return (
    <form method="post" action={href("/data-saver")} className="flex items-center gap-2">
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      {on && <span className="font-semibold text-white">{t("common.dataSaver.on")}</span>}
      <button
        type="submit"
        name="dataSaver"
        value={on ? "off" : "on"}
        className="underline underline-offset-2 hover:text-white"
      >
        {on ? t("common.dataSaver.turnOff") : t("common.dataSaver.turnOn")}
      </button>
    </form>
  );
}

function NewsletterBox() {
  const fetcher = useFetcher<SubscribeReply>({ key: "newsletter" });
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  const errors = subscribeErrors(reply);
  const t = useT();
  const text = useMessageText();
  return (
    <section
      aria-labelledby="newsletter-heading"
      className="mx-auto max-w-7xl border-t border-slate-800 px-4 py-8"
    >
      <h2
        id="newsletter-heading"
        className="text-sm font-semibold tracking-wide text-white uppercase"
      >
        {t("common.newsletter.heading")}
      </h2>
      <p className="mt-2 text-sm">{t("common.newsletter.pitch")}</p>
      <fetcher.Form
        method="post"
        action={href("/:lang?/newsletter")}
        noValidate
        className="mt-3 flex max-w-md flex-wrap gap-2"
      >
        <label htmlFor="newsletter-email" className="sr-only">
          {t("common.newsletter.emailLabel")}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder="you@example.com"
          aria-invalid={errors.length ? true : undefined}
          aria-describedby="newsletter-answer"
          className="min-w-0 flex-1 rounded-md border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-white placeholder:text-slate-300"
        />
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          className="hidden"
        />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="bg-brand-600 hover:bg-brand-700 rounded-md px-4 py-2 text-sm font-semibold text-white disabled:opacity-70"
        >
          {t("common.newsletter.subscribe")}
        </button>
      </fetcher.Form>
      <p
        id="newsletter-answer"
        role="status"
        className={`mt-2 text-sm ${errors.length ? "text-red-300" : "text-emerald-300"}`}
      >
        {reply?.sent ? text(SUBSCRIBE_SENT) : errors.map(text).join(" ")}
      </p>
    </section>
  );
}
