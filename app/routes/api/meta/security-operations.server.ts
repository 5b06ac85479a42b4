/**
 * The operations of the Security Center and two-factor sign-in
 * (docs/decisions/012-security-center.md). Part of API_OPERATIONS (api-operations.server.ts).
 */
import { z } from "zod";
import { ApiTwoFactorLoginSchema } from "~/lib/api-schemas";
import { DisableTwoFactorSchema, EnableTwoFactorSchema } from "~/lib/auth-schemas";
import { AUTH_ERRORS, BAD_BODY, type ApiOperation } from "./api-operation.server";

const NO_SESSION = { 404: "No such session of yours." };

export const SECURITY_OPERATIONS: ApiOperation[] = [
  {
    method: "post",
    path: "/api/auth/login/2fa",
    tag: "Auth",
    summary:
      "The second step of a sign-in with two-factor authentication on: `challengeToken` from `POST /api/auth/login` (valid 5 minutes, used once) and `code` (the authenticator app's 6 digits, or an unused recovery code). `data {token, user, expiresAt}` as a sign-in.",
    body: ApiTwoFactorLoginSchema,
    errors: {
      ...BAD_BODY,
      400: "The code is not correct (the challenge stays usable), or a field is not valid.",
      401: "The challenge is unknown, used or expired: sign in again.",
      403: "The account is suspended.",
      429: "Too many codes tried (10 per 15 minutes), or the app's codes are paused for 24 hours after 30 wrong codes in a day (the message says until when; recovery codes still work).",
    },
  },
  {
    method: "get",
    path: "/api/user/security",
    tag: "Security",
    summary:
      "The spec's Security data from the records: `data {lastPasswordChange, twoFactorEnabled, trustedDevices, suspiciousActivity (unanswered warnings of 30 days), accountLockouts, fraudScore (0-100), securityScore (0-100: 2FA 30, password under a year old 15, e-mail 15, phone 15, no unanswered alerts 25), emailVerified, phoneVerified, activeSessions, checks [{id, done, points, text, href}], alerts [{id, type, severity, title, description, ipAddress, device, createdAt, reviewed, reported, canReport}]}`.",
    auth: "bearer",
    errors: AUTH_ERRORS,
  },
  {
    method: "get",
    path: "/api/user/sessions",
    tag: "Security",
    summary:
      "Your live sessions, the calling one first: `data [{id, device, browser, os, deviceType, location (null: no IP geolocation is kept), ipAddress, createdAt, lastActive, expiresAt, current, trusted}]`.",
    auth: "bearer",
    errors: AUTH_ERRORS,
  },
  {
    method: "delete",
    path: "/api/user/sessions",
    tag: "Security",
    summary: "Ends every session but the calling one: `data {ended}`.",
    auth: "bearer",
    errors: AUTH_ERRORS,
  },
  {
    method: "delete",
    path: "/api/user/sessions/{id}",
    tag: "Security",
    summary: "Ends one of your sessions; its token stops working at once.",
    auth: "bearer",
    errors: { ...AUTH_ERRORS, ...NO_SESSION },
  },
  {
    method: "patch",
    path: "/api/user/sessions/{id}",
    tag: "Security",
    summary:
      "Marks the session's device trusted (`{trusted: true}`) or not: a trusted device signs in from any network without an alert.",
    auth: "bearer",
    body: z.object({ trusted: z.boolean() }),
    errors: { ...BAD_BODY, ...AUTH_ERRORS, ...NO_SESSION },
  },
  {
    method: "post",
    path: "/api/user/2fa/setup",
    tag: "Security",
    summary:
      "Starts two-factor set-up: `data {secret (base32), otpauthUrl}` for an authenticator app (TOTP, 6 digits, 30 s, SHA-1). Again replaces a set-up not yet confirmed.",
    auth: "bearer",
    errors: { ...AUTH_ERRORS, 409: "Two-factor authentication is already on." },
  },
  {
    method: "post",
    path: "/api/user/2fa/enable",
    tag: "Security",
    summary:
      "Turns two-factor authentication on with a code from the app: `data {recoveryCodes}`, ten single-use codes shown this once. The owner is mailed.",
    auth: "bearer",
    body: EnableTwoFactorSchema,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      400: "The code is not correct, or no set-up was started.",
      409: "Two-factor authentication is already on.",
      429: "Too many codes tried.",
    },
  },
  {
    method: "post",
    path: "/api/user/2fa/disable",
    tag: "Security",
    summary:
      "Turns two-factor authentication off with the password and a code (the app's or a recovery code). The owner is mailed.",
    auth: "bearer",
    body: DisableTwoFactorSchema,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      400: "Wrong password or code, or two-factor authentication is not on.",
      429: "Too many attempts.",
    },
  },
];
