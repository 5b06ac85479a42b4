/**
 * Message keys, typed from the English catalogues (the source language), so `t("common.nope")`
 * is a type error. Keys are `<namespace>.<key>`. Type-only: nothing here reaches the browser.
 */
import type auth from "~/locales/en/auth.json";
import type common from "~/locales/en/common.json";
import type car from "~/locales/en/car.json";
import type seller from "~/locales/en/seller.json";
import type contact from "~/locales/en/contact.json";
import type mail from "~/locales/en/mail.json";
import type forms from "~/locales/en/forms.json";

type Catalogues = {
  common: typeof common;
  contact: typeof contact;
  seller: typeof seller;
  car: typeof car;
  mail: typeof mail;
  forms: typeof forms;
  auth: typeof auth;
};

export type MessageKey = {
  [N in keyof Catalogues]: `${N}.${Extract<keyof Catalogues[N], string>}`;
}[keyof Catalogues];

/** Values for a message's placeholders (`{count}`, `{name}`...). */
export type MessageValues = Record<string, string | number | Date | null | undefined>;
