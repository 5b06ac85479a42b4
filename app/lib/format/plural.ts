/**
 * A count and its noun in the right number: "1 inquiry", "2 inquiries", "20,798 cars". Every
 * view, e-mail and SMS that puts a count before a noun goes through here, so none says
 * "1 inquiries". The form comes from the language's plural rules (`Intl.PluralRules`, en-NG),
 * not from `n === 1`, so a fraction ("1.5 days") is plural as English wants, and a language
 * with more forms (few, many) only needs those forms added. The count is formatted en-NG with
 * thousands separators, like `formatCount` in format.ts (conventions.md: en-NG formatting).
 */
const rules = new Intl.PluralRules("en-NG");
const numbers = new Intl.NumberFormat("en-NG", { maximumFractionDigits: 2 });

/** The noun's forms: `one` and `other` are English's; other categories are optional. */
export type PluralForms = { one: string; other: string } & Partial<
  Record<Intl.LDMLPluralRule, string>
>;

/** The form of the noun for `count` ("inquiry" for 1, "inquiries" otherwise). */
export function pluralWord(count: number, forms: PluralForms): string {
  return forms[rules.select(count)] ?? forms.other;
}

/** `count` (en-NG) and the noun in its form: `plural(1, { one: "save", other: "saves" })` is
 * "1 save". */
export function plural(count: number, forms: PluralForms): string {
  return `${numbers.format(count)} ${pluralWord(count, forms)}`;
}
