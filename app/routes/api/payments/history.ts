/**
 * `GET /api/payments/history[?type=subscription|featured_listing]` (signed in): the caller's
 * payments, newest first, as an array of `{id, reference, type, description, amount, status,
 * date, method}` (docs/product.md#data, Payment record; amount in naira).
 */
import { z } from "zod";
import { TRANSACTION_TYPES } from "~/lib/domain-billing";
import { paymentHistory } from "~/models/billing/payments.server";
import { apiError, apiOk, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/history";

export const HistoryQuerySchema = z.object({
  type: z.enum(["all", ...TRANSACTION_TYPES]).default("all"),
});

const openapi = operations({
  get: {
    tag: "Payments",
    summary:
      "The caller's payments, newest first: `data` is an array of {id, reference, type (subscription, featured_listing), description, amount (naira), status, date, method}.",
    auth: "bearer",
    query: { type: "all (default), subscription or featured_listing." },
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
      if (!query.success)
        return apiError(400, "type must be all, subscription or featured_listing");
      const rows = await paymentHistory(user.id, query.data.type);
      return apiOk(rows.map(({ receiptNumber: _r, item: _i, ...row }) => row));
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
