/**
 * `GET /api/user/subscription` (signed in): the product's Subscription record
 * (docs/product.md#data) `{plan, uploadsUsed, uploadsLimit, nextBillingDate, subscriptionStatus}` plus `billingCycle,
 * cancelAtPeriodEnd` (and the scheduled `nextPlan`, `nextBillingCycle`, `currentPeriodEnd`).
 * `subscriptionStatus` is `inactive` on the free plan.
 */
import { subscriptionRecord } from "~/models/billing/subscriptions.server";
import { SubscriptionSchema } from "~/lib/account/answers-account-security";
import { apiAnswer, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/subscription";

const openapi = operations({
  get: {
    operationId: "getSubscription",
    tag: "Payments",
    summary:
      "The Subscription record: {plan, uploadsUsed, uploadsLimit, nextBillingDate, subscriptionStatus (inactive on free, active, past_due while renewal retries run, cancelled), billingCycle, cancelAtPeriodEnd, nextPlan, nextBillingCycle, currentPeriodEnd}.",
    auth: "bearer",
    answer: SubscriptionSchema,
    errors: AUTH_ERRORS,
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const user = await requireApiUser(request);
      return apiAnswer(openapi.get, await subscriptionRecord(user));
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
