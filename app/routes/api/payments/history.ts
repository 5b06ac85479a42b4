/**
 * `GET /api/payments/history[?type=subscription|featured_listing]` (signed in): the caller's
 * payments, newest first, as an array of `{id, reference, type, description, amount, status,
 * date, method}` (docs/product.md#data, Payment record; amount in naira).
 */
import { z } from "zod";
import { TRANSACTION_TYPES } from "~/lib/domain-billing";
import { paymentHistory } from "~/models/billing/payments.server";
import { apiError, apiHandler, apiOk, methodNotAllowed } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/history";

export const HistoryQuerySchema = z.object({
  type: z.enum(["all", ...TRANSACTION_TYPES]).default("all"),
});

export const loader = apiHandler(async ({ request }: Route.LoaderArgs) => {
  const user = await requireApiUser(request);
  const query = HistoryQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return apiError(400, "type must be all, subscription or featured_listing");
  const rows = await paymentHistory(user.id, query.data.type);
  return apiOk(rows.map(({ receiptNumber: _r, ...row }) => row));
});

export const action = methodNotAllowed;
