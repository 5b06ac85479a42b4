/**
 * Message keys, typed from the English catalogues (the source language), so `t("common.nope")`
 * is a type error. Keys are `<namespace>.<key>`. Type-only: nothing here reaches the browser.
 */
import type commonCatalogue from "~/locales/en/common.json";
import type mailCatalogue from "~/locales/en/mail.json";
import type formsCatalogue from "~/locales/en/forms.json";
import type authCatalogue from "~/locales/en/auth.json";
import type browseCatalogue from "~/locales/en/browse.json";
import type carCatalogue from "~/locales/en/car.json";
import type cardsCatalogue from "~/locales/en/cards.json";
import type compareCatalogue from "~/locales/en/compare.json";
import type contactCatalogue from "~/locales/en/contact.json";
import type favoritesCatalogue from "~/locales/en/favorites.json";
import type helpCatalogue from "~/locales/en/help.json";
import type homeCatalogue from "~/locales/en/home.json";
import type newsletterCatalogue from "~/locales/en/newsletter.json";
import type sellerCatalogue from "~/locales/en/seller.json";

type Catalogues = {
  common: typeof commonCatalogue;
  mail: typeof mailCatalogue;
  forms: typeof formsCatalogue;
  auth: typeof authCatalogue;
  browse: typeof browseCatalogue;
  car: typeof carCatalogue;
  cards: typeof cardsCatalogue;
  compare: typeof compareCatalogue;
  contact: typeof contactCatalogue;
  favorites: typeof favoritesCatalogue;
  help: typeof helpCatalogue;
  home: typeof homeCatalogue;
  newsletter: typeof newsletterCatalogue;
  seller: typeof sellerCatalogue;
};

export type MessageKey = {
  [N in keyof Catalogues]: `${N}.${Extract<keyof Catalogues[N], string>}`;
}[keyof Catalogues];

/** Values for a message's placeholders (`{count}`, `{name}`...). */
export type MessageValues = Record<string, string | number | Date | null | undefined>;
