/**
 * The language a page's server-written texts are answered in (docs/decisions/023-languages.md):
 * the one the root loader renders the page in, so a refusal shown on it (a form's errors, an
 * ErrorBoundary's text) reads in the page's language: the address's prefix, else the signed-in
 * user's saved preference, else the `mm_lang` cookie, else `Accept-Language`, else English
 * (`resolveLanguage`). The preference costs one row, read only when the address has no prefix
 * and someone is signed in (the session is looked up once per request: `getAuth`).
 */
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { messagesJsonFor, translateText } from "~/i18n/server/catalogues.server";
import type { Viewer } from "~/i18n/react";
import { getPreferences } from "~/models/shared/preferences.server";
import { resolveLanguage } from "./language.server";
import { getUser } from "./session.server";

/** The page's language for `request` (see the module comment). */
export async function pageLanguage(request: Request): Promise<Language> {
  const resolved = resolveLanguage(request);
  if (resolved.source === "address") return resolved.language;
  const user = await getUser(request);
  if (!user) return resolved.language;
  return resolveLanguage(request, (await getPreferences(user.id)).language).language;
}

/**
 * The reader as an error answer carries it (`data({ message, viewer }, { status })`) when the
 * root loader may not have run: the layout's messages (`common`) in `language`, so the header
 * and footer of the error page read in it (root.tsx's Layout reads it from the error).
 */
export function errorViewer(language: Language = DEFAULT_LANGUAGE): Viewer {
  return {
    language,
    messages: messagesJsonFor(language, ["common"]),
    timeZone: "Africa/Lagos",
    approx: null,
  };
}

/**
 * `text` in the page's language when it is a message key (`msg("refusals.notFound.user")`),
 * else as it is: a refusal a page shows that the browser has no catalogue for.
 */
export async function pageText(request: Request, text: string): Promise<string> {
  return translateText(await pageLanguage(request), text);
}
