/**
 * `GET /api/users/preferences`: the signed-in user's preferences (docs/product.md#data,
 * Preferences: emailNotifications, smsNotifications, marketingEmails, newInquiryAlerts,
 * weeklyReports, language, timezone, currency: NGN, or USD / EUR for an approximate amount
 * beside naira prices while an admin's rate is set; prices and payments stay in naira). `PUT`:
 * any of them; the others stay as they are. Answers them all.
 */
import { PreferencesUpdateSchema } from "~/lib/account/profile-schema";
import { getPreferences, updatePreferences } from "~/models/shared/preferences.server";
import { PreferencesSchema } from "~/lib/account/answers-account";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/preferences";

const openapi = operations({
  get: {
    operationId: "getPreferences",
    tag: "Users",
    summary:
      "Your preferences (the defaults until you save any). Prices and payments stay in naira; USD or EUR adds an approximate amount beside them on the site while an exchange rate is set.",
    auth: "bearer",
    answer: PreferencesSchema,
    errors: AUTH_ERRORS,
  },
  put: {
    operationId: "updatePreferences",
    tag: "Users",
    summary:
      "Saves the preferences sent (the others stay as they are); answers them all. The mail and SMS jobs honour them (account messages always go).",
    auth: "bearer",
    body: PreferencesUpdateSchema,
    answer: PreferencesSchema,
    errors: { ...BAD_BODY, ...AUTH_ERRORS },
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const user = await requireApiUser(request);
      return apiAnswer(openapi.get, await getPreferences(user.id));
    },
    PUT: async ({ request }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const patch = await readJsonWith(request, PreferencesUpdateSchema);
      return apiAnswer(openapi.put, await updatePreferences(user.id, patch), "Preferences saved");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
