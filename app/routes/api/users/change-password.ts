/**
 * `POST /api/users/change-password` `{ currentPassword, newPassword }`: 400 on a wrong current
 * password or a common new one, 429 after too many tries (counted like sign-in); other
 * sessions end, this one stays, and the owner is mailed.
 */
import { ChangePasswordSchema } from "~/lib/account/auth-schemas";
import { changePassword } from "~/models/account/passwords.server";
import { z } from "zod";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations, RATE_LIMITED } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import { clientInfo } from "~/request/two-factor-challenge.server";
import type { Route } from "./+types/change-password";

const openapi = operations({
  post: {
    operationId: "changePassword",
    tag: "Users",
    summary: "Changes your password; your other sessions end.",
    auth: "bearer",
    body: ChangePasswordSchema,
    answer: z.null(),
    errors: { ...BAD_BODY, ...AUTH_ERRORS, ...RATE_LIMITED },
  },
});

const api = methods(
  {
    POST: async ({ request, context }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const body = await readJsonWith(request, ChangePasswordSchema);
      await changePassword(user, body.currentPassword, body.newPassword, user.sessionId, {
        ...clientInfo(request, context),
        sessionId: user.sessionId,
      });
      return apiAnswer(openapi.post, null, "Password changed");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
