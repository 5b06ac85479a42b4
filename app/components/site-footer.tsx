/** The footer (public-pages.md, Footer) with the current year. */
import { SITE } from "~/lib/site";

const COLUMNS = [
  {
    title: "Buy",
    links: [
      { href: "/new-cars", label: "New Cars" },
      { href: "/tokunbo", label: "Tokunbo Cars" },
      { href: "/nigerian-used", label: "Nigerian Used Cars" },
      { href: "/browse", label: "Browse All Cars" },
    ],
  },
  {
    title: "Sell",
    links: [
      { href: "/sell", label: "Sell Your Car" },
      { href: "/subscription", label: "Plans and Pricing" },
    ],
  },
  {
    title: "Company",
    links: [
      { href: "/terms", label: "Terms of Service" },
      { href: "/privacy", label: "Privacy Policy" },
    ],
  },
];

export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {COLUMNS.map((c) => (
          <nav key={c.title} aria-label={c.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{c.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {c.links.map((l) => (
                <li key={l.href}>
                  <a href={l.href} className="hover:text-white hover:underline">
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <address className="text-sm not-italic">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
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
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-300">
        © {year} {SITE.name}. All rights reserved.
      </p>
    </footer>
  );
}
