/**
 * `GET /api/user/subscription` (signed in): the spec's Subscription record (docs/product.md#data)
 * `{plan, uploadsUsed, uploadsLimit, nextBillingDate, subscriptionStatus}` plus `billingCycle,
 * cancelAtPeriodEnd` (and the scheduled `nextPlan`, `nextBillingCycle`, `currentPeriodEnd`).
 * `subscriptionStatus` is `inactive` on the free plan.
 */
import { subscriptionRecord } from "~/models/billing/subscriptions.server";
import { apiHandler, apiOk, methodNotAllowed } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/subscription";

export const loader = apiHandler(async ({ request }: Route.LoaderArgs) => {
  const user = await requireApiUser(request);
  return apiOk(await subscriptionRecord(user));
});

export const action = methodNotAllowed;
