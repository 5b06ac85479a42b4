/**
 * The named answer shapes of the users and uploads API (docs/decisions/025-api-contract.md):
 * the signed-in account's `Profile` and `Preferences` (`/api/users/profile`,
 * `/api/users/preferences`, docs/product.md#data), everything held about the account
 * (`AccountExport`, the NDPA right of access), a seller's public profile with their reviews
 * (`SellerProfile`), the author's view of their review of a seller (`MyReview`,
 * docs/decisions/009-messaging.md) and a listing's photo in its place (`ListingPhoto`, the
 * uploads). Each is one `#/components/schemas/<name>` of the OpenAPI document. Times are ISO
 * 8601 strings in UTC; money whole naira.
 *
 * Like answers.ts, nothing here parses at run time: the schemas type what the models build, and
 * the API tests check every answer against the document built from them.
 */
import { z } from "zod";
import { component } from "../api/answer-components";
import { isoDateTime, moment, PhotoSchema, ReviewSchema, SellerSchema } from "../api/answers";
import { AccountUserSchema } from "./answers-account-security";
import {
  BILLING_CYCLES,
  ENHANCEMENTS,
  PAYMENT_METHODS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  SUBSCRIPTION_STATUSES,
} from "../vocabulary/domain-billing";
import {
  ACCOUNT_TYPES,
  ACTIVITY_TYPES,
  CATEGORY_IDS,
  CONDITION_GRADES,
  LISTING_STATUSES,
  NEWSLETTER_STATUSES,
  PLAN_IDS,
  ROLES,
  SELLER_TYPES,
  USER_STATUSES,
} from "../vocabulary/domain";
import {
  MESSAGE_TYPES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  REQUEST_STATUSES,
} from "../vocabulary/domain-messaging";
import {
  ALERT_SEVERITIES,
  CURRENCIES,
  DOCUMENT_REJECTION_REASONS,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  GENDERS,
  LANGUAGES,
  NOTIFICATION_TYPES,
  SECURITY_EVENT_TYPES,
  TIMEZONES,
} from "../vocabulary/domain-trust";
import { BOOST_IDS } from "../billing/plans";
import { PRICE_RATINGS } from "../catalogue/price-rating";
import { SAVED_SEARCH_FREQUENCIES } from "../catalogue/saved-search-options";

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
  AccountUserSchema.extend({
    email: z.string().describe("The account's e-mail (a new one waits in `pendingEmail`)."),
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
    whatsapp: z
      .boolean()
      .describe("Buyers may message the user on WhatsApp at `phone` (their cars' pages show it)."),
    pendingEmail: z
      .string()
      .nullable()
      .describe("A new e-mail waiting for its confirmation link to be opened."),
    profileImage: z.string().nullable().describe("The product's name for `avatar`."),
    verificationLevel: z
      .enum(["Full", "Partial", "None"])
      .describe("Full: Verified; Partial: some record (e-mail, phone, identity, address) checked."),
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
  }).describe("Your own profile, as the Profile screen reads it."),
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

