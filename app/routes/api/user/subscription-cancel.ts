/**
 * `POST /api/user/subscription/cancel` (signed in): cancels at the period end; the plan stays
 * until then and no renewal is charged. Answers the Subscription record. No paid plan 404;
 * already cancelled 409.
 */
import { cancelSubscription, subscriptionRecord } from "~/models/billing/subscriptions.server";
import { SubscriptionSchema } from "~/lib/account/answers-account-security";
import { apiAnswer, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/subscription-cancel";

const openapi = operations({
  post: {
    operationId: "cancelSubscription",
    tag: "Payments",
    summary:
      "Cancels the paid plan at the end of its period (it stays until then; no renewal is charged). Answers the Subscription record.",
    auth: "bearer",
    answer: SubscriptionSchema,
    errors: {
      ...AUTH_ERRORS,
      404: "The caller has no paid plan.",
      409: "Already cancelled.",
    },
  },
});

const api = methods(
  {
    POST: async ({ request }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      await cancelSubscription(user.id);
      return apiAnswer(
        openapi.post,
        await subscriptionRecord(user),
        "Your plan will end at the end of this period",
      );
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
