/**
 * Mail and SMS in the recipient's language (docs/decisions/023-languages.md): the text comes from
 * the `mail` catalogue in the user's saved language (English for a visitor), and links open the
 * site's pages in that language.
 */
import { getEnv } from "~/env.server";
import { escapeHtml } from "~/services/mail.server";
import { translator, type Translate } from "./catalogues.server";
import { localizePath, type Language } from "./languages";

/** A paragraph of a mail: plain text, or a link with its label. */
export type MailPart = string | { href: string; label: string };

/** `t` in `language`, and `link(path)`: an absolute address of a page in that language. */
export function mailWords(language: Language): {
  t: Translate;
  link: (path: string) => string;
} {
  const origin = getEnv().appUrl;
  return { t: translator(language), link: (path) => origin + localizePath(path, language) };
}

/** The plain-text body: paragraphs apart, a link as its address on its own line. */
export function mailText(parts: MailPart[]): string {
  return parts.map((p) => (typeof p === "string" ? p : p.href)).join("\n\n");
}

/** The HTML body: a paragraph each, a link as a link. */
export function mailHtml(parts: MailPart[]): string {
  return parts
    .map((p) =>
      typeof p === "string"
        ? `<p>${escapeHtml(p)}</p>`
        : `<p><a href="${escapeHtml(p.href)}">${escapeHtml(p.label)}</a></p>`,
    )
    .join("");
}
