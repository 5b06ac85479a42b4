/**
 * Message keys, typed from the English catalogues (the source language), so `t("common.nope")`
 * is a type error. Keys are `<namespace>.<key>`. Type-only: nothing here reaches the browser.
 */
import type auth from "~/locales/en/auth.json";
import type common from "~/locales/en/common.json";
import type mail from "~/locales/en/mail.json";
import type forms from "~/locales/en/forms.json";
import type newsletter from "~/locales/en/newsletter.json";

type Catalogues = {
  common: typeof common;
  mail: typeof mail;
  forms: typeof forms;
  auth: typeof auth;
  newsletter: typeof newsletter;
};

export type MessageKey = {
  [N in keyof Catalogues]: `${N}.${Extract<keyof Catalogues[N], string>}`;
}[keyof Catalogues];

/** Values for a message's placeholders (`{count}`, `{name}`...). */
export type MessageValues = Record<string, string | number | Date | null | undefined>;
