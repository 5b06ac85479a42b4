/**
 * `GET /api/users/profile/export` (the NDPA right of access): everything we hold
 * about the signed-in user, as `data` (models/account/export.server.ts; the same document as
 * the dashboard's "Download my data"). Never cached; no password, token or secret in it.
 */
import { exportAccountData } from "~/models/account/export.server";
import { apiOk, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/profile-export";

const openapi = operations({
  get: {
    tag: "Users",
    summary:
      "Everything we hold about you (NDPA right of access): `data {account, preferences, listings (with photo URLs), savedCars, conversations (with messages), reviewsWritten, reviewsReceived, reportsFiled, payments, savedCards, billingProfile, subscription, sessions, securityEvents, notifications, verificationDocuments, recentActivity, signInProviders, twoFactor, newsletter}`. Never passwords, tokens or secrets.",
    auth: "bearer",
    errors: AUTH_ERRORS,
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const user = await requireApiUser(request);
      return apiOk(await exportAccountData(user.id), "Your data");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
