/**
 * The listing form's schema (step 1, vehicle details), used by /sell (Conform, both sides);
 * `POST/PUT /api/cars` map their payload onto the same fields (listing-api-schema.ts). Required: title, make, model, year, price, category, state and
 * description (docs/product.md#selling labels them required). Messages on each field;
 * the form's summary is the product's "Please fill in all required fields". The messages are
 * `forms` keys, translated where they are shown (docs/decisions/023-languages.md).
 */
import { z } from "zod";
import { msg } from "~/i18n/messages";
import { FEATURES, FUEL_TYPES, MIN_YEAR, STATES, TRANSMISSIONS, maxYear } from "./catalog";
import { CATEGORY_IDS, CONDITION_GRADES } from "./domain";

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

const wholeNaira = z.preprocess(
  (v) => (typeof v === "string" ? v.replace(/[₦,\s]/g, "") : v),
  z.coerce
    .number({ error: msg("forms.listing.priceNaira") })
    .int(msg("forms.listing.priceWhole"))
    .min(50_000, msg("forms.listing.priceMin"))
    .max(5_000_000_000, msg("forms.listing.priceMax")),
);

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
    title: z
      .string({ error: msg("forms.listing.titleRequired") })
      .trim()
      .min(5, msg("forms.listing.titleMin"))
      .max(120),
    make: z.enum(LISTING_BRANDS as [string, ...string[]], {
      error: msg("forms.listing.makeRequired"),
    }),
    makeOther: z.string().trim().max(40).optional(),
    model: z
      .string({ error: msg("forms.listing.modelRequired") })
      .trim()
      .min(1, msg("forms.listing.modelRequired"))
      .max(60),
    year: z.coerce
      .number({ error: msg("forms.listing.yearRequired") })
      .int()
      .min(MIN_YEAR, msg("forms.listing.yearMin", { min: MIN_YEAR }))
      .max(maxYear(), msg("forms.listing.yearMax", { max: maxYear() })),
    price: wholeNaira,
    negotiable: z.boolean().optional(),
    mileage: z.preprocess(
      (v) => (typeof v === "string" ? v.replace(/[,\s]/g, "") || undefined : v),
      z.coerce.number().int(msg("forms.listing.mileageWhole")).min(0).max(2_000_000).optional(),
    ),
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
    color: z.string().trim().max(30).optional(),
    category: z.enum(CATEGORY_IDS, { error: msg("forms.listing.categoryRequired") }),
    conditionGrade: optionalEnum(CONDITION_GRADES, msg("forms.listing.conditionList")),
    state: z.enum(Object.keys(STATES) as [string, ...string[]], {
      error: msg("forms.listing.stateRequired"),
    }),
    city: z.string().trim().max(80).optional(),
    description: z
      .string({ error: msg("forms.listing.descriptionRequired") })
      .trim()
      .min(20, msg("forms.listing.descriptionMin"))
      .max(5000, msg("forms.listing.descriptionMax")),
    features: z.array(z.string().max(40)).max(30).optional(),
    featuresText: z.string().max(600).optional(),
  })
  .refine((v) => v.make !== "Other" || (v.makeOther && v.makeOther.length >= 2), {
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
