/**
 * The profile's fields a user owns and their preferences (docs/product.md#data, Profile screen
 * and Preferences; #validation, choice lists), for `/profile` and `PUT /api/users/profile`,
 * apart from the account forms so their JavaScript does not carry the states list.
 *
 * - States are slugs (all 36 states and the FCT); websites are http(s) only
 *   (docs/decisions/008-security-review.md).
 * - Date of birth: a real calendar date, not in the future, an age of 16 to 120.
 * - Bio at most 500 characters; seller services and certifications at most 20 items each.
 * - The e-mail changes only after the new address confirms it (models/account/profile.server.ts).
 * - Currency: prices and payments stay in naira; USD or EUR adds an approximate amount.
 * - Messages are `forms` keys (docs/decisions/023-languages.md, "Messages as keys"); the API's
 *   own checks (true or false) stay in English.
 *
 * Two shapes of the same rules: `ProfileFormSchema` for the page's form (Conform turns an
 * empty field into `undefined`, which clears it), `ProfileUpdateSchema` for the API (a field
 * left out stays as it is; `""` or `null` clears it).
 */
import { z } from "zod";
import { msg } from "~/i18n/messages";
import {
  AccountTypeSchema,
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  PhoneSchema,
} from "./auth-schemas";
import { DeleteAccountSchema } from "./auth-schemas";
import { STATES } from "../catalogue/catalog";
import { SELLER_TYPES } from "../vocabulary/domain";
import { CURRENCIES, GENDERS, LANGUAGES, TIMEZONES } from "../vocabulary/domain-trust";
import { line, paragraph } from "../forms/text";

/** Age limits of the date of birth, in whole years. */
export const MIN_AGE = 16;
export const MAX_AGE = 120;
export const BIO_MAX = 500;
/** At most this many services or certifications, each at most `LIST_ITEM_MAX` characters. */
export const LIST_MAX_ITEMS = 20;
export const LIST_ITEM_MAX = 100;

export const StateSchema = z.enum(Object.keys(STATES) as [string, ...string[]], {
  error: msg("forms.state.invalid"),
});
export const GenderSchema = z.enum(GENDERS, { error: msg("forms.gender.invalid") });
export const SellerTypeSchema = z.enum(SELLER_TYPES, { error: msg("forms.sellerType.invalid") });

// http(s) only: a `javascript:` address would run when a buyer clicks it
// (docs/decisions/008-security-review.md).
export const WebsiteSchema = z
  .url({ protocol: /^https?$/, error: msg("forms.website.invalid") })
  .max(200, msg("forms.text.atMost", { max: 200 }));

