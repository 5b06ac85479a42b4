/**
 * The listing's field rules, written once (docs/decisions/029-one-rule-set-per-entity.md): the
 * bounds (`LISTING_LIMITS`), the rules on typed values (`ListingRules`), and from them the /sell
 * form's schema (`ListingDetailsSchema`, Conform, both sides), which only reads its strings as
 * numbers first. `POST/PUT /api/cars` (listing-api-schema.ts) take the same rules for their JSON
 * numbers, the Cars45 importer checks its rows with them (db/import/cars45.ts), and the
 * database holds the numeric bounds as CHECK constraints made from `LISTING_LIMITS`
 * (db/schema/listings.ts). A fractional price is refused everywhere: prices are whole naira
 * (docs/product.md#validation).
 *
 * Required: title, make, model, year, price, category, state and description
 * (docs/product.md#selling labels them required). Messages on each field; the form's summary is
 * the product's "Please fill in all required fields". The messages are `forms` keys, translated
 * where they are shown (docs/decisions/023-languages.md).
 */
import { z } from "zod";
import { msg } from "~/i18n/messages";
import {
  FEATURES,
  FUEL_TYPES,
  MIN_YEAR,
  STATES,
  TRANSMISSIONS,
  maxYear,
} from "../catalogue/catalog";
import { CATEGORY_IDS, CONDITION_GRADES } from "../vocabulary/domain";
import { normaliseVin, vinProblem } from "./vin";

/** Body types a listing may name (bodyType in the listing payload, docs/product.md#data). */
export const BODY_TYPES = [
  "sedan",
  "suv",
  "hatchback",
  "pickup",
  "coupe",
  "wagon",
  "van",
  "bus",
] as const;

/** The listing form's brand list (docs/product.md#validation); "Other" takes free text. */
export const LISTING_BRANDS: readonly string[] = [
  "Toyota",
  "Honda",
  "Mercedes-Benz",
  "BMW",
  "Audi",
  "Volkswagen",
  "Nissan",
  "Hyundai",
  "Kia",
  "Ford",
  "Chevrolet",
  "Peugeot",
  "Lexus",
  "Other",
];

export const REQUIRED_SUMMARY = msg("forms.listing.required");
export { CONDITION_GRADES };

/**
 * The bounds a listing's fields must keep: price in whole naira, year from MIN_YEAR to
 * `maxYear()` (next year), mileage in whole km, text lengths in characters. The numeric ones are
 * also the database's CHECK constraints (db/schema/listings.ts).
 */
export const LISTING_LIMITS = {
  price: { min: 50_000, max: 5_000_000_000 },
  year: { min: MIN_YEAR },
  mileage: { min: 0, max: 2_000_000 },
  title: { min: 5, max: 120 },
  model: { min: 1, max: 60 },
  make: { min: 2, max: 40 },
  color: { max: 30 },
  city: { max: 80 },
  description: { min: 20, max: 5000 },
  features: { items: 30, itemLength: 40, text: 600 },
} as const;

const L = LISTING_LIMITS;

/**
 * One rule per listing field, on typed values (numbers as numbers): what the form, the API and
 * the importer all check. Each wire adapts only how a value arrives (the form's strings, the
 * API's names), never what is accepted.
 */
export const ListingRules = {
  title: z
    .string({ error: msg("forms.listing.titleRequired") })
    .trim()
    .min(L.title.min, msg("forms.listing.titleMin"))
    .max(L.title.max, msg("forms.text.atMost", { max: L.title.max })),
  model: z
    .string({ error: msg("forms.listing.modelRequired") })
    .trim()
    .min(L.model.min, msg("forms.listing.modelRequired"))
    .max(L.model.max, msg("forms.text.atMost", { max: L.model.max })),
  /** A make typed by hand (the form's "Other", the API's `brand`). */
  make: z
    .string({ error: msg("forms.listing.makeRequired") })
    .trim()
    .min(L.make.min, msg("forms.listing.makeOther"))
    .max(L.make.max, msg("forms.text.atMost", { max: L.make.max })),
  year: z
    .number({ error: msg("forms.listing.yearRequired") })
    .int(msg("forms.listing.yearRequired"))
    .min(L.year.min, msg("forms.listing.yearMin", { min: L.year.min }))
    .max(maxYear(), msg("forms.listing.yearMax", { max: maxYear() })),
  price: z
    .number({ error: msg("forms.listing.priceNaira") })
    .int(msg("forms.listing.priceWhole"))
    .min(L.price.min, msg("forms.listing.priceMin"))
    .max(L.price.max, msg("forms.listing.priceMax")),
  mileage: z
    .number({ error: msg("forms.listing.mileageWhole") })
    .int(msg("forms.listing.mileageWhole"))
    .min(L.mileage.min, msg("forms.listing.mileageWhole"))
    .max(L.mileage.max, msg("forms.listing.mileageMax", { max: L.mileage.max })),
  color: z
    .string()
    .trim()
    .max(L.color.max, msg("forms.text.atMost", { max: L.color.max })),
  city: z
    .string()
    .trim()
    .max(L.city.max, msg("forms.text.atMost", { max: L.city.max })),
  description: z
    .string({ error: msg("forms.listing.descriptionRequired") })
    .trim()
    .min(L.description.min, msg("forms.listing.descriptionMin"))
    .max(L.description.max, msg("forms.listing.descriptionMax")),
  features: z.array(z.string().max(L.features.itemLength)).max(L.features.items),
  featuresText: z.string().max(L.features.text),
  negotiable: z.boolean(),
  /** Optional; typed with spaces, hyphens or in lower case, kept as 17 upper-case characters (vin.ts). */
  vin: z
    .string()
    .transform(normaliseVin)
    .superRefine((vin, ctx) => {
      const problem = vinProblem(vin);
      if (problem) ctx.addIssue({ code: "custom", message: msg(problem) });
    }),
};

