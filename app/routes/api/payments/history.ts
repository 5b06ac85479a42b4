/**
 * `GET /api/payments/history[?type=subscription|featured_listing]` (signed in): the caller's
 * payments, newest first, as an array of `{id, reference, type, description, amount, status,
 * date, method}` (docs/product.md#data, Payment record; amount in naira).
 */
import { z } from "zod";
import { PaymentSchema } from "~/lib/billing/answers-billing";
import { TRANSACTION_TYPES } from "~/lib/vocabulary/domain-billing";
import { paymentHistory } from "~/models/billing/payments.server";
import { apiAnswer, apiError, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/history";
import { msg } from "~/i18n/messages";

export const HistoryQuerySchema = z.object({
  type: z
    .enum(["all", ...TRANSACTION_TYPES])
    .default("all")
    .describe("Only subscription payments, or only boosts (`featured_listing`); all by default."),
});

const openapi = operations({
  get: {
    operationId: "listPayments",
    tag: "Payments",
    summary:
      "The caller's subscription and boost payments, newest first (at most 500; card checks are left out).",
    auth: "bearer",
    query: HistoryQuerySchema,
    answer: z.array(PaymentSchema),
    errors: { ...AUTH_ERRORS, 400: "An unknown type." },
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const user = await requireApiUser(request);
      const query = HistoryQuerySchema.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!query.success) return apiError(400, msg("refusals.api.paymentType"));
      const rows = await paymentHistory(user.id, query.data.type);
      return apiAnswer(
        openapi.get,
        rows.map(({ receiptNumber: _r, item: _i, ...row }) => row),
      );
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
