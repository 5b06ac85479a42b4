/**
 * The message catalogues on the server (docs/decisions/023-languages.md): each language's JSON
 * files under `app/locales/`, written in ICU MessageFormat (`{count, plural, one {# car} other
 * {# cars}}`), compiled once per process with Lingui's compiler into the form its runtime reads.
 *
 * - `messagesFor(language, namespaces)`: the compiled messages a page sends to the browser (only
 *   that language, only those namespaces), with English filling any key a translation lacks.
 * - `translator(language)`: `t(key, values)` over every namespace, for what the server writes
 *   itself: e-mails, SMS, receipts, flash messages and the API's `message` texts.
 */
import { setupI18n, type I18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import enCommon from "~/locales/en/common.json";
import haCommon from "~/locales/ha/common.json";
import yoCommon from "~/locales/yo/common.json";
import igCommon from "~/locales/ig/common.json";
import enMail from "~/locales/en/mail.json";
import haMail from "~/locales/ha/mail.json";
import yoMail from "~/locales/yo/mail.json";
import igMail from "~/locales/ig/mail.json";
import enForms from "~/locales/en/forms.json";
import haForms from "~/locales/ha/forms.json";
import yoForms from "~/locales/yo/forms.json";
import igForms from "~/locales/ig/forms.json";
import enAuth from "~/locales/en/auth.json";
import haAuth from "~/locales/ha/auth.json";
import yoAuth from "~/locales/yo/auth.json";
import igAuth from "~/locales/ig/auth.json";
import enAccount from "~/locales/en/account.json";
import haAccount from "~/locales/ha/account.json";
import yoAccount from "~/locales/yo/account.json";
import igAccount from "~/locales/ig/account.json";
import enAdmin from "~/locales/en/admin.json";
import haAdmin from "~/locales/ha/admin.json";
import yoAdmin from "~/locales/yo/admin.json";
import igAdmin from "~/locales/ig/admin.json";
import enBilling from "~/locales/en/billing.json";
import haBilling from "~/locales/ha/billing.json";
import yoBilling from "~/locales/yo/billing.json";
import igBilling from "~/locales/ig/billing.json";
import enBrowse from "~/locales/en/browse.json";
import haBrowse from "~/locales/ha/browse.json";
import yoBrowse from "~/locales/yo/browse.json";
import igBrowse from "~/locales/ig/browse.json";
import enCar from "~/locales/en/car.json";
import haCar from "~/locales/ha/car.json";
import yoCar from "~/locales/yo/car.json";
import igCar from "~/locales/ig/car.json";
import enCards from "~/locales/en/cards.json";
import haCards from "~/locales/ha/cards.json";
import yoCards from "~/locales/yo/cards.json";
import igCards from "~/locales/ig/cards.json";
import enChat from "~/locales/en/chat.json";
import haChat from "~/locales/ha/chat.json";
import yoChat from "~/locales/yo/chat.json";
import igChat from "~/locales/ig/chat.json";
import enCompare from "~/locales/en/compare.json";
import haCompare from "~/locales/ha/compare.json";
import yoCompare from "~/locales/yo/compare.json";
import igCompare from "~/locales/ig/compare.json";
import enContact from "~/locales/en/contact.json";
import haContact from "~/locales/ha/contact.json";
import yoContact from "~/locales/yo/contact.json";
import igContact from "~/locales/ig/contact.json";
import enFavorites from "~/locales/en/favorites.json";
import haFavorites from "~/locales/ha/favorites.json";
import yoFavorites from "~/locales/yo/favorites.json";
import igFavorites from "~/locales/ig/favorites.json";
import enHelp from "~/locales/en/help.json";
import haHelp from "~/locales/ha/help.json";
import yoHelp from "~/locales/yo/help.json";
import igHelp from "~/locales/ig/help.json";
import enHome from "~/locales/en/home.json";
import haHome from "~/locales/ha/home.json";
import yoHome from "~/locales/yo/home.json";
import igHome from "~/locales/ig/home.json";
import enListings from "~/locales/en/listings.json";
import haListings from "~/locales/ha/listings.json";
import yoListings from "~/locales/yo/listings.json";
import igListings from "~/locales/ig/listings.json";
import enNewsletter from "~/locales/en/newsletter.json";
import haNewsletter from "~/locales/ha/newsletter.json";
import yoNewsletter from "~/locales/yo/newsletter.json";
import igNewsletter from "~/locales/ig/newsletter.json";
import enProfile from "~/locales/en/profile.json";
import haProfile from "~/locales/ha/profile.json";
import yoProfile from "~/locales/yo/profile.json";
import igProfile from "~/locales/ig/profile.json";
import enSearches from "~/locales/en/searches.json";
import haSearches from "~/locales/ha/searches.json";
import yoSearches from "~/locales/yo/searches.json";
import igSearches from "~/locales/ig/searches.json";
import enSecurity from "~/locales/en/security.json";
import haSecurity from "~/locales/ha/security.json";
import yoSecurity from "~/locales/yo/security.json";
import igSecurity from "~/locales/ig/security.json";
import enSell from "~/locales/en/sell.json";
import haSell from "~/locales/ha/sell.json";
import yoSell from "~/locales/yo/sell.json";
import igSell from "~/locales/ig/sell.json";
import enSeller from "~/locales/en/seller.json";
import haSeller from "~/locales/ha/seller.json";
import yoSeller from "~/locales/yo/seller.json";
import igSeller from "~/locales/ig/seller.json";
import enLegal from "~/locales/en/legal.json";
import haLegal from "~/locales/ha/legal.json";
import yoLegal from "~/locales/yo/legal.json";
import igLegal from "~/locales/ig/legal.json";
import enRefusals from "~/locales/en/refusals.json";
import haRefusals from "~/locales/ha/refusals.json";
import yoRefusals from "~/locales/yo/refusals.json";
import igRefusals from "~/locales/ig/refusals.json";
import { makeFormatters, monthNames, type Formatters } from "~/lib/format/format";
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALES, type Language } from "../languages";
import type { MessageKey, MessageValues } from "../keys";
import { translateMessage } from "../messages";
import { NAMESPACES, type Namespace } from "../namespaces";

