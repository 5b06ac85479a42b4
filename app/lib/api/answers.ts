/**
 * The shapes pages and the JSON API share, as zod schemas (docs/product.md#data, "entities";
 * docs/decisions/025-api-contract.md): the types of types.ts are these schemas' outputs, and the
 * OpenAPI document describes the API's answers with them, each a named component
 * (`#/components/schemas/Car`...). Dates are ISO strings so they cross the loader/JSON boundary
 * unchanged; money is whole naira; mileage km.
 *
 * Nothing here parses at run time: the schemas type what the models build, and the API tests
 * check every answer against the document built from them (tests/support/contract.ts).
 */
import { z } from "zod";
import { component } from "./answer-components";
import { CATEGORY_IDS, LISTING_STATUSES } from "../vocabulary/domain";
import { PRICE_RATINGS } from "../catalogue/price-rating";

/** An instant as an ISO 8601 string in UTC (`2026-11-26T10:00:00.000Z`). */
export const isoDateTime = z.iso.datetime({ offset: true });

/** A moment the model hands over as a Date: JSON writes it as an ISO 8601 string. */
export const moment = z.date();

/** `page`/`limit` paging (app/lib/api/pagination.ts). */
export const PaginationSchema = component(
  "Pagination",
  z
    .object({
      currentPage: z.number().int().min(1),
      totalPages: z.number().int().min(1).describe("At least 1, even for an empty list."),
      total: z.number().int().min(0).describe("Items matching the query, on every page."),
      limit: z.number().int().min(1),
    })
    .describe("Page-number paging: a page past the last is an empty page, never an error."),
);

/** A stored photo and its variants (app/lib/api/images.ts). */
export const PhotoSchema = component(
  "Photo",
  z
    .object({
      id: z.string(),
      storageKey: z
        .string()
        .describe("`/uploads/<storageKey>-<width>.webp` (and `.avif` when `avif`) is a variant."),
      widths: z.array(z.number().int()).describe("Widths of the variants made, ascending (px)."),
      avif: z.boolean().optional().describe("AVIF variants exist beside the WebP ones."),
      width: z.number().int().describe("Width of the largest variant (px)."),
      height: z.number().int().describe("Height of the largest variant (px)."),
      preview: z
        .string()
        .nullable()
        .optional()
        .describe(
          "A tiny blurred preview to show until (or instead of) the photo: a `data:image/webp;base64,` URI of a 16x12 px WebP, about 200 characters. Null while it is not made yet.",
        ),
    })
    .describe("A listing photo, stored as WebP (and AVIF) variants at several widths."),
);

/** The seller as a car card names them. */
export const SellerSummarySchema = component(
  "SellerSummary",
  z.object({
    id: z.string(),
    name: z.string(),
    verified: z.boolean(),
    rating: z
      .number()
      .nullable()
      .describe("Average review rating, 1-5 with one decimal; null without reviews."),
    totalReviews: z.number().int(),
    type: z.enum(["dealer", "individual"]).nullable(),
  }),
);

const carFields = {
  id: z.string(),
  title: z.string(),
  make: z.string(),
  model: z.string(),
  price: z.number().int().describe("Naira."),
  year: z.number().int(),
  mileage: z.number().int().nullable().describe("Kilometres; null when unknown."),
  fuelType: z.string().nullable(),
  transmission: z.string().nullable(),
  category: z.enum(CATEGORY_IDS),
  certified: z.boolean(),
  negotiable: z.boolean(),
  state: z.string(),
  city: z.string().nullable(),
  location: z.string().describe('"Lekki, Lagos".'),
  features: z.array(z.string()),
  featured: z.boolean().describe("Boosted: shown first and marked Featured."),
  views: z.number().int(),
  status: z.enum(LISTING_STATUSES),
  priceRating: z
    .enum(PRICE_RATINGS)
    .nullable()
    .describe(
      "The fair-price rating of a live car's current price; null while unrated; `check` when the price is far below similar cars, a caution rather than a deal (docs/product.md#fair-price-rating).",
    ),
  awaitingPhotos: z
    .literal(true)
    .optional()
    .describe(
      "Only on the owner's own draft submitted without a photo: it goes to review with its first photo.",
    ),
  publishedAt: isoDateTime.nullable(),
};

