/**
 * Smoke renders of a page in one language (docs/decisions/023-languages.md): what a static check
 * of the catalogues (app/i18n/catalogues.test.ts) cannot prove about a rendered page. A page
 * rendered by `renderIn` fails its test when the render reports a "Missing message" (a key the
 * page was not sent, or one no catalogue has); `offPrefix` lists the page's links and form
 * actions that leave the page's language, so a test can expect none.
 */
import type { Language } from "../../app/i18n/languages";
import type { renderPage } from "./render";
import type { CallInit } from "./routes";

/**
 * Addresses with one address for every language (resource routes, the API, files, the language
 * switch itself): a page links them as they are.
 */
const ONE_ADDRESS = [
  /^\/api\//,
  /^\/language$/,
  /^\/uploads\//,
  /^\/photos\//,
  /^\/assets\//,
  /^\/logout$/,
  /^\/auth\//,
  /^\/beacon\//,
  // Resource routes: "Open" a saved search (a redirect to browse with its filters, in the
  // language the link names).
  /^\/saved-searches\/(?!unsubscribe)[^/?]+(\?language=(ha|yo|ig))?$/,
  /^\/payment\/receipts\/[^/]+\/pdf$/,
  /\.(csv|pdf|ics|xml|json)(\?|$)/,
];

/**
 * The page's HTML and visible text for `init` at route `pattern` (e.g. "/:lang?/browse"),
 * throwing when the render reported a "Missing message" (those are listed in the error).
 */
export async function renderIn(
  page: Parameters<typeof renderPage>[0],
  pattern: string,
  init: CallInit,
): Promise<{ html: string; text: string }> {
  const missing: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    if (String(args[0]).includes("Missing message")) missing.push(String(args[0]));
    else original(...args);
  };
  try {
    // Imported here so that a unit test using only `offPrefix` loads no server modules.
    const { pageText, renderPage } = await import("./render");
    const html = await renderPage(page, pattern, init);
    if (missing.length) throw new Error(`${init.path}: ${missing.join("; ")}`);
    return { html, text: pageText(html) };
  } finally {
    console.error = original;
  }
}

/**
 * Every link (`href`) and form action of `html` that is an address of this site but not in
 * `language` (`/browse` on a Hausa page; `/ha/browse` on an English one), except the addresses
 * that have one address for every language. Empty when the page keeps its reader in their
 * language.
 */
export function offPrefix(html: string, language: Language): string[] {
  const prefix = language === "en" ? "" : `/${language}`;
  const other = /^\/(ha|yo|ig)(\/|$|\?)/;
  const found: string[] = [];
  for (const [, address] of html.matchAll(/\s(?:href|action)="(\/[^"]*)"/g)) {
    const path = address!.replace(/&amp;/g, "&");
    if (path.startsWith("//")) continue;
    if (ONE_ADDRESS.some((r) => r.test(path))) continue;
    const inLanguage = prefix
      ? path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)
      : !other.test(path);
    if (!inLanguage) found.push(path);
  }
  return found;
}