/** Whole years between `born` (YYYY-MM-DD) and `today`, by the calendar. */
export function ageOn(born: string, today = new Date()): number {
  const [y, m, d] = born.split("-").map(Number);
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** Whether `value` (YYYY-MM-DD) names a day that exists (no 31 June, no 29 February 2023). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A date of birth (YYYY-MM-DD): a real date, not in the future, age 16 to 120 today. */
export const DateOfBirthSchema = z
  .string({ error: msg("forms.dateOfBirth.required") })
  .trim()
  .refine(isCalendarDate, msg("forms.date.invalid"))
  .refine(
    (v) => !isCalendarDate(v) || v <= new Date().toISOString().slice(0, 10),
    msg("forms.dateOfBirth.future"),
  )
  .refine(
    (v) => !isCalendarDate(v) || v > new Date().toISOString().slice(0, 10) || ageOn(v) >= MIN_AGE,
    msg("forms.dateOfBirth.minAge", { min: MIN_AGE }),
  )
  .refine((v) => !isCalendarDate(v) || ageOn(v) <= MAX_AGE, msg("forms.dateOfBirth.real"));

/** Splits the form's text (one item per line, or separated by commas) into items. */
export function splitList(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A list of short items: trimmed, without empties or repeats, at most 20 of 100 characters. */
const ItemList = z
  .array(line(LIST_ITEM_MAX, msg("forms.list.itemAtMost", { max: LIST_ITEM_MAX })))
  .transform((items) => [...new Set(items.filter(Boolean))])
  .pipe(z.array(z.string()).max(LIST_MAX_ITEMS, msg("forms.list.atMost", { max: LIST_MAX_ITEMS })));

/** The same list typed into a textarea, one item per line (or comma-separated). */
const ItemListText = z.string().transform(splitList).pipe(ItemList);

const HoursLine = line(60, msg("forms.text.atMost", { max: 60 }));

/** Opening hours as a seller types them ("8am - 6pm", "Closed"). */
export const WorkingHoursSchema = z.object({
  weekdays: HoursLine,
  saturday: HoursLine,
  sunday: HoursLine,
});

/**
 * `/profile`'s form, every field at once: an empty optional field clears it. The seller part
 * (sellerType to website) is applied only to sellers. `currentPassword` is asked for when the
 * e-mail changes.
 */
export const ProfileFormSchema = z.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  email: EmailSchema,
  currentPassword: z.string().max(128).optional(),
  phone: PhoneSchema.optional(),
  /** The box "Buyers may message me on WhatsApp": unticked is off. */
  whatsapp: z.boolean().default(false),
  state: StateSchema.optional(),
  city: line(80).optional(),
  address: line(200).optional(),
  dateOfBirth: DateOfBirthSchema.optional(),
  gender: GenderSchema.optional(),
  bio: paragraph(BIO_MAX).optional(),
  sellerType: SellerTypeSchema.optional(),
  businessName: line(120).optional(),
  description: paragraph(2000).optional(),
  services: ItemListText.optional(),
  certifications: ItemListText.optional(),
  workingHours: z
    .object({
      weekdays: HoursLine.optional(),
      saturday: HoursLine.optional(),
      sunday: HoursLine.optional(),
    })
    .optional(),
  website: WebsiteSchema.optional(),
});
export type ProfileForm = z.output<typeof ProfileFormSchema>;

/** `""` and `null` clear the field; absent leaves it as it is. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? null : v), schema.nullable()).optional();

/**
 * What GET /api/users/profile answers besides the fields a user owns: a client may send the
 * whole object back (docs/product.md#api, "whole profile object"). These are ignored, except the
 * `PROFILE_GUARDED_FIELDS`, which are refused when they differ from the account's.
 */
export const PROFILE_READ_ONLY_FIELDS = [
  "id",
  "role",
  "status",
  "plan",
  "subscription",
  "emailVerified",
  "twoFactorEnabled",
  "phoneVerified",
  "verified",
  "createdAt",
  "avatar",
  "coverImage",
  "profileImage",
  "pendingEmail",
  "verificationLevel",
  "trustScore",
  "activeListing",
  "activeListings",
  "totalListings",
  "totalViews",
  "averageRating",
  "totalReviews",
  "joinDate",
  "responseRate",
  "soldCars",
  "subscriptionExpiry",
  "uploadsUsed",
  "uploadsLimit",
  "nextBillingDate",
] as const;

/** Read-only fields a client cannot change by sending another value: refused with 400. */
export const PROFILE_GUARDED_FIELDS = ["id", "role", "status", "plan", "subscription"] as const;

/**
 * `PUT /api/users/profile`: any of the fields a user owns (unknown fields are refused, the
 * read-only ones of GET are ignored). A new `email` is only requested: it takes effect when
 * the link mailed to it is opened; `currentPassword` is required for it when the account has
 * a password.
 */