/** A car as cards and lists show it (home, browse, a seller's listings, favourites). */
export const CarSchema = component(
  "Car",
  z
    .object({
      ...carFields,
      photo: PhotoSchema.nullable().describe("The cover photo."),
      seller: SellerSummarySchema,
    })
    .describe("A car as lists show it."),
);

const InspectionSchema = z.union([
  z.object({
    available: z.literal(true),
    score: z.number(),
    reportDate: z.string(),
    inspector: z.string().nullable(),
    issues: z.array(z.object({ type: z.enum(["good", "warning"]), description: z.string() })),
  }),
  z.object({ available: z.literal(false) }),
]);

const FinancingSchema = z.union([
  z.object({
    available: z.literal(true),
    provider: z.string(),
    downPayment: z.number().describe("Naira."),
    monthlyPayment: z.number().describe("Naira."),
    duration: z.number().int().describe("Months."),
  }),
  z.object({ available: z.literal(false) }),
]);

/** Everything the car detail screen shows. */
export const CarDetailSchema = component(
  "CarDetail",
  z
    .object({
      ...carFields,
      trim: z.string().nullable(),
      bodyType: z.string().nullable(),
      color: z.string().nullable(),
      drivetrain: z.string().nullable(),
      engineCc: z.number().int().nullable(),
      seats: z.number().int().nullable(),
      conditionGrade: z.string().nullable(),
      registered: z.boolean().nullable(),
      vin: z
        .object({
          masked: z.string().describe("The VIN with its last 6 characters hidden as asterisks."),
          matches: z
            .enum(["make-and-year", "make"])
            .nullable()
            .describe(
              "What the VIN, decoded offline, agrees with: the listing's make and model year, or its make alone (where the VIN's market does not encode the year). Null while unchecked or when it could not be decoded.",
            ),
        })
        .nullable()
        .describe("The car's VIN, when the seller gave one; never shown whole."),
      description: z.string(),
      photos: z.array(
        PhotoSchema.extend({ position: z.number().int().describe("Order: 0 is the cover.") }),
      ),
      inspection: InspectionSchema,
      financing: FinancingSchema,
      createdAt: isoDateTime,
      seller: SellerSummarySchema.extend({
        phone: z.string().nullable(),
        whatsapp: z
          .boolean()
          .describe(
            "The seller takes WhatsApp messages at `phone` (never true without a phone): `https://wa.me/<phone without +>`.",
          ),
        memberSince: isoDateTime,
        totalListings: z.number().int(),
        responseTime: z
          .string()
          .nullable()
          .describe(
            'The median wait for the seller\'s first answer in words ("Within 3 hours"); null below 3 conversations in 90 days.',
          ),
      }),
    })
    .describe("A public car with everything its page shows."),
);

/**
 * A seller's public profile (docs/decisions/011-trust-and-verification.md for the badges); the
 * API answers it with the latest reviews as `Seller` (answers-account.ts).
 */
export const SellerSchema = z.object({
  id: z.string(),
  name: z.string(),
  businessName: z.string().nullable(),
  avatar: z.string().nullable(),
  coverImage: z.string().nullable(),
  verified: z.boolean(),
  addressChecked: z.boolean().describe('Staff approved a proof of address ("Address checked").'),
  registeredBusiness: z
    .boolean()
    .describe('Staff approved a CAC certificate ("Registered business").'),
  type: z.enum(["dealer", "individual"]),
  rating: z.number().nullable(),
  totalReviews: z.number().int(),
  activeListings: z.number().int(),
  soldCars: z.number().int(),
  responseRate: z
    .number()
    .nullable()
    .describe("Percent of the last 90 days' conversations answered within 24 hours; null below 3."),
  responseTime: z.string().nullable(),
  memberSince: isoDateTime,
  phone: z.string().nullable(),
  email: z.string(),
  address: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  services: z.array(z.string()),
  certifications: z.array(z.string()),
  workingHours: z
    .object({ weekdays: z.string(), saturday: z.string(), sunday: z.string() })
    .nullable(),
});

/** A review of a seller. */
export const ReviewSchema = component(
  "Review",
  z.object({
    id: z.string(),
    reviewer: z.string(),
    rating: z.number().int().min(1).max(5),
    date: z.string(),
    comment: z.string(),
    carPurchased: z.string().nullable(),
  }),
);

/** A page of cars and its paging. */
export const CarPageSchema = z.object({
  cars: z.array(CarSchema),
  pagination: PaginationSchema,
});
