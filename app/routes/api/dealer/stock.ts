/**
 * `GET /api/dealer/stock` (an API key with `stock:read`): the dealer's cars, oldest change first,
 * `updatedSince` to read only what changed, paged by `cursor` (docs/decisions/033-dealer-api-keys.md).
 */
import { z } from "zod";
import { StockCarSchema, StockQuerySchema } from "~/lib/account/answers-dealer";
import { listStock } from "~/models/dealer/stock.server";
import { apiAnswer, methods, readQueryWith } from "~/request/api.server";
import { requireApiKey } from "~/request/api-key.server";
import { operations } from "~/request/openapi.server";
import { KEY_ERRORS } from "./key-errors";
import type { Route } from "./+types/stock";

const openapi = operations({
  get: {
    operationId: "listDealerStock",
    tag: "Dealers",
    summary:
      "Your stock, oldest change first: `data {cars, nextCursor}`. With `updatedSince`, only the cars changed after it; `nextCursor` (null on the last page) continues.",
    auth: "apiKey",
    query: StockQuerySchema,
    answer: z.object({ cars: z.array(StockCarSchema), nextCursor: z.string().nullable() }),
    errors: { ...KEY_ERRORS, 400: "A query value is not valid, or the cursor is not one of ours." },
  },
});

const api = methods(
  {
    GET: async ({ request, context }: Route.LoaderArgs) => {
      const key = await requireApiKey(request, "stock:read", context?.clientIp ?? null);
      const query = readQueryWith(request, StockQuerySchema);
      const page = await listStock(key.user.id, {
        updatedSince: query.updatedSince ? new Date(query.updatedSince) : undefined,
        cursor: query.cursor,
        limit: query.limit,
      });
      return apiAnswer(openapi.get, page);
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