export const ProfileUpdateSchema = z
  .object({
    firstName: FirstNameSchema.optional(),
    lastName: LastNameSchema.optional(),
    email: EmailSchema.optional(),
    currentPassword: z.string().max(128).optional(),
    phone: clearable(PhoneSchema),
    whatsapp: z.boolean({ error: "whatsapp is true or false" }).optional(),
    state: clearable(StateSchema),
    city: clearable(line(80)),
    address: clearable(line(200)),
    dateOfBirth: clearable(DateOfBirthSchema),
    gender: clearable(GenderSchema),
    bio: clearable(paragraph(BIO_MAX)),
    accountType: AccountTypeSchema.optional(),
    sellerType: SellerTypeSchema.optional(),
    businessName: clearable(line(120)),
    description: clearable(paragraph(2000)),
    services: ItemList.optional(),
    certifications: ItemList.optional(),
    workingHours: WorkingHoursSchema.nullable().optional(),
    website: clearable(WebsiteSchema),
    ...(Object.fromEntries(PROFILE_READ_ONLY_FIELDS.map((f) => [f, z.unknown().optional()])) as {
      [K in (typeof PROFILE_READ_ONLY_FIELDS)[number]]: z.ZodOptional<z.ZodUnknown>;
    }),
  })
  .strict();

const PREFERENCE_FIELDS = {
  emailNotifications: z.boolean({ error: "emailNotifications is true or false" }),
  smsNotifications: z.boolean({ error: "smsNotifications is true or false" }),
  marketingEmails: z.boolean({ error: "marketingEmails is true or false" }),
  newInquiryAlerts: z.boolean({ error: "newInquiryAlerts is true or false" }),
  weeklyReports: z.boolean({ error: "weeklyReports is true or false" }),
  language: z.enum(LANGUAGES, { error: msg("forms.language.invalid") }),
  timezone: z.enum(TIMEZONES, { error: msg("forms.timezone.invalid") }),
  currency: z.enum(CURRENCIES, { error: msg("forms.currency.invalid") }),
};

/**
 * `/profile?tab=preferences`'s form (docs/product.md#data, Preferences): an unticked box is off.
 */
export const PreferencesFormSchema = z.object({
  emailNotifications: PREFERENCE_FIELDS.emailNotifications.default(false),
  smsNotifications: PREFERENCE_FIELDS.smsNotifications.default(false),
  marketingEmails: PREFERENCE_FIELDS.marketingEmails.default(false),
  newInquiryAlerts: PREFERENCE_FIELDS.newInquiryAlerts.default(false),
  weeklyReports: PREFERENCE_FIELDS.weeklyReports.default(false),
  language: PREFERENCE_FIELDS.language,
  timezone: PREFERENCE_FIELDS.timezone,
  currency: PREFERENCE_FIELDS.currency.default("NGN"),
});

/** `PUT /api/users/preferences`: any of the preferences; the others stay as they are. */
export const PreferencesUpdateSchema = z
  .object({
    emailNotifications: PREFERENCE_FIELDS.emailNotifications.optional(),
    smsNotifications: PREFERENCE_FIELDS.smsNotifications.optional(),
    marketingEmails: PREFERENCE_FIELDS.marketingEmails.optional(),
    newInquiryAlerts: PREFERENCE_FIELDS.newInquiryAlerts.optional(),
    weeklyReports: PREFERENCE_FIELDS.weeklyReports.optional(),
    language: PREFERENCE_FIELDS.language.optional(),
    timezone: PREFERENCE_FIELDS.timezone.optional(),
    currency: PREFERENCE_FIELDS.currency.optional(),
  })
  .strict();
export type PreferencesUpdate = z.output<typeof PreferencesUpdateSchema>;

/**
 * Account deletion on the dashboard: `DELETE /api/users/delete-account`'s body (the password,
 * the 2FA code when it is on) and the tick that confirms it.
 */
export const DeleteAccountFormSchema = DeleteAccountSchema.extend({
  confirm: z.literal("on", { error: msg("forms.deleteAccount.confirm") }),
});

/**
 * The body of a phone code check: `code`, the 6 digits of the SMS. The Verification page
 * takes out spaces people type first; `POST /api/user/verification/phone/verify` reads it as is.
 */
export const PhoneCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: msg("forms.code.sms") }),
});
