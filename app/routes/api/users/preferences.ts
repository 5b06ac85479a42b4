/**
 * `GET /api/users/preferences`: the signed-in user's preferences (docs/product.md#data,
 * Preferences: emailNotifications, smsNotifications, marketingEmails, newInquiryAlerts,
 * weeklyReports, language, timezone; no currency, prices stay in naira). `PUT`: any of them;
 * the others stay as they are. Answers them all.
 */
import { PreferencesUpdateSchema } from "~/lib/profile-schema";
import { getPreferences, updatePreferences } from "~/models/shared/preferences.server";
import { apiError, apiHandler, apiOk, readJsonWith } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/preferences";

export const loader = apiHandler(async ({ request }: Route.LoaderArgs) => {
  const user = await requireApiUser(request);
  return apiOk(await getPreferences(user.id));
});

export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "PUT") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  const patch = await readJsonWith(request, PreferencesUpdateSchema);
  return apiOk(await updatePreferences(user.id, patch), "Preferences saved");
});
