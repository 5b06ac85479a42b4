/**
 * The API's listing payload (`POST /api/cars`, `PUT /api/cars/:id`): the listing's own field
 * rules (listing-schema.ts, `ListingRules`) under the payload's names, with JSON numbers as they
 * come (a fractional price is refused, as on the form), mapped onto the form's fields. Server
 * only: kept apart from the form's schema so the browser, which validates the form, never
 * downloads the API's aliases.
 */
import { z } from "zod";
import { CATEGORY_ALIASES, FUEL_TYPES, TRANSMISSIONS, toStateSlug } from "../catalogue/catalog";
import { CONDITION_GRADES } from "../vocabulary/domain";
import { BODY_TYPES, LISTING_BRANDS, ListingRules, toListingFields } from "./listing-schema";

/** `condition` values of the API payload that name a category rather than a grade. */
export const CONDITION_CATEGORIES = [
  "new",
  "tokunbo",
  "foreign",
  "local",
  "nigerian-used",
] as const;

/**
 * The API's create payload (docs/product.md#data, "Car listing create payload"):
 * `brand` for make, `location` a place name or state slug, `features` a list or comma-separated
 * text. `condition` is either a grade (excellent, good, fair, poor) or a category name (new,
 * tokunbo, foreign, local, nigerian-used). The category is `category` when given, else the one
 * `condition` names, else `nigerian-used` (the product's payload has no category).
 */
export const ApiListingSchema = z
  .object({
    title: ListingRules.title,
    brand: ListingRules.make,
    model: ListingRules.model,
    year: ListingRules.year,
    price: ListingRules.price,
    mileage: ListingRules.mileage.nullable().optional(),
    vin: ListingRules.vin.nullable().optional().meta({
      description:
        "The car's 17-character VIN (optional; spaces, hyphens and lower case are accepted). Letters I, O and Q are refused; a North American or Chinese VIN's check digit must add up. The public sees it with its last 6 characters hidden.",
    }),
    fuelType: z.enum(FUEL_TYPES.map((f) => f.value) as [string, ...string[]]).optional(),
    transmission: z.enum(TRANSMISSIONS.map((f) => f.value) as [string, ...string[]]).optional(),
    bodyType: z.enum(BODY_TYPES as unknown as [string, ...string[]]).optional(),
    color: ListingRules.color.optional(),
    condition: z
      .enum([...CONDITION_GRADES, ...CONDITION_CATEGORIES], {
        error: `condition must be one of ${[...CONDITION_GRADES, ...CONDITION_CATEGORIES].join(", ")}`,
      })
      .optional()
      .meta({
        description:
          "A grade (excellent, good, fair, poor) or a category name (new, tokunbo, foreign, local, nigerian-used). Without `category`, a category name here sets it; otherwise the listing is nigerian-used. `new` also grades the car excellent.",
      }),
    category: z
      .string()
      .optional()
      .refine(
        (v) => !v || v.toLowerCase() in CATEGORY_ALIASES,
        "category must be new, tokunbo or nigerian-used",
      )
      .meta({
        description:
          "new, tokunbo or nigerian-used (aliases: foreign, local, naija-used...). Optional: taken from `condition` when it names a category, else nigerian-used.",
      }),
    location: z
      .string({ error: "location is required" })
      .trim()
      .min(2)
      .max(80)
      .refine((v) => toStateSlug(v) !== null, "location must be a Nigerian state or city"),
    city: ListingRules.city.optional(),
    description: ListingRules.description,
    features: z.union([ListingRules.features, ListingRules.featuresText]).optional(),
    negotiable: ListingRules.negotiable.optional(),
  })
  .transform((v) => {
    const named = (CONDITION_CATEGORIES as readonly string[]).includes(v.condition ?? "")
      ? CATEGORY_ALIASES[v.condition!]
      : undefined;
    const category = v.category ? CATEGORY_ALIASES[v.category.toLowerCase()] : named;
    const state = toStateSlug(v.location) ?? "lagos";
    const brand = LISTING_BRANDS.find((b) => b.toLowerCase() === v.brand.toLowerCase()) ?? v.brand;
    const grade =
      v.condition === "new"
        ? "excellent"
        : (CONDITION_GRADES as readonly string[]).includes(v.condition ?? "")
          ? (v.condition as (typeof CONDITION_GRADES)[number])
          : undefined;
    const cityFromLocation =
      v.location.toLowerCase().replace(/\s+/g, "-") !== state ? v.location : undefined;
    // The same mapping as the form: the API only names some fields differently.
    return toListingFields({
      ...v,
      make: "Other",
      makeOther: brand,
      mileage: v.mileage ?? undefined,
      vin: v.vin ?? undefined,
      category: category ?? "nigerian-used",
      conditionGrade: grade,
      state,
      city: v.city ?? cityFromLocation,
      features: Array.isArray(v.features) ? v.features : undefined,
      featuresText: Array.isArray(v.features) ? undefined : v.features,
    });
  });
