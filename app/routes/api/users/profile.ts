/**
 * `GET /api/users/profile`: the signed-in user's profile as the product's Profile screen reads it
 * (docs/product.md#data: firstName, lastName, email, phone, state, city, address, dateOfBirth,
 * gender, bio, profileImage, verificationLevel, subscription, trustScore, activeListings,
 * totalListings, totalViews, averageRating, totalReviews, joinDate, responseRate, soldCars,
 * subscriptionExpiry, and the seller fields).
 *
 * `PUT`: any of the fields the user owns, or the whole object GET answered (its read-only
 * fields are ignored; a different id, role, status or plan is refused). A new `email` is only
 * requested: the answer is 200 with a message that a confirmation link went to it, and the
 * e-mail stays as it is until the link is opened (`currentPassword` is needed for it when the
 * account has a password; 409 when the address is taken). A new phone is un-verified.
 */
import { PROFILE_GUARDED_FIELDS, ProfileUpdateSchema } from "~/lib/account/profile-schema";
import {
  profileOverview,
  requestEmailChange,
  updateProfile,
  type ProfileChanges,
} from "~/models/account/profile.server";
import { ProfileSchema } from "~/lib/account/answers-account";
import {
  apiAnswer,
  apiError,
  apiValidationError,
  methods,
  readJsonWith,
} from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/profile";
import { msg } from "~/i18n/messages";

const openapi = operations({
  get: {
    operationId: "getMyProfile",
    tag: "Users",
    summary:
      "Your own profile as the product's Profile screen reads it: firstName, lastName, email, phone, state, city, address, dateOfBirth, gender, bio, profileImage, verificationLevel (Full, Partial, None), subscription, trustScore, activeListings (and activeListing), totalListings, totalViews, averageRating, totalReviews, joinDate, responseRate, soldCars, subscriptionExpiry, pendingEmail, and the seller fields (sellerType, businessName, description, services, certifications, workingHours, website, coverImage).",
    auth: "bearer",
    answer: ProfileSchema,
    errors: AUTH_ERRORS,
  },
  put: {
    operationId: "updateMyProfile",
    tag: "Users",
    summary:
      'Updates the profile fields sent (or the whole object GET answered: its read-only fields are ignored, a different id, role, status or plan is refused). `""` or null clears a field. A new `email` is only requested: a confirmation link goes to it (`currentPassword` needed when the account has a password) and the answer\'s message says so; the e-mail stays until the link is opened. A new phone number is un-verified.',
    auth: "bearer",
    body: ProfileUpdateSchema,
    answer: ProfileSchema,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      409: "The new e-mail belongs to another account.",
      429: "Too many e-mail changes or password tries.",
    },
  },
});

/** The account was deleted while its token was still in use: it no longer signs anyone in. */
const goneAccount = () => apiError(401, msg("auth.api.signInToContinue"));

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const user = await requireApiUser(request);
      const profile = await profileOverview(user.id);
      if (!profile) return goneAccount();
      return apiAnswer(openapi.get, profile);
    },
    PUT: async ({ request, context }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const patch = await readJsonWith(request, ProfileUpdateSchema);
      const current: Record<(typeof PROFILE_GUARDED_FIELDS)[number], string> = {
        id: user.id,
        role: user.role,
        status: user.status,
        plan: user.plan,
        subscription: user.plan,
      };
      for (const field of PROFILE_GUARDED_FIELDS) {
        if (patch[field] !== undefined && patch[field] !== current[field])
          return apiValidationError({ [field]: [`${field} cannot be changed here`] });
      }
      const changes: ProfileChanges = {
        firstName: patch.firstName,
        lastName: patch.lastName,
        phone: patch.phone,
        whatsapp: patch.whatsapp,
        state: patch.state,
        city: patch.city,
        address: patch.address,
        dateOfBirth: patch.dateOfBirth,
        gender: patch.gender,
        bio: patch.bio,
        accountType: patch.accountType,
        sellerType: patch.sellerType,
        businessName: patch.businessName,
        description: patch.description,
        services: patch.services,
        certifications: patch.certifications,
        workingHours: patch.workingHours,
        website: patch.website,
      };
      const requested =
        patch.email && patch.email !== user.email.toLowerCase()
          ? await requestEmailChange(user, patch.email, patch.currentPassword)
          : null;
      await updateProfile(user.id, changes, {
        ip: context?.clientIp ?? null,
        userAgent: request.headers.get("user-agent"),
        sessionId: user.sessionId,
      });
      const profile = await profileOverview(user.id);
      if (!profile) return goneAccount();
      return apiAnswer(
        openapi.put,
        profile,
        requested
          ? `Profile updated. We sent a confirmation link to ${requested}; your e-mail stays ${user.email} until it is opened.`
          : "Profile updated",
      );
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
