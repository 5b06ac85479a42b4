/**
 * The car page's words for the fixed vocabularies a listing's specifications use (fuel,
 * transmission, body type, condition grade, features: lib/catalogue/catalog.ts, lib/listings/listing-schema.ts),
 * in the reader's language (docs/decisions/023-languages.md, namespace `car`). A value outside
 * the lists (an imported listing's) is shown as stored.
 */
import type { MessageKey, MessageValues } from "~/i18n/keys";
import { FEATURES, FUEL_TYPES, TRANSMISSIONS } from "~/lib/catalogue/catalog";
import { CONDITION_GRADES } from "~/lib/vocabulary/domain";

type T = (key: MessageKey, values?: MessageValues) => string;

const LISTS = {
  fuel: FUEL_TYPES.map((o) => o.value),
  transmission: TRANSMISSIONS.map((o) => o.value),
  // lib/listings/listing-schema.ts's BODY_TYPES, not imported: that module brings zod to the page.
  body: ["sedan", "suv", "hatchback", "pickup", "coupe", "wagon", "van", "bus"],
  grade: CONDITION_GRADES,
  feature: FEATURES.map((o) => o.value),
} satisfies Record<string, readonly string[]>;

/** `t("car.fuel.petrol")` for `("fuel", "petrol")`; null for no value. */
export function specValue(
  t: T,
  kind: keyof typeof LISTS,
  value: string | null | undefined,
): string | null {
  if (!value) return null;
  if (!(LISTS[kind] as readonly string[]).includes(value)) return value.replace(/-/g, " ");
  return t(`car.${kind}.${value}` as MessageKey);
}
