/**
 * The footer (docs/product.md#help-pages-and-newsletter): link columns, the contact block, the
 * newsletter box and the current year (the links and the bottom row are static parts, in
 * site-footer-parts.tsx). The box is a plain form post to /newsletter (that page answers without
 * JavaScript); with JavaScript it submits through a fetcher and answers in place.
 */
import { useFetcher, useLocation, href } from "react-router";
import { useMessageText, useT } from "~/i18n/react";
import { SUBSCRIBE_SENT, subscribeErrors, type SubscribeReply } from "~/lib/site/newsletter";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { staticPart } from "./static-part";

// The links and the bottom row need no JavaScript (docs/decisions/030-static-parts.md).
const FooterLinks = staticPart(() => import("./site-footer-parts").then((m) => m.FooterLinks));
const FooterBase = staticPart(() => import("./site-footer-parts").then((m) => m.FooterBase));

export function SiteFooter({ year, dataSaver }: { year: number; dataSaver: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-200">
      <FooterLinks />
      <NewsletterBox />
      <FooterBase year={year} dataSaver={dataSaver} pathname={pathname} search={search} />
    </footer>
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
