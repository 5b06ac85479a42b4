/**
 * Flash messages (docs/decisions/006-flash-messages.md): a one-time message shown on the page
 * an action redirects to ("Listing deleted"), carried in a short-lived, signed, httpOnly
 * cookie. The message is text or a message key with its values (`msg("auth.reset.done")`):
 * the root's loader shows a key in the language of the page it lands on (`flashIn`,
 * docs/decisions/023-languages.md). Never in the URL: a `?notice=` text could be made to say anything in our green box
 * (docs/decisions/008-security-review.md). The root's loader (root.tsx) reads it with
 * `readFlash`, which also clears it, once for every page; pages show it with
 * components/page-flash.tsx.
 */
import { createCookie, redirect } from "react-router";
import { getEnv } from "~/env.server";
import { translateText } from "~/i18n/server/catalogues.server";
import type { Language } from "~/i18n/languages";
import { cookieSecrets } from "./session.server";

export type Flash = { tone: "success" | "error"; message: string };

let cookie: ReturnType<typeof createCookie> | undefined;
function flashCookie() {
  cookie ??= createCookie("mm_flash", {
    httpOnly: true,
    sameSite: "lax",
    secure: getEnv().secureCookies,
    path: "/",
    maxAge: 60,
    secrets: cookieSecrets(),
  });
  return cookie;
}

/** A redirect to `to` that shows `message` once on the next page. */
export async function redirectWithFlash(
  to: string,
  message: string,
  tone: Flash["tone"] = "success",
  init: { headers?: HeadersInit } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashCookie().serialize({ tone, message }));
  return redirect(to, { headers });
}

/**
 * The request's flash message (or null) and the headers that clear it; the root's loader
 * returns them with its data: `data({ ..., flash }, { headers })`.
 */
export async function readFlash(
  request: Request,
): Promise<{ flash: Flash | null; headers: Headers }> {
  const headers = new Headers();
  const value = await flashCookie().parse(request.headers.get("cookie"));
  const valid =
    value &&
    typeof value === "object" &&
    typeof value.message === "string" &&
    (value.tone === "success" || value.tone === "error");
  if (value !== null && value !== undefined)
    headers.append("Set-Cookie", await flashCookie().serialize("", { maxAge: 0 }));
  return {
    flash: valid ? { tone: value.tone, message: value.message.slice(0, 1000) } : null,
    headers,
  };
}

/** The flash message as the page shows it: a message key in `language`, at most 300 characters. */
export function flashIn(flash: Flash, language: Language): Flash {
  return { tone: flash.tone, message: translateText(language, flash.message).slice(0, 300) };
}
