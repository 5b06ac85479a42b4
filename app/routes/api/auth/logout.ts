/** `POST /api/auth/logout`: ends the session of the Bearer token (or cookie). */
import { msg } from "~/i18n/messages";
import { revokeSessionToken } from "~/models/identity/sessions.server";
import { apiAnswer, methods } from "~/request/api.server";
import { z } from "zod";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { getSessionToken, requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/logout";

const openapi = operations({
  post: {
    operationId: "signOut",
    tag: "Auth",
    summary: "Ends this token's session.",
    auth: "bearer",
    answer: z.null(),
    errors: AUTH_ERRORS,
  },
});

const api = methods(
  {
    POST: async ({ request }: Route.ActionArgs) => {
      await requireApiUser(request);
      const token = await getSessionToken(request);
      if (token) await revokeSessionToken(token);
      return apiAnswer(openapi.post, null, msg("auth.api.signedOut"));
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
