/**
 * `GET /api/user/api-keys` (signed in): the account's API keys, newest first, revoked ones
 * included (never a key itself). `POST /api/user/api-keys` `{name, scopes}` (a dealer, signed in):
 * makes a key and answers it once, `data {key, apiKey}` (docs/decisions/033-dealer-api-keys.md).
 */
import { z } from "zod";
import { ApiKeySchema } from "~/lib/account/answers-account-security";
import { ApiKeyInputSchema } from "~/lib/account/api-key-schema";
import { createApiKey, listApiKeys } from "~/models/dealer/api-keys.server";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/api-keys";

const openapi = operations({
  get: {
    operationId: "listApiKeys",
    tag: "Dealers",
    summary:
      "Your API keys, newest first, revoked ones included (`data` an array; never a key itself).",
    auth: "bearer",
    answer: z.array(ApiKeySchema),
    errors: AUTH_ERRORS,
  },
  post: {
    operationId: "createApiKey",
    tag: "Dealers",
    summary:
      "Makes an API key for your dealer account: `data {key, apiKey}`. `key` (`mmk_...`) is shown this once; only its hash is kept. Scopes: `stock:read`, `stock:write`, `leads:read`. At most 10 live keys.",
    auth: "bearer",
    body: ApiKeyInputSchema,
    answer: z.object({
      key: z.string().describe("The key, to put in `Authorization: Bearer`; never shown again."),
      apiKey: ApiKeySchema,
    }),
    created: true,
    secretAnswer: true,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      403: "Not a dealer's account (a seller with a business account), or a cross-site request.",
      409: "The account already has 10 live keys: revoke one first.",
    },
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const user = await requireApiUser(request);
      return apiAnswer(openapi.get, await listApiKeys(user.id));
    },
    POST: async ({ request, context }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const input = await readJsonWith(request, ApiKeyInputSchema);
      const made = await createApiKey({ ...user, ip: context?.clientIp ?? null }, input);
      return apiAnswer(openapi.post, made, "API key made: copy it now, it is not shown again");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