/**
 * A form field's text read as a number (`₦`, thousands commas and spaces dropped; empty is
 * absent); any other value passes unchanged, so the rule sees what the API would send.
 */
const formNumber = (drop: RegExp) => (v: unknown) => {
  if (typeof v !== "string") return v;
  const text = v.replace(drop, "");
  return text === "" ? undefined : Number(text);
};

/**
 * Features from checkboxes (or the API's list) plus comma-separated text: trimmed, known ones
 * as their slugs ("Backup Camera" -> "backup-camera"), others kept as typed (at most 40
 * characters), without repeats, at most 30.
 */
export function normaliseFeatures(checked: string[] = [], text = ""): string[] {
  const normalise = (f: string) =>
    FEATURES.find((k) => k.label.toLowerCase() === f.toLowerCase() || k.value === f.toLowerCase())
      ?.value ?? f.slice(0, 40);
  const all = [...checked, ...text.split(",")].map((f) => f.trim()).filter(Boolean);
  return [...new Set(all.map(normalise))].slice(0, 30);
}

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.enum(values, { error: message }).optional(),
  );

export const ListingDetailsSchema = z
  .object({
    title: ListingRules.title,
    make: z.enum(LISTING_BRANDS as [string, ...string[]], {
      error: msg("forms.listing.makeRequired"),
    }),
    makeOther: z.string().trim().max(L.make.max).optional(),
    model: ListingRules.model,
    year: z.preprocess(formNumber(/\s/g), ListingRules.year),
    price: z.preprocess(formNumber(/[₦,\s]/g), ListingRules.price),
    negotiable: ListingRules.negotiable.optional(),
    mileage: z.preprocess(formNumber(/[,\s]/g), ListingRules.mileage.optional()),
    vin: z.preprocess((v) => (v === "" ? undefined : v), ListingRules.vin.optional()),
    fuelType: optionalEnum(
      FUEL_TYPES.map((f) => f.value) as [string, ...string[]],
      msg("forms.listing.fuelList"),
    ),
    transmission: optionalEnum(
      TRANSMISSIONS.map((f) => f.value) as [string, ...string[]],
      msg("forms.listing.transmissionList"),
    ),
    bodyType: optionalEnum(
      BODY_TYPES as unknown as [string, ...string[]],
      msg("forms.listing.bodyTypeList"),
    ),
    color: ListingRules.color.optional(),
    category: z.enum(CATEGORY_IDS, { error: msg("forms.listing.categoryRequired") }),
    conditionGrade: optionalEnum(CONDITION_GRADES, msg("forms.listing.conditionList")),
    state: z.enum(Object.keys(STATES) as [string, ...string[]], {
      error: msg("forms.listing.stateRequired"),
    }),
    city: ListingRules.city.optional(),
    description: ListingRules.description,
    features: ListingRules.features.optional(),
    featuresText: ListingRules.featuresText.optional(),
  })
  .refine((v) => v.make !== "Other" || (v.makeOther && v.makeOther.length >= L.make.min), {
    message: msg("forms.listing.makeOther"),
    path: ["makeOther"],
  });

export type ListingDetailsInput = z.output<typeof ListingDetailsSchema>;

/** The stored fields of a validated form. */
export function toListingFields(v: ListingDetailsInput) {
  return {
    title: v.title,
    make: v.make === "Other" ? v.makeOther!.trim() : v.make,
    model: v.model,
    year: v.year,
    price: v.price,
    negotiable: v.negotiable === true,
    mileage: v.mileage ?? null,
    vin: v.vin ?? null,
    fuelType: v.fuelType ?? null,
    transmission: v.transmission ?? null,
    bodyType: v.bodyType ?? null,
    color: v.color || null,
    category: v.category as "new" | "tokunbo" | "nigerian-used",
    conditionGrade: (v.conditionGrade ?? null) as "excellent" | "good" | "fair" | "poor" | null,
    state: v.state,
    city: v.city || null,
    description: v.description,
    features: normaliseFeatures(v.features, v.featuresText),
  };
}

export type ListingFields = ReturnType<typeof toListingFields>;
