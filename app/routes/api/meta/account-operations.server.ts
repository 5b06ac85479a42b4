/**
 * The operations of the signed-in account's own data: in-app notifications,
 * preferences and the data export. Part of API_OPERATIONS (api-operations.server.ts).
 */
import { PreferencesUpdateSchema } from "~/lib/profile-schema";
import { MarkReadSchema } from "../notifications/read";
import { AUTH_ERRORS, BAD_BODY, type ApiOperation } from "./api-operation.server";

export const ACCOUNT_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/notifications",
    tag: "Users",
    summary:
      "The caller's in-app notifications, newest first: `data {notifications: [{id, type (message, listing_approved, listing_rejected, payment_succeeded, payment_failed, verification_decided, security_alert), title, body, link, read, createdAt}], unreadCount, nextBefore}`. Page with `?limit=` (1-100, default 30) and `?before=` (the previous page's nextBefore).",
    auth: "bearer",
    errors: { ...AUTH_ERRORS, 400: "A malformed `limit` or `before`." },
  },
  {
    method: "put",
    path: "/api/notifications/read",
    tag: "Users",
    summary:
      "Marks notifications read: `{ids}` (the caller's; others' ids change nothing) or, with no body, all of them. `data {marked, unreadCount}`.",
    auth: "bearer",
    body: MarkReadSchema,
    errors: { ...BAD_BODY, ...AUTH_ERRORS },
  },
  {
    method: "get",
    path: "/api/users/preferences",
    tag: "Users",
    summary:
      "Your preferences: `data {emailNotifications, smsNotifications, marketingEmails, newInquiryAlerts, weeklyReports, language (en, ha, yo, ig), timezone (Africa/Lagos, UTC)}`. No currency: prices stay in naira.",
    auth: "bearer",
    errors: AUTH_ERRORS,
  },
  {
    method: "put",
    path: "/api/users/preferences",
    tag: "Users",
    summary:
      "Saves the preferences sent (the others stay as they are); answers them all. The mail and SMS jobs honour them (account messages always go).",
    auth: "bearer",
    body: PreferencesUpdateSchema,
    errors: { ...BAD_BODY, ...AUTH_ERRORS },
  },
  {
    method: "get",
    path: "/api/users/profile/export",
    tag: "Users",
    summary:
      "Everything we hold about you (NDPA right of access): `data {account, preferences, listings (with photo URLs), savedCars, conversations (with messages), reviewsWritten, reviewsReceived, reportsFiled, payments, savedCards, billingProfile, subscription, sessions, securityEvents, notifications, verificationDocuments, recentActivity, signInProviders, twoFactor, newsletter}`. Never passwords, tokens or secrets.",
    auth: "bearer",
    errors: AUTH_ERRORS,
  },
];