type Source = Record<string, string>;

/** The catalogues as written: language -> namespace -> key -> ICU message. */
export const CATALOGUES: Record<Language, Record<Namespace, Source>> = {
  en: {
    common: enCommon,
    mail: enMail,
    forms: enForms,
    auth: enAuth,
    account: enAccount,
    admin: enAdmin,
    billing: enBilling,
    browse: enBrowse,
    car: enCar,
    cards: enCards,
    chat: enChat,
    compare: enCompare,
    contact: enContact,
    favorites: enFavorites,
    help: enHelp,
    home: enHome,
    listings: enListings,
    newsletter: enNewsletter,
    profile: enProfile,
    searches: enSearches,
    security: enSecurity,
    sell: enSell,
    seller: enSeller,
    legal: enLegal,
    refusals: enRefusals,
  },
  ha: {
    common: haCommon,
    mail: haMail,
    forms: haForms,
    auth: haAuth,
    account: haAccount,
    admin: haAdmin,
    billing: haBilling,
    browse: haBrowse,
    car: haCar,
    cards: haCards,
    chat: haChat,
    compare: haCompare,
    contact: haContact,
    favorites: haFavorites,
    help: haHelp,
    home: haHome,
    listings: haListings,
    newsletter: haNewsletter,
    profile: haProfile,
    searches: haSearches,
    security: haSecurity,
    sell: haSell,
    seller: haSeller,
    legal: haLegal,
    refusals: haRefusals,
  },
  yo: {
    common: yoCommon,
    mail: yoMail,
    forms: yoForms,
    auth: yoAuth,
    account: yoAccount,
    admin: yoAdmin,
    billing: yoBilling,
    browse: yoBrowse,
    car: yoCar,
    cards: yoCards,
    chat: yoChat,
    compare: yoCompare,
    contact: yoContact,
    favorites: yoFavorites,
    help: yoHelp,
    home: yoHome,
    listings: yoListings,
    newsletter: yoNewsletter,
    profile: yoProfile,
    searches: yoSearches,
    security: yoSecurity,
    sell: yoSell,
    seller: yoSeller,
    legal: yoLegal,
    refusals: yoRefusals,
  },
  ig: {
    common: igCommon,
    mail: igMail,
    forms: igForms,
    auth: igAuth,
    account: igAccount,
    admin: igAdmin,
    billing: igBilling,
    browse: igBrowse,
    car: igCar,
    cards: igCards,
    chat: igChat,
    compare: igCompare,
    contact: igContact,
    favorites: igFavorites,
    help: igHelp,
    home: igHome,
    listings: igListings,
    newsletter: igNewsletter,
    profile: igProfile,
    searches: igSearches,
    security: igSecurity,
    sell: igSell,
    seller: igSeller,
    legal: igLegal,
    refusals: igRefusals,
  },
};

export type CompiledMessages = Record<string, string | ReturnType<typeof compileMessage>>;

