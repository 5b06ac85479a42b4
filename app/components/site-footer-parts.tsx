/**
 * The footer's static parts (components/static-part.tsx, docs/decisions/030-static-parts.md):
 * the link columns with the contact block, and the bottom row (copyright, language switch, data
 * saver switch), all plain links and form posts. components/site-footer.tsx puts them around
 * the newsletter box, which answers in place with JavaScript.
 */
import { href } from "react-router";
import type { MessageKey } from "~/i18n/keys";
import { useLocalePath, useT } from "~/i18n/react";
import { SITE } from "~/lib/format/site";
import { LanguageSwitch } from "./language-switch";

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

/** The link columns and the contact block. */
export function FooterLinks() {
  const t = useT();
  const l = useLocalePath();
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
      {COLUMNS.map((c) => (
        <nav key={c.title} aria-label={t(c.title)}>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t(c.title)}</h2>
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
  );
}

/** The bottom row; `pathname` and `search` are the page's, which its forms come back to. */
export function FooterBase({
  year,
  dataSaver,
  pathname,
  search,
}: {
  year: number;
  dataSaver: boolean;
  pathname: string;
  search: string;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 border-t border-slate-800 px-4 py-4 text-xs text-slate-300">
      <p>{t("common.footer.copyright", { year: String(year), site: SITE.name })}</p>
      <LanguageSwitch idPrefix="footer-language" dark at={{ pathname, search }} />
      <DataSaverSwitch on={dataSaver} returnTo={pathname + search} />
    </div>
  );
}

/**
 * The data saver switch (app/request/data-saver.server.ts): a plain form post, so it works
 * without JavaScript, and a full page load after it, so turning it on drops the scripts at once.
 */
function DataSaverSwitch({ on, returnTo }: { on: boolean; returnTo: string }) {
  const t = useT();
  return (
    <form method="post" action={href("/data-saver")} className="flex items-center gap-2">
      <input type="hidden" name="returnTo" value={returnTo} />
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
