/**
 * The language switch (docs/decisions/023-languages.md): one button per language in a plain form
 * post to `/language`, so it works without JavaScript; the answer reloads the page in the chosen
 * language. Each language is named in itself (`lang` set), the current one pressed.
 */
import { useLocation, href } from "react-router";
import { LANGUAGE_ENDONYMS, LANGUAGES, unprefixedPath } from "~/i18n/languages";
import { useLanguage, useT } from "~/i18n/react";

export function LanguageSwitch({
  idPrefix,
  dark = false,
  at,
}: {
  /** Distinguishes the footer's switch from the phone menu's (both on one page). */
  idPrefix: string;
  dark?: boolean;
  /** The page to come back to; the current location unless given (a static part's). */
  at?: { pathname: string; search: string };
}) {
  const t = useT();
  const current = useLanguage();
  const location = useLocation();
  const { pathname, search } = at ?? location;
  const button = dark
    ? "rounded px-1.5 py-0.5 underline-offset-2 hover:text-white hover:underline aria-pressed:font-semibold aria-pressed:text-white aria-pressed:no-underline"
    : "rounded px-2 py-1 text-sm hover:bg-slate-100 aria-pressed:bg-slate-100 aria-pressed:font-semibold";
  return (
    <form
      method="post"
      action={href("/language")}
      aria-labelledby={`${idPrefix}-label`}
      className="flex flex-wrap items-center gap-1"
    >
      <span id={`${idPrefix}-label`} className={dark ? "mr-1" : "mr-1 px-3 text-sm text-slate-700"}>
        {t("common.language.label")}
      </span>
      <input type="hidden" name="returnTo" value={unprefixedPath(pathname) + search} />
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="submit"
          name="language"
          value={language}
          lang={language}
          aria-pressed={language === current}
          className={button}
        >
          {LANGUAGE_ENDONYMS[language]}
        </button>
      ))}
    </form>
  );
}
