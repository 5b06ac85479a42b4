/**
 * `DELETE /api/user/api-keys/{id}` (signed in): revokes one of your API keys; the next request
 * made with it is refused, on every instance (docs/decisions/033-dealer-api-keys.md).
 */
import { ApiKeySchema } from "~/lib/account/answers-account-security";
import { revokeApiKey } from "~/models/dealer/api-keys.server";
import { apiAnswer, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/api-key";

const openapi = operations({
  delete: {
    operationId: "revokeApiKey",
    tag: "Dealers",
    summary: "Revokes one of your API keys at once (`data` the key, now with `revokedAt`).",
    auth: "bearer",
    answer: ApiKeySchema,
    errors: { ...AUTH_ERRORS, 404: "No such key of yours." },
  },
});

const api = methods(
  {
    DELETE: async ({ request, params, context }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const revoked = await revokeApiKey({ ...user, ip: context?.clientIp ?? null }, params.id);
      return apiAnswer(openapi.delete, revoked, "API key revoked");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
