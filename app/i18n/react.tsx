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
 * No i18n library ships to the browser: messages arrive compiled by Lingui's compiler, in the
 * page's data, and `format-message.ts` formats them (docs/decisions/023-languages.md).
 */
import { createContext, useContext, useMemo } from "react";
import { makeFormatters, monthNames, type ApproxRate, type Formatters } from "~/lib/format/format";
import { formatMessage, type CompiledMessage } from "./format-message";
import { DEFAULT_LANGUAGE, LOCALES, localizePath, type Language } from "./languages";
import type { MessageKey, MessageValues } from "./keys";
import { translateMessage } from "./messages";

/** What the root loader says about the reader, for every page. */
export type Viewer = {
  language: Language;
  /** The compiled messages as JSON (catalogues.server.ts `messagesJsonFor`). */
  messages: string;
  /** IANA zone: `Africa/Lagos` (the default) or `UTC`. */
  timeZone: string;
  /** The dollars or euros to show beside naira, with the rate's date; null: naira only. */
  approx: ApproxRate | null;
};

type Translate = (key: MessageKey, values?: MessageValues) => string;

type Context = { viewer: Viewer; t: Translate; format: Formatters };

const I18nContext = createContext<Context | null>(null);

/** The English-only viewer an error page falls back to when the root loader had no data. */
const FALLBACK: Viewer = {
  language: DEFAULT_LANGUAGE,
  messages: "{}",
  timeZone: "Africa/Lagos",
  approx: null,
};

/**
 * `t` over a viewer's messages. A key the page was not sent prints as the key and is reported
 * (a route's `handle.i18n` misses its namespace), on the server and in the browser alike.
 */
/** The last messages text parsed: a page and its `meta` read the same one. */
let parsed: { text: string; messages: Record<string, CompiledMessage> } | undefined;

function translatorOf({ language, messages: text }: Viewer): Translate {
  const locale = LOCALES[language];
  if (parsed?.text !== text) parsed = { text, messages: JSON.parse(text) };
  const messages = parsed.messages;
  return (key, values = {}) => {
    const message = messages[key];
    if (message === undefined) {
      console.error(`Missing message ${key} (${language})`);
      return key;
    }
    return formatMessage(message, values, locale);
  };
}

export function I18nProvider({
  viewer = FALLBACK,
  children,
}: {
  viewer?: Viewer;
  children?: React.ReactNode;
}) {
  const value = useMemo(() => {
    const t = translatorOf(viewer);
    return {
      viewer,
      t,
      format: makeFormatters({
        locale: LOCALES[viewer.language],
        timeZone: viewer.timeZone,
        approx: viewer.approx,
        months: monthNames(t),
      }),
    };
  }, [viewer]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

function useI18nContext(): Context {
  const context = useContext(I18nContext);
  if (!context) throw new Error("useT/useFormat outside <I18nProvider> (app/root.tsx)");
  return context;
}

/** The page's message function: `t(key, values?)`. */
export function useT(): Translate {
  return useI18nContext().t;
}

/**
 * `(text) => text` in the page's language when it is a message key (`msg("forms.email.invalid")`,
 * i18n/messages.ts), else as it is: for errors and notices that may be either (a schema's
 * message, a model's refusal). Outside a provider (a part rendered on its own) text is as it is.
 */
export function useMessageText(): (text: string) => string {
  const context = useContext(I18nContext);
  if (!context) return (text) => text;
  return (text) => translateMessage(context.t, text, context.format.dateTimeZone);
}

/** The page's formatters (money, counts, mileage, dates) in the reader's locale and zone. */
export function useFormat(): Formatters {
  return useI18nContext().format;
}

/** The reader: the page's language, messages, time zone and currency. */
export function useViewer(): Viewer {
  return useI18nContext().viewer;
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

/**
 * `t` for a route's `meta` function, which cannot use hooks: from the root loader's viewer
 * (`matches.find((m) => m.id === "root")?.data.viewer`). Without a viewer (an error before the
 * root loader answered) it prints keys.
 */
export function metaTranslator(viewer: Viewer | undefined): Translate {
  return translatorOf(viewer ?? FALLBACK);
}
