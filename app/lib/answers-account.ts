/**
 * The named answer shapes of the account's own API and of photo uploads
 * (docs/decisions/024-api-contract.md): the signed-in account's `Profile` and `Preferences`
 * (`/api/users/profile`, `/api/users/preferences`, docs/product.md#data), the author's view of
 * their review of a seller (`MyReview`, docs/decisions/009-messaging.md) and a listing's photo
 * in its place (`ListingPhoto`, the uploads). Each is one `#/components/schemas/<name>` of the
 * OpenAPI document. Times are ISO 8601 strings in UTC.
 *
 * Like answers.ts, nothing here parses at run time: the schemas type what the models build, and
 * the API tests check every answer against the document built from them.
 */
import { z } from "zod";
import { component } from "./answer-components";
import { isoDateTime, PhotoSchema } from "./answers";
import { ACCOUNT_TYPES, PLAN_IDS, ROLES, SELLER_TYPES, USER_STATUSES } from "./domain";
import { CURRENCIES, GENDERS, LANGUAGES, TIMEZONES } from "./domain-trust";

const WorkingHoursSchema = z
  .object({ weekdays: z.string(), saturday: z.string(), sunday: z.string() })
  .describe('Opening hours as the seller typed them ("8am - 6pm", "Closed").');

/**
 * The signed-in account's own profile as the product's Profile screen reads it
 * (models/account/profile.server.ts, `profileOverview`): what the user owns, the records it is
 * verified by, and figures from their listings, reviews, conversations and plan.
 */
export const ProfileSchema = component(
  "Profile",
  z
    .object({
      id: z.string(),
      email: z.string().describe("The account's e-mail (a new one waits in `pendingEmail`)."),
      firstName: z.string(),
      lastName: z.string(),
      phone: z.string().nullable().describe("International form (`+2348031234567`)."),
      role: z.enum(ROLES),
      accountType: z.enum(ACCOUNT_TYPES),
      status: z.enum(USER_STATUSES),
      plan: z.enum(PLAN_IDS),
      state: z.string().nullable().describe("A state slug (`lagos`, `fct`)."),
      city: z.string().nullable(),
      emailVerified: z.boolean(),
      verified: z
        .boolean()
        .describe("The Verified badge (docs/decisions/011-trust-and-verification.md)."),
      createdAt: isoDateTime,
      address: z.string().nullable(),
      dateOfBirth: z.iso.date().nullable().describe("YYYY-MM-DD."),
      gender: z.enum(GENDERS).nullable(),
      bio: z.string().nullable(),
      description: z.string().nullable().describe("The seller's description of their business."),
      website: z.string().nullable(),
      sellerType: z.enum(SELLER_TYPES).nullable(),
      businessName: z.string().nullable(),
      services: z.array(z.string()),
      certifications: z.array(z.string()),
      workingHours: WorkingHoursSchema.nullable(),
      avatar: z.string().nullable().describe("URL of the profile photo (WebP)."),
      coverImage: z.string().nullable().describe("URL of the seller's cover image (WebP)."),
      phoneVerified: z.boolean(),
      pendingEmail: z
        .string()
        .nullable()
        .describe("A new e-mail waiting for its confirmation link to be opened."),
      profileImage: z.string().nullable().describe("The product's name for `avatar`."),
      verificationLevel: z
        .enum(["Full", "Partial", "None"])
        .describe(
          "Full: Verified; Partial: some record (e-mail, phone, identity, address) checked.",
        ),
      subscription: z.enum(PLAN_IDS).describe("The product's name for `plan`."),
      trustScore: z
        .number()
        .int()
        .min(0)
        .max(100)
        .describe("E-mail +25, phone +25, identity document +50."),
      activeListings: z.number().int().describe("Listings buyers can see now."),
      activeListing: z.number().int().describe("The product's other spelling of `activeListings`."),
      totalListings: z.number().int().describe("Every listing but removed ones."),
      totalViews: z.number().int().describe("Views of every listing but removed ones."),
      averageRating: z.number().nullable().describe("1-5 with one decimal; null without reviews."),
      totalReviews: z.number().int(),
      joinDate: isoDateTime,
      responseRate: z
        .number()
        .nullable()
        .describe(
          "Percent of the last 90 days' conversations answered within 24 hours; null below 3.",
        ),
      soldCars: z.number().int(),
      subscriptionExpiry: isoDateTime
        .nullable()
        .describe("End of the paid plan's current period; null on the free plan."),
      uploadsUsed: z.number().int().describe("Listings submitted this month (Lagos time)."),
      uploadsLimit: z.number().int().describe("Listings the plan allows a month."),
      nextBillingDate: isoDateTime
        .nullable()
        .describe("When the plan renews (the next retry while overdue); null when it will not."),
    })
    .describe("Your own profile, as the Profile screen reads it."),
);

/** The account's preferences (models/shared/preferences.server.ts): the defaults until saved. */
export const PreferencesSchema = component(
  "Preferences",
  z
    .object({
      emailNotifications: z.boolean().describe("Notification e-mails (new messages, inquiries)."),
      smsNotifications: z.boolean().describe("SMS alerts, to a verified phone."),
      marketingEmails: z.boolean(),
      newInquiryAlerts: z.boolean().describe("Tell me when a buyer first writes about my car."),
      weeklyReports: z.boolean().describe("The Monday e-mail with last week's figures (sellers)."),
      language: z.enum(LANGUAGES).describe("English, Hausa, Yoruba or Igbo."),
      timezone: z.enum(TIMEZONES),
      currency: z
        .enum(CURRENCIES)
        .describe(
          "Prices and payments stay in naira; USD or EUR adds an approximate amount beside them while an exchange rate is set.",
        ),
    })
    .describe("What you want to be told, and how the site reads to you."),
);

/** A review of a seller as its author sees it (models/messaging/reviews.server.ts, MyReview). */
export const MyReviewSchema = component(
  "MyReview",
  z
    .object({
      id: z.string(),
      sellerId: z.string(),
      rating: z.number().int().min(1).max(5),
      comment: z.string(),
      carPurchased: z.string().nullable(),
      createdAt: isoDateTime,
      updatedAt: isoDateTime.nullable().describe("Null until it is edited."),
    })
    .describe("Your review of a seller."),
);

/** A listing's photo with its place in the listing's order (0 is the cover). */
export const ListingPhotoSchema = component(
  "ListingPhoto",
  PhotoSchema.extend({
    position: z.number().int().min(0).describe("Place in the listing's order; 0 is the cover."),
  }).describe("A photo of a listing, in its order."),
);
