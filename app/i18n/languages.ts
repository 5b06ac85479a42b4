/**
 * The site's languages and how a page's address names one (docs/decisions/023-languages.md).
 *
 * English is the source language and has no prefix (`/browse`); Hausa, Yoruba and Igbo pages live
 * under `/ha`, `/yo` and `/ig` (`/ha/browse`), so a shared cache keys them apart by address and
 * search engines see one URL per language (`hreflang` alternates). Numbers, dates and money are
 * formatted with the language's Nigerian locale. Safe on the client: no catalogues here.
 */
/** The site's languages (docs/product.md#data, Preferences): English, Hausa, Yoruba, Igbo. */
export const LANGUAGES = ["en", "ha", "yo", "ig"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The source language: its messages are the fallback for a missing key. */
export const DEFAULT_LANGUAGE: Language = "en";

/** The BCP 47 locale for `<html lang>` and `Intl` formatting. */
export const LOCALES: Record<Language, string> = {
  en: "en-NG",
  ha: "ha-NG",
  yo: "yo-NG",
  ig: "ig-NG",
};

/** Each language's own name, as the language switch shows it (read in that language). */
export const LANGUAGE_ENDONYMS: Record<Language, string> = {
  en: "English",
  ha: "Hausa",
  yo: "Yorùbá",
  ig: "Igbo",
};

/** Whether `value` is one of the site's language codes. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The language an address prefix names (`/ha/browse` -> `ha`), or null for an English address. */
export function languageOfPath(pathname: string): Language | null {
  const first = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)?.[1];
  return first && first !== DEFAULT_LANGUAGE && isLanguage(first) ? first : null;
}

/** The address without its language prefix: `/ha/browse` -> `/browse`, `/ha` -> `/`. */
export function unprefixedPath(pathname: string): string {
  return languageOfPath(pathname) ? pathname.slice(3) || "/" : pathname;
}

/**
 * `path` (a site-absolute address, with any query and hash) in `language`: `/browse?make=toyota`
 * in Hausa is `/ha/browse?make=toyota`; in English the prefix is dropped. Anything that is not a
 * site-absolute path (`https://...`, `mailto:`, `#top`, `//host`, relative) is returned as it is,
 * as are the addresses that are not pages (the API, uploads, assets).
 */
export function localizePath(path: string, language: Language): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  if (/^\/(api|uploads|assets|beacon|favicon)(?=[/.?#]|$)/.test(path)) return path;
  const split = path.search(/[?#]/);
  const pathname = split < 0 ? path : path.slice(0, split);
  const rest = split < 0 ? "" : path.slice(split);
  const bare = unprefixedPath(pathname);
  if (language === DEFAULT_LANGUAGE) return bare + rest;
  return (bare === "/" ? `/${language}` : `/${language}${bare}`) + rest;
}
