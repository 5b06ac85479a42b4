/**
 * Message keys, typed from the English catalogues (the source language), so `t("common.nope")`
 * is a type error. Keys are `<namespace>.<key>`. Type-only: nothing here reaches the browser.
 */
import type browse from "~/locales/en/browse.json";
import type cards from "~/locales/en/cards.json";
import type common from "~/locales/en/common.json";
import type compare from "~/locales/en/compare.json";
import type favorites from "~/locales/en/favorites.json";
import type home from "~/locales/en/home.json";
import type mail from "~/locales/en/mail.json";

type Catalogues = {
  common: typeof common;
  mail: typeof mail;
  cards: typeof cards;
  home: typeof home;
  browse: typeof browse;
  compare: typeof compare;
  favorites: typeof favorites;
};

export type MessageKey = {
  [N in keyof Catalogues]: `${N}.${Extract<keyof Catalogues[N], string>}`;
}[keyof Catalogues];

/** Values for a message's placeholders (`{count}`, `{name}`...). */
export type MessageValues = Record<string, string | number | Date | null | undefined>;