const compiled = new Map<string, CompiledMessages>();

/** One namespace of one language, compiled, keys prefixed (`common.skipToContent`). */
function compiledNamespace(language: Language, namespace: Namespace): CompiledMessages {
  const cacheKey = `${language}:${namespace}`;
  let messages = compiled.get(cacheKey);
  if (!messages) {
    const english = CATALOGUES[DEFAULT_LANGUAGE][namespace];
    const own = CATALOGUES[language][namespace];
    messages = {};
    for (const key of Object.keys(english)) {
      const text = own[key] || english[key]!;
      messages[`${namespace}.${key}`] = compileMessage(text);
    }
    compiled.set(cacheKey, messages);
  }
  return messages;
}

/**
 * The compiled messages of `namespaces` in `language` (English where it lacks a key), for a
 * page's data. The same object for the same arguments, so React keeps its i18n instance.
 */
export function messagesFor(
  language: Language,
  namespaces: readonly Namespace[],
): CompiledMessages {
  const wanted = [...new Set<Namespace>(["common", ...namespaces])].sort();
  const cacheKey = `${language}|${wanted.join(",")}`;
  let messages = compiled.get(cacheKey);
  if (!messages) {
    messages = Object.assign({}, ...wanted.map((ns) => compiledNamespace(language, ns)));
    compiled.set(cacheKey, messages!);
  }
  return messages!;
}

const json = new Map<string, string>();

/**
 * `messagesFor` as one JSON text, for a page's data: carried as a single string it costs a third
 * less than as an object of many strings in React Router's stream encoding. Made once per
 * language and set of namespaces.
 */
export function messagesJsonFor(language: Language, namespaces: readonly Namespace[]): string {
  const wanted = [...new Set<Namespace>(["common", ...namespaces])].sort();
  const cacheKey = `${language}|${wanted.join(",")}`;
  let text = json.get(cacheKey);
  if (text === undefined) {
    // Plain text travels as a string, not a one-part list: most messages are plain, and every
    // page carries them in its data. (Lingui's own runtime, on the server, keeps the lists: a
    // bare string is an uncompiled message to it.)
    const plain = Object.entries(messagesFor(language, wanted)).map(([key, message]) => [
      key,
      Array.isArray(message) && message.length === 1 && typeof message[0] === "string"
        ? message[0]
        : message,
    ]);
    text = JSON.stringify(Object.fromEntries(plain));
    json.set(cacheKey, text);
  }
  return text;
}

const instances = new Map<Language, I18n>();

/** A Lingui instance holding every namespace of `language`. */
function fullInstance(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({
      locale: language,
      locales: LOCALES[language],
      messages: { [language]: messagesFor(language, NAMESPACES) },
    });
    instances.set(language, i18n);
  }
  return i18n;
}

/** A message function in `language` over every namespace (mail, SMS, API messages, flash). */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** `t(key, values)` in `language`; an unknown language gets English. */
export function translator(language: Language): Translate {
  const i18n = fullInstance(LANGUAGES.includes(language) ? language : DEFAULT_LANGUAGE);
  return (key, values) => i18n._(key, values as Record<string, unknown>);
}

/**
 * The formatters a server text for a reader is written with (mail, SMS, notices, a page's
 * server-built words): `language`'s locale and month names (from `common`, as the pages have
 * them: docs/decisions/023-languages.md), times in `timeZone` (an IANA zone, e.g. Africa/Lagos).
 */
export function readerFormatters(language: Language, timeZone: string): Formatters {
  return makeFormatters({
    locale: LOCALES[language],
    timeZone,
    months: monthNames(translator(language)),
  });
}

/**
 * `text` in `language` when it is a message key (`msg("forms.email.invalid")`, i18n/messages.ts),
 * else as it is: for the texts that reach a reader from a schema, a model or a cookie.
 */
export function translateText(language: Language, text: string, timeZone = "Africa/Lagos"): string {
  return translateMessage(
    translator(language),
    text,
    readerFormatters(language, timeZone).dateTimeZone,
  );
}

/** Each message of `{ field: [messages] }` by `translateText` (null and missing kept). */
export function translateFieldErrors<E extends Record<string, string[] | null | undefined>>(
  language: Language,
  errors: E,
): E {
  const out = Object.create(Object.getPrototypeOf(errors) as object | null) as Record<
    string,
    string[] | null | undefined
  >;
  for (const [field, messages] of Object.entries(errors))
    out[field] = messages ? messages.map((m) => translateText(language, m)) : messages;
  return out as E;
}