/** A seller's public profile and their latest reviews (`GET /api/users/{id}/profile`). */
export const SellerProfileSchema = component(
  "Seller",
  SellerSchema.extend({
    reviews: z.array(ReviewSchema).describe("The latest 50 reviews, newest first."),
  }).describe("A seller's public profile and their latest reviews."),
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

/** A column's value that may be empty (SQL null). */
const maybe = <T extends z.ZodType>(schema: T) => schema.nullable();

/** Free-form details a record keeps as JSON (a message's request, a security event's facts). */
const details = z.record(z.string(), z.unknown());

/**
 * Everything held about the signed-in account (models/account/export.server.ts,
 * `exportAccountData`; the NDPA right of access): the records as they are stored, each section
 * a list (empty when there is nothing) or null. Never a password hash, token, TOTP secret,
 * recovery code, card authorization or storage key.
 */
export const AccountExportSchema = component(
  "AccountExport",
  z
    .object({
      exportedAt: isoDateTime,
      service: z.string().describe("The site's name."),
      about: z.string().describe("What the export holds, in English."),
      account: z
        .object({
          id: z.string(),
          email: z.string(),
          firstName: z.string(),
          lastName: z.string(),
          phone: maybe(z.string()),
          whatsapp: z.boolean().describe("Buyers may message the user on WhatsApp at `phone`."),
          role: z.enum(ROLES),
          accountType: z.enum(ACCOUNT_TYPES),
          status: z.enum(USER_STATUSES),
          plan: z.enum(PLAN_IDS),
          state: maybe(z.string()),
          city: maybe(z.string()),
          address: maybe(z.string()),
          sellerType: maybe(z.enum(SELLER_TYPES)),
          businessName: maybe(z.string()),
          description: maybe(z.string()),
          services: z.array(z.string()),
          certifications: z.array(z.string()),
          workingHours: WorkingHoursSchema.nullable(),
          website: maybe(z.string()),
          coverImage: maybe(z.string()),
          avatar: maybe(z.string()),
          dateOfBirth: maybe(z.iso.date()),
          gender: maybe(z.enum(GENDERS)),
          bio: maybe(z.string()),
          emailVerifiedAt: maybe(moment),
          phoneVerifiedAt: maybe(moment),
          identityVerifiedAt: maybe(moment),
          addressVerifiedAt: maybe(moment),
          businessVerifiedAt: maybe(moment),
          verified: z.boolean(),
          createdAt: moment,
          passwordChangedAt: maybe(moment).describe("Null for an account without a password."),
        })
        .describe("The account's record and its verification times."),
      preferences: PreferencesSchema,
      listings: z.array(
        z.object({
          id: z.string(),
          sellerId: z.string(),
          status: z.enum(LISTING_STATUSES),
          suspendedFrom: maybe(z.enum(LISTING_STATUSES)).describe(
            "The status a suspended listing goes back to.",
          ),
          title: z.string(),
          make: z.string(),
          model: z.string(),
          trim: maybe(z.string()),
          year: z.number().int(),
          price: z.number().int().describe("Naira."),
          negotiable: z.boolean(),
          mileage: maybe(z.number().int()).describe("Kilometres."),
          vin: maybe(z.string()).describe("The VIN as the seller gave it (17 characters)."),
          vinCheck: maybe(
            z.object({
              vin: z.string(),
              checkedAt: z.string().describe("ISO 8601."),
              decoded: maybe(
                z.object({
                  make: z.string(),
                  model: maybe(z.string()),
                  year: maybe(z.number().int()),
                }),
              ),
              makeMatches: maybe(z.boolean()),
              yearMatches: maybe(z.boolean()),
            }),
          ).describe("What the VIN, decoded offline, showed: its make, model and model year."),
          fuelType: maybe(z.string()),
          transmission: maybe(z.string()),
          bodyType: maybe(z.string()),
          color: maybe(z.string()),
          drivetrain: maybe(z.string()),
          engineCc: maybe(z.number().int()),
          seats: maybe(z.number().int()),
          category: z.enum(CATEGORY_IDS),
          conditionGrade: maybe(z.enum(CONDITION_GRADES)),
          certified: z.boolean(),
          registered: maybe(z.boolean()),
          state: z.string(),
          city: maybe(z.string()),
          description: z.string(),
          features: z.array(z.string()),
          views: z.number().int(),
          saves: z.number().int(),
          rejectionReason: maybe(z.string()),
          featuredUntil: maybe(moment),
          createdAt: moment,
          updatedAt: moment,
          publishedAt: maybe(moment),
          submittedAt: maybe(moment),
          awaitingPhotos: z.boolean(),
          expiresAt: maybe(moment),
          source: maybe(z.string()).describe("Where an imported listing came from."),
          sourceRef: maybe(z.string()),
          externalId: maybe(z.string()).describe("The dealer's own stock id for the car."),
          priceRating: maybe(z.enum(PRICE_RATINGS)),
          priceRatingScore: maybe(z.number().int()),
          photos: z.array(
            z.object({
              position: z.number().int().describe("0 is the cover."),
              enhancement: maybe(z.enum(ENHANCEMENTS)),
              createdAt: moment,
              urls: z.array(z.string()).describe("Each variant's URL, smallest first."),
            }),
          ),
        }),
      ),
      savedCars: z.array(z.object({ listingId: z.string(), title: z.string(), savedAt: moment })),
      savedSearches: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          query: z.string().describe("The browse query string, without `?`."),
          frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
          createdAt: isoDateTime,
          newMatches: z.number().int(),
        }),
      ),
      conversations: z.array(
        z.object({
          id: z.string(),
          role: z.enum(["buyer", "seller"]).describe("Your side of the conversation."),
          car: z.object({ id: z.string(), title: maybe(z.string()) }).nullable(),
          with: z.string().describe('The other side\'s name, or "Account no longer active".'),
          sharedPhone: z.boolean().describe("The buyer shared their phone number."),
          sharedEmail: z.boolean().describe("The buyer shared their e-mail."),
          createdAt: moment,
          lastMessageAt: moment,
          messages: z.array(
            z.object({
              id: z.string(),
              type: z.enum(MESSAGE_TYPES),
              content: z.string(),
              details: details.nullable(),
              requestStatus: maybe(z.enum(REQUEST_STATUSES)),
              readAt: maybe(moment),
              createdAt: moment,
              fromMe: z.boolean(),
            }),
          ),
        }),
      ),
      reviewsWritten: z.array(
        z.object({
          id: z.string(),
          sellerId: z.string(),
          rating: z.number().int().min(1).max(5),
          comment: z.string(),
          carPurchased: maybe(z.string()),
          createdAt: moment,
          updatedAt: maybe(moment),
        }),
      ),
      reviewsReceived: z.array(
        z.object({
          id: z.string(),
          reviewerFirstName: maybe(z.string()),
          rating: z.number().int().min(1).max(5),
          comment: z.string(),
          carPurchased: maybe(z.string()),
          createdAt: moment,
        }),
      ),
      reportsFiled: z.array(
        z.object({
          id: z.string(),
          targetType: z.enum(REPORT_TARGET_TYPES),
          targetId: z.string(),
          reason: z.enum(REPORT_REASONS),
          details: z.string(),
          status: z.enum(REPORT_STATUSES),
          createdAt: moment,
        }),
      ),
      payments: z.array(
        z.object({
          id: z.string(),
          reference: z.string(),
          purpose: z.enum(PAYMENT_PURPOSES),
          plan: maybe(z.enum(PLAN_IDS)),
          billingCycle: maybe(z.enum(BILLING_CYCLES)),
          listingId: maybe(z.string()),
          boost: maybe(z.enum(BOOST_IDS)),
          description: z.string(),
          amount: z.number().int().describe("Naira."),
          currency: z.string(),
          status: z.enum(PAYMENT_STATUSES),
          method: maybe(z.enum(PAYMENT_METHODS)),
          channel: maybe(z.string()),
          renewal: z.boolean(),
          failureReason: maybe(z.string()),
          receiptNumber: maybe(z.number().int()),
          billingDetails: z
            .record(z.string(), z.string())
            .nullable()
            .describe("The billing details the receipt was made out to."),
          createdAt: moment,
          completedAt: maybe(moment),
        }),
      ),
      savedCards: z.array(
        z.object({
          brand: z.string(),
          last4: z.string(),
          expiryMonth: z.number().int(),
          expiryYear: z.number().int(),
          bank: maybe(z.string()),
          isDefault: z.boolean(),
          createdAt: moment,
        }),
      ),
      billingProfile: z
        .object({
          userId: z.string(),
          fullName: z.string(),
          email: z.string(),
          phone: z.string(),
          address: z.string(),
          city: z.string(),
          state: z.string(),
          taxId: z.string().describe("Tax identification number (FIRS TIN); empty when not given."),
          businessName: z.string(),
          updatedAt: moment,
        })
        .nullable(),
      subscription: z
        .object({
          userId: z.string(),
          plan: z.enum(PLAN_IDS),
          billingCycle: z.enum(BILLING_CYCLES),
          status: z.enum(SUBSCRIPTION_STATUSES),
          currentPeriodStart: moment,
          currentPeriodEnd: moment,
          cancelAtPeriodEnd: z.boolean(),
          nextPlan: maybe(z.enum(PLAN_IDS)),
          nextBillingCycle: maybe(z.enum(BILLING_CYCLES)),
          renewalAttempts: z.number().int(),
          nextAttemptAt: maybe(moment),
          updatedAt: moment,
        })
        .nullable(),
      sessions: z.array(
        z.object({
          id: z.string(),
          device: maybe(z.string()).describe("The browser's user agent."),
          ipAddress: maybe(z.string()),
          rememberMe: z.boolean(),
          trusted: z.boolean().describe("Skips the two-factor step on this device."),
          createdAt: moment,
          lastActiveAt: moment,
          expiresAt: moment,
        }),
      ),
      securityEvents: z.array(
        z.object({
          type: z.enum(SECURITY_EVENT_TYPES),
          severity: z.enum(ALERT_SEVERITIES),
          ipAddress: maybe(z.string()),
          device: maybe(z.string()),
          details,
          reviewedAt: maybe(moment),
          createdAt: moment,
        }),
      ),
      notifications: z.array(
        z.object({
          type: z.enum(NOTIFICATION_TYPES),
          title: z.string(),
          body: z.string(),
          link: maybe(z.string()),
          readAt: maybe(moment),
          createdAt: moment,
        }),
      ),
      verificationDocuments: z.array(
        z.object({
          id: z.string(),
          type: z.enum(DOCUMENT_TYPES),
          status: z.enum(DOCUMENT_STATUSES),
          contentType: z.string(),
          byteSize: z.number().int().describe("Bytes."),
          fileName: maybe(z.string()),
          issuedAt: maybe(z.iso.date()).describe("A proof of address's issue date, YYYY-MM-DD."),
          rejectionReason: maybe(z.enum(DOCUMENT_REJECTION_REASONS)),
          rejectionNote: maybe(z.string()),
          uploadedAt: moment,
          reviewedAt: maybe(moment),
        }),
      ),
      recentActivity: z.array(
        z.object({
          type: z.enum(ACTIVITY_TYPES),
          listingId: maybe(z.string()),
          message: z.string().describe("In your language."),
          createdAt: moment,
        }),
      ),
      signInProviders: z.array(z.object({ provider: z.string(), linkedAt: moment })),
      twoFactor: z.object({ enabled: z.boolean(), enabledAt: maybe(moment) }),
      newsletter: z
        .object({
          status: z.enum(NEWSLETTER_STATUSES),
          confirmedAt: maybe(moment),
          unsubscribedAt: maybe(moment),
          createdAt: moment,
        })
        .nullable(),
    })
    .describe("Everything we hold about your account."),
);
