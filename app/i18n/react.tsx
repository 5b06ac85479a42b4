/**
 * Languages, time zones and money in components (docs/decisions/023-languages.md). The root layout
 * puts the page's `Viewer` (its language, the compiled messages the page was sent, the reader's
 * time zone and the approximate currency they chose) in context; components read it with:
 *
 * - `useT()`: `t("common.skipToContent")`, `t("browse.results", { count })`. A key the page was
 *   not sent (its namespace missing from the route's `handle.i18n`) renders as the key itself and
 *   is reported, on the server and in the browser alike, so it is caught before a reader sees it.
 * - `useFormat()`: naira, counts, mileage, dates and times in the reader's locale and time zone,
 *   and the approximate amount in dollars or euros when they chose one and a rate is set.
 * - `useLanguage()` / `useLocalePath()`: the page's language, and an address in it
 *   (`/browse` -> `/ha/browse`) for links and form actions.
 *
 * Only Lingui's small runtime ships (no compiler): messages arrive compiled, in the page's data.
 */
import { setupI18n, type I18n } from "@lingui/core";
import { createContext, useContext, useMemo } from "react";
import { makeFormatters, type ApproxRate, type Formatters } from "~/lib/format";
import { DEFAULT_LANGUAGE, LOCALES, localizePath, type Language } from "./languages";
import type { MessageKey, MessageValues } from "./keys";
import { translateMessage } from "./messages";

/** What the root loader says about the reader, for every page. */
export type Viewer = {
  language: Language;
  /** Compiled messages (catalogues.server.ts `messagesFor`). */
  messages: Record<string, unknown>;
  /** IANA zone: `Africa/Lagos` (the default) or `UTC`. */
  timeZone: string;
  /** The dollars or euros to show beside naira, with the rate's date; null: naira only. */
  approx: ApproxRate | null;
};

type Context = { viewer: Viewer; i18n: I18n; format: Formatters };

const I18nContext = createContext<Context | null>(null);

/** Reports a key the page's catalogues lack (a route's `handle.i18n` misses a namespace). */
function reportMissing({ id, locale }: { id: string; locale: string }) {
  console.error(
    `Missing message "${id}" (${locale}): add its namespace to the route's handle.i18n`,
  );
}

/** The English-only viewer an error page falls back to when the root loader had no data. */
const FALLBACK: Viewer = {
  language: DEFAULT_LANGUAGE,
  messages: {},
  timeZone: "Africa/Lagos",
  approx: null,
};

export function I18nProvider({
  viewer = FALLBACK,
  children,
}: {
  viewer?: Viewer;
  children?: React.ReactNode;
}) {
  const { language, messages, timeZone, approx } = viewer;
  const value = useMemo(() => {
    const i18n = setupI18n({
      locale: language,
      locales: LOCALES[language],
      messages: { [language]: messages as never },
    });
    i18n.on("missing", reportMissing);
    return {
      viewer,
      i18n,
      format: makeFormatters({ locale: LOCALES[language], timeZone, approx }),
    };
    // The messages object is the same for the same page data (messagesFor caches it).
  }, [viewer, language, messages, timeZone, approx]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

function useI18nContext(): Context {
  const context = useContext(I18nContext);
  if (!context) throw new Error("useT/useFormat outside <I18nProvider> (app/root.tsx)");
  return context;
}

/** The page's message function: `t(key, values?)`. */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  const { i18n } = useI18nContext();
  return (key, values) => i18n._(key, values as Record<string, unknown>);
}

/**
 * `(text) => text` in the page's language when it is a message key (`msg("forms.email.invalid")`,
 * i18n/messages.ts), else as it is: for errors and notices that may be either (a schema's
 * message, a model's refusal). Outside a provider (a part rendered on its own) text is as it is.
 */
export function useMessageText(): (text: string) => string {
  const context = useContext(I18nContext);
  if (!context) return (text) => text;
  const { i18n } = context;
  return (text) =>
    translateMessage((key, values) => i18n._(key, values as Record<string, unknown>), text);
}

/** The page's formatters (money, counts, mileage, dates) in the reader's locale and zone. */
export function useFormat(): Formatters {
  return useI18nContext().format;
}

/** The page's language. */
export function useLanguage(): Language {
  return useI18nContext().viewer.language;
}

/** `(path) => path in the page's language`: `/browse?x=1` -> `/ha/browse?x=1` on a Hausa page. */
export function useLocalePath(): (path: string) => string {
  const language = useLanguage();
  return (path) => localizePath(path, language);
}

const metaInstances = new WeakMap<object, I18n>();

/**
 * `t` for a route's `meta` function, which cannot use hooks: built from the root loader's viewer
 * (`matches.find((m) => m.id === "root")?.data.viewer`), cached by its messages object. Without a
 * viewer (an error before the root loader answered) it prints keys.
 */
export function metaTranslator(
  viewer: Viewer | undefined,
): (key: MessageKey, values?: MessageValues) => string {
  const { language, messages } = viewer ?? FALLBACK;
  let i18n = metaInstances.get(messages);
  if (!i18n) {
    i18n = setupI18n({
      locale: language,
      locales: LOCALES[language],
      messages: { [language]: messages as never },
    });
    metaInstances.set(messages, i18n);
  }
  const instance = i18n;
  return (key, values) => instance._(key, values as Record<string, unknown>);
}
