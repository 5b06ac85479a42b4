/**
 * `POST /api/auth/refresh-token`: swaps the current token for a new one; the old token stops
 * working at once. The new session keeps the old one's kind and its expiry, fixed at sign-in:
 * refreshing never makes a session live longer (docs/decisions/008-security-review.md).
 */
import { msg } from "~/i18n/messages";
import { refreshSession } from "~/models/account/sign-in.server";
import { z } from "zod";
import { isoDateTime } from "~/lib/api/answers";
import { apiAnswer, apiError, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { getSessionToken, requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/refresh-token";

const openapi = operations({
  post: {
    operationId: "refreshToken",
    tag: "Auth",
    summary: "Swaps the token for a new one; the old one stops working.",
    auth: "bearer",
    answer: z.object({
      token: z.string().describe("The new Bearer token."),
      expiresAt: isoDateTime.describe("The session's expiry, unchanged since sign-in."),
    }),
    errors: AUTH_ERRORS,
  },
});

const api = methods(
  {
    POST: async ({ request, context }: Route.ActionArgs) => {
      await requireApiUser(request);
      const token = await getSessionToken(request);
      const session = token
        ? await refreshSession(token, {
            ip: context?.clientIp ?? null,
            userAgent: request.headers.get("user-agent"),
          })
        : null;
      if (!session) return apiError(401, msg("auth.api.signInToContinue"));
      return apiAnswer(
        openapi.post,
        { token: session.token, expiresAt: session.expiresAt.toISOString() },
        msg("auth.api.tokenRefreshed"),
      );
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
