/**
 * `GET /api/users/preferences`: the signed-in user's preferences (docs/product.md#data,
 * Preferences: emailNotifications, smsNotifications, marketingEmails, newInquiryAlerts,
 * weeklyReports, language, timezone; no currency, prices stay in naira). `PUT`: any of them;
 * the others stay as they are. Answers them all.
 */
import { PreferencesUpdateSchema } from "~/lib/profile-schema";
import { getPreferences, updatePreferences } from "~/models/shared/preferences.server";
import { apiOk, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/preferences";

const openapi = operations({
  get: {
    tag: "Users",
    summary:
      "Your preferences: `data {emailNotifications, smsNotifications, marketingEmails, newInquiryAlerts, weeklyReports, language (en, ha, yo, ig), timezone (Africa/Lagos, UTC)}`. No currency: prices stay in naira.",
    auth: "bearer",
    errors: AUTH_ERRORS,
  },
  put: {
    tag: "Users",
    summary:
      "Saves the preferences sent (the others stay as they are); answers them all. The mail and SMS jobs honour them (account messages always go).",
    auth: "bearer",
    body: PreferencesUpdateSchema,
    errors: { ...BAD_BODY, ...AUTH_ERRORS },
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const user = await requireApiUser(request);
      return apiOk(await getPreferences(user.id));
    },
    PUT: async ({ request }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const patch = await readJsonWith(request, PreferencesUpdateSchema);
      return apiOk(await updatePreferences(user.id, patch), "Preferences saved");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
