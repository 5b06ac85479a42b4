/**
 * `DELETE /api/user/sessions/{id}` (signed in): ends one of your sessions; its token stops
 * working at once (ending the calling session signs this client out). `PATCH
 * /api/user/sessions/{id}` `{trusted: boolean}` marks the device trusted: its sign-ins raise
 * no new-device alert. Another user's or an unknown session is 404.
 */
import { z } from "zod";
import { revokeSession, setSessionTrusted } from "~/models/security/center.server";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/session";

const NO_SESSION = { 404: "No such session of yours." };

const TrustSchema = z.object({ trusted: z.boolean({ error: "trusted must be true or false" }) });

const openapi = operations({
  delete: {
    operationId: "revokeSession",
    tag: "Security",
    summary: "Ends one of your sessions; its token stops working at once.",
    auth: "bearer",
    answer: z.null(),
    errors: { ...AUTH_ERRORS, ...NO_SESSION },
  },
  patch: {
    operationId: "trustSession",
    tag: "Security",
    summary:
      "Marks the session's device trusted (`{trusted: true}`) or not: a trusted device signs in from any network without an alert.",
    auth: "bearer",
    body: TrustSchema,
    answer: z.object({ trusted: z.boolean() }),
    errors: { ...BAD_BODY, ...AUTH_ERRORS, ...NO_SESSION },
  },
});

const api = methods(
  {
    DELETE: async ({ request, params }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      await revokeSession(user.id, params.id);
      return apiAnswer(openapi.delete, null, "Session ended");
    },
    PATCH: async ({ request, params }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const { trusted } = await readJsonWith(request, TrustSchema);
      await setSessionTrusted(user.id, params.id, trusted);
      return apiAnswer(
        openapi.patch,
        { trusted },
        trusted ? "Device trusted" : "Device no longer trusted",
      );
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
