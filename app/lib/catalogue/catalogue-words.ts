/**
 * The catalogue's words in the reader's language (docs/decisions/023-languages.md): categories,
 * conditions, fuels, transmissions, features, body types, price ratings and sorts, from the
 * `cards` namespace, which every page that shows cards or filters sends. `t` is the page's
 * (`useT()`) or the server's (`translator(language)`). A value the catalogue does not know (an
 * imported listing's) is shown as it is, never as a missing key.
 *
 * The English lists in lib/catalogue/catalog.ts stay the API's and the importer's vocabulary.
 */
import type { MessageKey, MessageValues } from "~/i18n/keys";
import { CONDITIONS, FEATURES, FUEL_TYPES, SORTS, TRANSMISSIONS, type Category } from "./catalog";
import type { PriceRating } from "./price-rating";

/** A message function: the page's `useT()` or the server's `translator(language)`. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The body types a listing may name (listing-schema.ts BODY_TYPES, without its zod). */
const BODY_TYPES = ["sedan", "suv", "hatchback", "pickup", "coupe", "wagon", "van", "bus"];

/** The option lists of the browse filters, by their parameter, with their keys' prefix. */
const LISTS = {
  fuelType: ["fuel", FUEL_TYPES],
  transmission: ["transmission", TRANSMISSIONS],
  condition: ["condition", CONDITIONS],
  features: ["feature", FEATURES],
} as const;

export type ListKey = keyof typeof LISTS;

const known = (list: readonly { value: string }[], value: string) =>
  list.some((o) => o.value === value);

/** A fuel, transmission, condition or feature's word; an unknown value as it is. */
export function listWord(t: Translate, key: ListKey, value: string): string {
  const [prefix, list] = LISTS[key];
  if (!known(list, value)) return key === "features" ? value.replace(/-/g, " ") : value;
  return t(`cards.${prefix}.${value}` as MessageKey);
}

/** A list's options with their words, for checkboxes and selects. */
export function listOptions(t: Translate, key: ListKey): { value: string; label: string }[] {
  return LISTS[key][1].map((o) => ({
    value: o.value,
    label: t(`cards.${LISTS[key][0]}.${o.value}` as MessageKey),
  }));
}

/** The short word of a category ("New", "Tokunbo", "Nigerian Used"), as cards show it. */
export const categoryWord = (t: Translate, category: Category) => t(`cards.category.${category}`);

/** The full name of a category ("Brand New", "Foreign Used (Tokunbo)", "Nigerian Used"). */
export const categoryName = (t: Translate, category: Category) =>
  t(`cards.categoryLong.${category}`);

/** A fair-price rating's words ("Great price"). */
export const priceRatingWord = (t: Translate, rating: PriceRating) =>
  t(`cards.priceRating.${rating}`);

/** A body type's word ("SUV"); an unknown one capitalised as it is. */
export function bodyTypeWord(t: Translate, value: string): string {
  return BODY_TYPES.includes(value)
    ? t(`cards.body.${value}` as MessageKey)
    : value.charAt(0).toUpperCase() + value.slice(1);
}

/** Browse's sort options with their words. */
export const sortOptions = (t: Translate) =>
  SORTS.map((s) => ({ value: s.value, label: t(`cards.sort.${s.value}`) }));
