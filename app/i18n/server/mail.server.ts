/**
 * Mail and SMS in the recipient's language (docs/decisions/023-languages.md): the text comes from
 * the `mail` catalogue in the user's saved language (English for a visitor), and links open the
 * site's pages in that language.
 */
import { getEnv } from "~/env.server";
import type { Formatters } from "~/lib/format/format";
import { getPreferences } from "~/models/shared/preferences.server";
import { escapeHtml } from "~/services/mail.server";
import { readerFormatters, translator, type Translate } from "./catalogues.server";
import { localizePath, type Language } from "../languages";

/**
 * A paragraph of a mail: plain text, a link with its label, or a sentence with addresses in it
 * (`{ text, links }`: each `{name}` of `links` is written as the address in the text and as a
 * link in the HTML).
 */
export type MailPart =
  | string
  | { href: string; label: string }
  | { text: (values: Record<string, string>) => string; links: Record<string, string> };

/** A link's placeholder while a sentence with links is escaped. */
const mark = (name: string) => `\u0000${name}\u0000`;

/** `t` in `language`, and `link(path)`: an absolute address of a page in that language. */
export function mailWords(language: Language): {
  t: Translate;
  link: (path: string) => string;
} {
  const origin = getEnv().appUrl;
  return { t: translator(language), link: (path) => origin + localizePath(path, language) };
}

/**
 * Everything a mail, an SMS or a notice to `userId` is written with: their language (`t`,
 * `link`) and their formatters (`f.dateTimeZone(at)`: the time in their zone with the zone
 * named; `f.naira`, `f.date` in their language's locale).
 */
export async function mailReader(userId: string): Promise<{
  language: Language;
  t: Translate;
  link: (path: string) => string;
  f: Formatters;
}> {
  const { language, timezone } = await getPreferences(userId);
  return {
    language,
    ...mailWords(language),
    f: readerFormatters(language, timezone),
  };
}

/** The plain-text body: paragraphs apart, a link as its address on its own line. */
export function mailText(parts: MailPart[]): string {
  return parts
    .map((p) => (typeof p === "string" ? p : "href" in p ? p.href : p.text(p.links)))
    .join("\n\n");
}

/** The HTML body: a paragraph each (a line break kept), a link as a link. */
export function mailHtml(parts: MailPart[]): string {
  return parts
    .map((p) =>
      typeof p === "string"
        ? `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`
        : "href" in p
          ? `<p><a href="${escapeHtml(p.href)}">${escapeHtml(p.label)}</a></p>`
          : `<p>${Object.entries(p.links).reduce(
              (html, [name, href]) =>
                html.replace(mark(name), `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`),
              escapeHtml(p.text(Object.fromEntries(Object.keys(p.links).map((n) => [n, mark(n)])))),
            )}</p>`,
    )
    .join("");
}
