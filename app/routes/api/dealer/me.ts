/**
 * `GET /api/dealer/me` (an API key): which key is calling and for which dealer, so a dealer's
 * system can check its key and scopes before it syncs (docs/decisions/033-dealer-api-keys.md).
 */
import { z } from "zod";
import { API_KEY_SCOPES } from "~/lib/vocabulary/domain";
import { apiAnswer, methods } from "~/request/api.server";
import { requireApiKey } from "~/request/api-key.server";
import { operations } from "~/request/openapi.server";
import type { Route } from "./+types/me";

const openapi = operations({
  get: {
    operationId: "getDealerKey",
    tag: "Dealers",
    summary:
      "The calling API key and its dealer: `data {key {name, prefix, scopes}, dealer {id, businessName}}`.",
    auth: "apiKey",
    answer: z.object({
      key: z.object({
        name: z.string(),
        prefix: z.string(),
        scopes: z.array(z.enum(API_KEY_SCOPES)),
      }),
      dealer: z.object({ id: z.string(), businessName: z.string().nullable() }),
    }),
    errors: {
      401: "No API key, or not a valid live one.",
      429: "This key's rate limit is reached: wait `Retry-After` seconds.",
    },
  },
});

const api = methods(
  {
    GET: async ({ request, context }: Route.LoaderArgs) => {
      const holder = await requireApiKey(request, undefined, context?.clientIp ?? null);
      return apiAnswer(openapi.get, {
        key: { name: holder.name, prefix: holder.prefix, scopes: holder.scopes },
        dealer: { id: holder.user.id, businessName: holder.user.businessName },
      });
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
