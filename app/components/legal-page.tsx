/**
 * A legal page (terms, privacy, cookies) with headed sections, in the page's language
 * (docs/decisions/023-languages.md). Every text is a message of the `legal` namespace:
 * `legal.<page>.heading`, then per section `legal.<page>.<id>.heading` and its paragraphs
 * `legal.<page>.<id>.1`, `.2`..., filled with `{site}`, `{address}`, `{email}` (app/lib/format/site.ts) and
 * `{cookiesPath}` (the cookie policy's address in the page's language). The route lists `legal`
 * in its `handle.i18n`.
 *
 * In Hausa, Yoruba and Igbo a note near the top says the translation is there to help and the
 * English text binds, with a button to the English page. It is a form post to `/language`
 * (choosing English, back to the unprefixed page) and not a plain link, because a reader whose
 * language cookie or saved preference is Hausa asking for `/terms` is redirected back to
 * `/ha/terms` (app/root.tsx); the post also switches the site to English, as the footer's switch
 * does, and works without JavaScript.
 */
import { href } from "react-router";
import type { MessageKey } from "~/i18n/keys";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import {
  metaTranslator,
  useFormat,
  useLanguage,
  useLocalePath,
  useT,
  type Viewer,
} from "~/i18n/react";
import { SITE } from "~/lib/format/site";

/** The legal pages; each is also the route's unprefixed address (`/terms`). */
export type LegalPageName = "terms" | "privacy" | "cookies";

/** A section: its id in the catalogue keys and how many paragraphs it has. */
export type LegalSection = readonly [id: string, paragraphs: number];

/**
 * A legal page's `meta`: its title and description (`legal.<page>.title`, `.description`) in
 * the reader's language, from the root loader's viewer.
 */
export function legalMeta(page: LegalPageName) {
  return ({ matches }: { matches?: readonly ({ id: string; data?: unknown } | undefined)[] }) => {
    const root = matches?.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
    const t = metaTranslator(root?.viewer);
    return [
      { title: t(`legal.${page}.title`, { site: SITE.name }) },
      { name: "description", content: t(`legal.${page}.description`, { site: SITE.name }) },
    ];
  };
}

export function LegalPage({
  page,
  updated,
  sections,
}: {
  page: LegalPageName;
  /** When the English text last changed (shown as a date in the reader's language). */
  updated: Date;
  sections: readonly LegalSection[];
}) {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  const l = useLocalePath();
  const values = {
    site: SITE.name,
    address: SITE.address,
    email: SITE.supportEmail,
    cookiesPath: l(href("/:lang?/cookies")),
  };
  const text = (key: string) => t(`legal.${page}.${key}` as MessageKey, values);
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{text("heading")}</h1>
      <p className="mt-1 text-sm text-slate-600">
        {t("legal.updated", { date: format.date(updated) })}
      </p>
      {language !== DEFAULT_LANGUAGE && (
        <div
          role="note"
          className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-slate-800"
        >
          <p>{t("legal.englishBinds", values)}</p>
          <form method="post" action={href("/language")} className="mt-2">
            <input type="hidden" name="language" value={DEFAULT_LANGUAGE} />
            <input type="hidden" name="returnTo" value={`/${page}`} />
            <button
              type="submit"
              className="text-brand-700 hover:text-brand-800 font-medium underline"
            >
              {t("legal.readEnglish")}
            </button>
          </form>
        </div>
      )}
      {sections.map(([id, paragraphs]) => (
        <section key={id} className="mt-8">
          <h2 className="text-xl font-semibold">{text(`${id}.heading`)}</h2>
          {Array.from({ length: paragraphs }, (_, i) => (
            <p key={i} className="mt-3 leading-relaxed text-slate-800">
              {text(`${id}.${i + 1}`)}
            </p>
          ))}
        </section>
      ))}
    </main>
  );
}
