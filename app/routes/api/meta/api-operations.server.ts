/**
 * Every operation of the JSON API (`API_OPERATIONS`: method, path, summary, body schema,
 * query and answers; messaging's in messaging-operations.server.ts, payments' in payment-operations.server.ts) and the browse query's parameters, described from the catalogue lists
 * its parser checks values against. openapi-document.server.ts builds the document from
 * them; a test checks the list against the route table.
 */
import { ApiLoginSchema, PhotoOrderSchema, VerifyEmailSchema } from "~/lib/api-schemas";
import { ProfileUpdateSchema } from "~/lib/profile-schema";
import {
  ApiRegisterSchema,
  ApiResetPasswordSchema,
  ChangePasswordSchema,
  DeleteAccountSchema,
  ForgotPasswordSchema,
} from "~/lib/auth-schemas";
import {
  BROWSE_LOCATIONS,
  CATEGORIES,
  CONDITIONS,
  FEATURES,
  FUEL_TYPES,
  MIN_YEAR,
  SORTS,
  STATES,
  TRANSMISSIONS,
  maxYear,
} from "~/lib/catalog";
import { DEFAULT_LIMIT, MAX_LIMIT, PRICE_BANDS } from "~/lib/filters";
import { ApiListingSchema } from "~/lib/listing-api-schema";
import { AUTH_ERRORS, BAD_BODY, type ApiOperation } from "./api-operation.server";
import { MESSAGING_OPERATIONS } from "./messaging-operations.server";
import { PAYMENT_OPERATIONS } from "./payment-operations.server";
import { TRUST_OPERATIONS } from "./trust-operations.server";
import { ACCOUNT_OPERATIONS } from "./account-operations.server";
import { SECURITY_OPERATIONS } from "./security-operations.server";
import { ADMIN_OPERATIONS } from "./admin-operations.server";

const listOf = (values: readonly { value: string }[]) => values.map((v) => v.value).join(", ");

/** The query of `GET /api/cars` and `/api/cars/search` (docs/product.md#api and more). */
export function browseParameters(now: Date) {
  const top = maxYear(now);
  const q = (name: string, description: string, schema: object) => ({
    name,
    in: "query",
    required: false,
    description,
    schema,
  });
  const whole = (min: number, max?: number) => ({ type: "integer", minimum: min, maximum: max });
  const list = (values: readonly { value: string }[]) =>
    `Comma-joined (or repeated) list of: ${listOf(values)}. Any of them matches.`;
  return [
    q("page", "Page number, from 1.", { ...whole(1, 10_000), default: 1 }),
    q("limit", `Cars per page, 1 to ${MAX_LIMIT}.`, {
      ...whole(1, MAX_LIMIT),
      default: DEFAULT_LIMIT,
    }),
    q(
      "search",
      "Words to find in the title, make, model, trim, year, city and state (`q` is an alias).",
      {
        type: "string",
        maxLength: 100,
      },
    ),
    q("category", `One of: ${CATEGORIES.map((c) => c.value).join(", ")}.`, {
      type: "string",
      enum: CATEGORIES.map((c) => c.value),
    }),
    q("make", "A make, e.g. `toyota` or `mercedes-benz`.", { type: "string", maxLength: 40 }),
    q("price", `A price band: ${PRICE_BANDS.map((b) => b.value).join(", ")} (millions of naira).`, {
      type: "string",
      enum: PRICE_BANDS.map((b) => b.value),
    }),
    q("minPrice", "Lowest price in naira.", whole(0, 10_000_000_000)),
    q("maxPrice", "Highest price in naira.", whole(0, 10_000_000_000)),
    q("minYear", `Earliest model year (${MIN_YEAR} to ${top}).`, whole(MIN_YEAR, top)),
    q("maxYear", `Latest model year (${MIN_YEAR} to ${top}).`, whole(MIN_YEAR, top)),
    q("minMileage", "Lowest mileage in km.", whole(0, 2_000_000)),
    q("maxMileage", "Highest mileage in km (unknown mileage counts as 0).", whole(0, 2_000_000)),
    q(
      "location",
      `A browse location (${listOf(BROWSE_LOCATIONS)}) or a state slug (${Object.keys(STATES).join(", ")}).`,
      { type: "string" },
    ),
    q("fuelType", list(FUEL_TYPES), { type: "string" }),
    q("transmission", list(TRANSMISSIONS), { type: "string" }),
    q("condition", list(CONDITIONS), { type: "string" }),
    q("features", `Comma-joined list of: ${listOf(FEATURES)}. Every one must be present.`, {
      type: "string",
    }),
    q("verified", "`true`: verified sellers only.", { type: "boolean" }),
    q(
      "sortBy",
      `A browse sort (${listOf(SORTS)}) or a field (price, year, mileage, date, popularity) with sortOrder.`,
      { type: "string", default: "relevance" },
    ),
    q("sortOrder", "With a field sortBy.", {
      type: "string",
      enum: ["asc", "desc"],
      default: "desc",
    }),
    q("userId", "One seller's listings; `me` (signed in) lists your own in every status.", {
      type: "string",
    }),
  ];
}

