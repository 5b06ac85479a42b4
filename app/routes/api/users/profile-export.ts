/**
 * `GET /api/users/profile/export` (the NDPA right of access): everything we hold
 * about the signed-in user, as `data` (models/account/export.server.ts; the same document as
 * the dashboard's "Download my data"). Never cached; no password, token or secret in it.
 */
import { exportAccountData } from "~/models/account/export.server";
import { AccountExportSchema } from "~/lib/account/answers-account";
import { apiAnswer, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/profile-export";

const openapi = operations({
  get: {
    operationId: "exportMyData",
    tag: "Users",
    summary:
      "Everything we hold about you (NDPA right of access), as `data`: your account, preferences, listings (with photo URLs), saved cars and searches, conversations (with messages), reviews, reports, payments, saved cards, billing profile, subscription, sessions, security events, notifications, verification documents, recent activity, sign-in providers, two-factor status and newsletter. Never passwords, tokens or secrets.",
    auth: "bearer",
    answer: AccountExportSchema,
    errors: AUTH_ERRORS,
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const user = await requireApiUser(request);
      return apiAnswer(openapi.get, await exportAccountData(user.id), "Your data");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
