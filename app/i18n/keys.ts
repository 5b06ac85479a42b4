/**
 * Message keys, typed from the English catalogues (the source language), so `t("common.nope")`
 * is a type error. Keys are `<namespace>.<key>`. Type-only: nothing here reaches the browser.
 */
import type commonCatalogue from "~/locales/en/common.json";
import type mailCatalogue from "~/locales/en/mail.json";
import type formsCatalogue from "~/locales/en/forms.json";
import type authCatalogue from "~/locales/en/auth.json";
import type accountCatalogue from "~/locales/en/account.json";
import type adminCatalogue from "~/locales/en/admin.json";
import type billingCatalogue from "~/locales/en/billing.json";
import type browseCatalogue from "~/locales/en/browse.json";
import type carCatalogue from "~/locales/en/car.json";
import type cardsCatalogue from "~/locales/en/cards.json";
import type chatCatalogue from "~/locales/en/chat.json";
import type compareCatalogue from "~/locales/en/compare.json";
import type contactCatalogue from "~/locales/en/contact.json";
import type favoritesCatalogue from "~/locales/en/favorites.json";
import type helpCatalogue from "~/locales/en/help.json";
import type homeCatalogue from "~/locales/en/home.json";
import type listingsCatalogue from "~/locales/en/listings.json";
import type newsletterCatalogue from "~/locales/en/newsletter.json";
import type profileCatalogue from "~/locales/en/profile.json";
import type searchesCatalogue from "~/locales/en/searches.json";
import type securityCatalogue from "~/locales/en/security.json";
import type sellCatalogue from "~/locales/en/sell.json";
import type sellerCatalogue from "~/locales/en/seller.json";
import type legalCatalogue from "~/locales/en/legal.json";
import type refusalsCatalogue from "~/locales/en/refusals.json";

type Catalogues = {
  common: typeof commonCatalogue;
  mail: typeof mailCatalogue;
  forms: typeof formsCatalogue;
  auth: typeof authCatalogue;
  account: typeof accountCatalogue;
  admin: typeof adminCatalogue;
  billing: typeof billingCatalogue;
  browse: typeof browseCatalogue;
  car: typeof carCatalogue;
  cards: typeof cardsCatalogue;
  chat: typeof chatCatalogue;
  compare: typeof compareCatalogue;
  contact: typeof contactCatalogue;
  favorites: typeof favoritesCatalogue;
  help: typeof helpCatalogue;
  home: typeof homeCatalogue;
  listings: typeof listingsCatalogue;
  newsletter: typeof newsletterCatalogue;
  profile: typeof profileCatalogue;
  searches: typeof searchesCatalogue;
  security: typeof securityCatalogue;
  sell: typeof sellCatalogue;
  seller: typeof sellerCatalogue;
  legal: typeof legalCatalogue;
  refusals: typeof refusalsCatalogue;
};

export type MessageKey = {
  [N in keyof Catalogues]: `${N}.${Extract<keyof Catalogues[N], string>}`;
}[keyof Catalogues];

/** Values for a message's placeholders (`{count}`, `{name}`...). */
export type MessageValues = Record<string, string | number | Date | null | undefined>;
