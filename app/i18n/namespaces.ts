/**
 * The message catalogues' namespaces (docs/decisions/023-languages.md). A page sends the browser
 * only its language's messages of the namespaces its route modules name in
 * `handle.i18n` (plus `common`, which the layout, header, footer and shared parts use), so a
 * phone never downloads the admin panel's texts to read a car.
 *
 * Adding one: a file per language in `app/locales/<language>/<namespace>.json` (English first: it
 * is the source and the fallback), its name here, and its four imports in
 * `app/i18n/server/catalogues.server.ts` and the English one in `app/i18n/keys.ts`
 * (the catalogues test fails until all of them are there).
 */
export const NAMESPACES = [
  "common",
  "mail",
  "forms",
  "auth",
  "account",
  "admin",
  "billing",
  "browse",
  "car",
  "cards",
  "chat",
  "compare",
  "contact",
  "favorites",
  "help",
  "home",
  "listings",
  "newsletter",
  "profile",
  "searches",
  "security",
  "sell",
  "seller",
  "legal",
  "refusals",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** What a route module exports as `handle` to name the namespaces its screen uses. */
export type I18nHandle = { i18n?: readonly Namespace[] };

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === "string" && (NAMESPACES as readonly string[]).includes(value);
}
