/**
 * `POST /api/user/subscription/cancel` (signed in): cancels at the period end; the plan stays
 * until then and no renewal is charged. Answers the Subscription record. No paid plan 404;
 * already cancelled 409.
 */
import { cancelSubscription, subscriptionRecord } from "~/models/billing/subscriptions.server";
import { apiError, apiHandler, apiOk, methodNotAllowed } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/subscription-cancel";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  await cancelSubscription(user.id);
  return apiOk(await subscriptionRecord(user), "Your plan will end at the end of this period");
});
