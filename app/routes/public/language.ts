/**
 * `POST /language` (the language switch in the footer and the phone menu;
 * docs/decisions/023-languages.md): `language=en|ha|yo|ig` remembers the choice in the `mm_lang`
 * cookie for a year, saves it as a signed-in user's preference (pages, mail and SMS follow it),
 * and goes back to `returnTo` in that language, with 303: a path on this site once it is in that
 * language (`safeRedirectIn`, docs/decisions/008-security-review.md), else the home page. Works
 * without JavaScript. A GET goes to the home page. Like every page form, a post from another
 * site is refused before it gets here (server/page-guards.ts).
 */
import { redirect, href } from "react-router";
import { safeRedirectIn } from "~/lib/account/auth-schemas";
import { isLanguage } from "~/i18n/languages";
import { updatePreferences } from "~/models/shared/preferences.server";
import { languageCookie } from "~/request/language.server";
import { getUser } from "~/request/session.server";
import type { Route } from "./+types/language";

export function loader() {
  return redirect(href("/:lang?"));
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const language = form?.get("language");
  if (!isLanguage(language)) {
    return new Response("Choose English, Hausa, Yoruba or Igbo.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const user = await getUser(request);
  if (user) await updatePreferences(user.id, { language });
  // Judged in its final language: `/ha//evil.example` is `//evil.example` in English.
  const back = safeRedirectIn(language, form?.get("returnTo"), "/");
  return redirect(back, { status: 303, headers: { "Set-Cookie": languageCookie(language) } });
}