export const PAGE_PARAMETERS = [
  {
    name: "page",
    in: "query",
    required: false,
    schema: { type: "integer", minimum: 1, default: 1 },
  },
  {
    name: "limit",
    in: "query",
    required: false,
    schema: { type: "integer", minimum: 1, maximum: MAX_LIMIT },
  },
];

/** Every operation of the JSON API. */
export const API_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/health",
    tag: "System",
    summary:
      "Checks the database and the file storage with a round trip each: `data.database` and `data.storage`, `ok` or `unreachable` (an unreachable storage still answers 200: pages are served, uploads refused).",
    errors: { 503: "The database does not answer." },
  },
  { method: "get", path: "/api/openapi.json", tag: "System", summary: "This document." },
  {
    method: "get",
    path: "/api/cars",
    tag: "Cars",
    summary: "Browse: filtered, sorted, paged public cars (`data.cars`, `data.pagination`).",
    query: "browse",
    auth: "optional",
    errors: { 400: "A query value is not valid (`errors` by field)." },
  },
  {
    method: "post",
    path: "/api/cars",
    tag: "Cars",
    summary:
      'Creates a listing and submits it, counted against the monthly quota. It has no photo yet, so it waits out of the review queue (`data {id, status: "draft", awaitingPhotos: true}`) until its first photo (`POST /api/uploads/cars/{id}/images`) sends it to review.',
    auth: "bearer",
    body: ApiListingSchema,
    created: true,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      403: "Upload Limit Reached: the plan's monthly quota is used.",
    },
  },
  {
    method: "get",
    path: "/api/cars/featured",
    tag: "Cars",
    summary: "Boosted cars, newest boost first.",
    query: "page",
    errors: { 400: "`limit` is not valid." },
  },
  {
    method: "get",
    path: "/api/cars/search",
    tag: "Cars",
    summary: "Browse with a required search text (`q` or `search`).",
    query: "browse",
    errors: { 400: "No search text, or a query value is not valid." },
  },
  {
    method: "get",
    path: "/api/reviews",
    tag: "Users",
    summary:
      "Buyers' reviews of active sellers, newest first (the /reviews page's twin): `data.reviews` (`{id, rating, comment, date, buyer, seller {id, name}, car {make, model, year} | null, carPurchased}`), `data.pagination` and `data.makes` (the makes reviews are about).",
    query: {
      make: "Only reviews about a car of this make (any case), e.g. `Toyota`.",
      page: "Page number, from 1 (default 1).",
      limit: "Reviews per page, 1 to 50 (default 12).",
    },
    errors: { 400: "A query value is not valid (`errors` by parameter)." },
  },
  {
    method: "get",
    path: "/api/cars/{id}",
    tag: "Cars",
    summary: "A public car's detail.",
    errors: { 404: "No public car with this id." },
  },
  {
    method: "put",
    path: "/api/cars/{id}",
    tag: "Cars",
    summary:
      "Replaces a listing's details (owner or staff). Changing the title, description, features, colour, city, make, model, year or category of an approved listing sends it back to review (`data.status`).",
    auth: "bearer",
    body: ApiListingSchema,
    errors: { ...BAD_BODY, ...AUTH_ERRORS, 404: "Not found, or not yours." },
  },
  {
    method: "delete",
    path: "/api/cars/{id}",
    tag: "Cars",
    summary: "Deletes a listing (owner or staff).",
    auth: "bearer",
    errors: { ...AUTH_ERRORS, 404: "Not found, or not yours." },
  },
  {
    method: "post",
    path: "/api/auth/login",
    tag: "Auth",
    summary:
      "Signs in: `data.token` (a Bearer token), `data.user`, `data.expiresAt`. With two-factor authentication on: `data {twoFactorRequired: true, challengeToken}` and no session; finish with `POST /api/auth/login/2fa`.",
    body: ApiLoginSchema,
    errors: {
      ...BAD_BODY,
      401: "Invalid email or password.",
      403: "The account is suspended.",
      429: "Too many attempts.",
    },
  },
  {
    method: "post",
    path: "/api/auth/register",
    tag: "Auth",
    summary:
      "Signs up: creates the account and mails the e-mail confirmation link; `data.email`, no session (sign in with `POST /api/auth/login`). An address that already has an account gets the same answer and its owner a mail, so the answer never tells whether an address is registered.",
    body: ApiRegisterSchema,
    created: true,
    errors: {
      ...BAD_BODY,
      403: "Registration is closed for now.",
      429: "Too many sign-ups.",
    },
  },
  {
    method: "post",
    path: "/api/auth/logout",
    tag: "Auth",
    summary: "Ends this token's session.",
    auth: "bearer",
    errors: AUTH_ERRORS,
  },
  {
    method: "post",
    path: "/api/auth/refresh-token",
    tag: "Auth",
    summary: "Swaps the token for a new one; the old one stops working.",
    auth: "bearer",
    errors: AUTH_ERRORS,
  },
  {
    method: "post",
    path: "/api/auth/verify-email",
    tag: "Auth",
    summary: "Confirms the e-mail with the mailed token.",
    body: VerifyEmailSchema,
    errors: { ...BAD_BODY },
  },
  {
    method: "post",
    path: "/api/auth/forgot-password",
    tag: "Auth",
    summary: "Mails a reset link when the address has an account (same answer either way).",
    body: ForgotPasswordSchema,
    errors: { ...BAD_BODY, 429: "Too many requests." },
  },
  {
    method: "post",
    path: "/api/auth/reset-password",
    tag: "Auth",
    summary: "Sets a new password with the mailed token and ends every session.",
    body: ApiResetPasswordSchema,
    errors: { ...BAD_BODY },
  },
  {
    method: "post",
    path: "/api/uploads/cars/{id}/images",
    tag: "Uploads",
    summary:
      "Adds photos to your listing (checked by content, 10 MB each). The first photos of a listing waiting for them send it to review: `data.submitted`, `data.status`.",
    auth: "bearer",
    body: { multipart: ["carImages"] },
    created: true,
    errors: {
      ...AUTH_ERRORS,
      400: "A file is not a JPEG, PNG, WebP or HEIC photo.",
      403: "The plan's photo limit is reached.",
      404: "Not found, or not yours.",
      413: "A file is over 10 MB.",
    },
  },
  {
    method: "put",
    path: "/api/uploads/cars/{id}/images/reorder",
    tag: "Uploads",
    summary: "Orders your listing's photos; the first is the cover.",
    auth: "bearer",
    body: PhotoOrderSchema,
    errors: { ...BAD_BODY, ...AUTH_ERRORS, 404: "Not found, or not yours." },
  },
  {
    method: "delete",
    path: "/api/uploads/cars/{id}/images/{imageId}",
    tag: "Uploads",
    summary: "Removes one photo from your listing.",
    auth: "bearer",
    errors: {
      ...AUTH_ERRORS,
      404: "Not found, or not yours.",
      409: "The last photo of a listing in review or on sale stays.",
    },
  },
  {
    method: "post",
    path: "/api/uploads/avatar",
    tag: "Uploads",
    summary: "Sets your profile photo (`data.url`).",
    auth: "bearer",
    body: { multipart: ["avatar"] },
    errors: { ...AUTH_ERRORS, 400: "Not a photo.", 413: "Over the size limit." },
  },
  {
    method: "get",
    path: "/api/users/profile",
    tag: "Users",
    summary:
      "Your own profile as the spec's Profile screen reads it: firstName, lastName, email, phone, state, city, address, dateOfBirth, gender, bio, profileImage, verificationLevel (Full, Partial, None), subscription, trustScore, activeListings (and activeListing), totalListings, totalViews, averageRating, totalReviews, joinDate, responseRate, soldCars, subscriptionExpiry, pendingEmail, and the seller fields (sellerType, businessName, description, services, certifications, workingHours, website, coverImage).",
    auth: "bearer",
    errors: AUTH_ERRORS,
  },
  {
    method: "put",
    path: "/api/users/profile",
    tag: "Users",
    summary:
      'Updates the profile fields sent (or the whole object GET answered: its read-only fields are ignored, a different id, role, status or plan is refused). `""` or null clears a field. A new `email` is only requested: a confirmation link goes to it (`currentPassword` needed when the account has a password) and the answer\'s message says so; the e-mail stays until the link is opened. A new phone number is un-verified.',
    auth: "bearer",
    body: ProfileUpdateSchema,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      409: "The new e-mail belongs to another account.",
      429: "Too many e-mail changes or password tries.",
    },
  },
  {
    method: "post",
    path: "/api/users/change-password",
    tag: "Users",
    summary: "Changes your password; your other sessions end.",
    auth: "bearer",
    body: ChangePasswordSchema,
    errors: { ...BAD_BODY, ...AUTH_ERRORS },
  },
  {
    method: "delete",
    path: "/api/users/delete-account",
    tag: "Users",
    summary:
      "Deletes your account as the privacy policy says: profile, listings and photos, saved cars, documents, sessions and the content of your messages; payment records are kept without you. `code` (an authenticator or recovery code) is required when two-factor authentication is on.",
    auth: "bearer",
    body: DeleteAccountSchema,
    errors: { ...BAD_BODY, ...AUTH_ERRORS },
  },
  {
    method: "get",
    path: "/api/users/{id}/profile",
    tag: "Users",
    summary: "A seller's public profile with review average and count.",
    errors: { 404: "No such seller." },
  },
  {
    method: "get",
    path: "/api/users/{id}/listings",
    tag: "Users",
    summary: "A seller's active listings (`data` is an array; `pagination` beside it).",
    query: "page",
    errors: { 400: "`page` or `limit` is not valid.", 404: "No such seller." },
  },
  ...MESSAGING_OPERATIONS,
  ...PAYMENT_OPERATIONS,
  ...TRUST_OPERATIONS,
  ...ACCOUNT_OPERATIONS,
  ...SECURITY_OPERATIONS,
  ...ADMIN_OPERATIONS,
];
