/**
 * `GET /api/user/sessions` (signed in): the product's Session list `[{id, device, location,
 * ipAddress, lastActive, current, trusted}]` with `browser`, `os`, `deviceType`, `createdAt`
 * and `expiresAt`; the calling session first (`current: true`). `location` is null: no IP
 * geolocation database is kept.
 *
 * `DELETE /api/user/sessions` ends every other session (`data {ended}`).
 */
import { listSessions, signOutOtherSessions } from "~/models/security/center.server";
import { z } from "zod";
import { SessionSchema } from "~/lib/account/answers-account-security";
import { apiAnswer, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/sessions";
import { plural } from "~/lib/format/plural";

const openapi = operations({
  get: {
    operationId: "listSessions",
    tag: "Security",
    summary:
      "Your live sessions, the calling one first: `data [{id, device, browser, os, deviceType, location (null: no IP geolocation is kept), ipAddress, createdAt, lastActive, expiresAt, current, trusted}]`.",
    auth: "bearer",
    answer: z.array(SessionSchema),
    errors: AUTH_ERRORS,
  },
  delete: {
    operationId: "revokeOtherSessions",
    tag: "Security",
    summary: "Ends every session but the calling one: `data {ended}`.",
    auth: "bearer",
    answer: z.object({
      ended: z.number().int().min(0).describe("How many other sessions were ended."),
    }),
    errors: AUTH_ERRORS,
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const user = await requireApiUser(request);
      return apiAnswer(openapi.get, await listSessions(user.id, user.sessionId));
    },
    DELETE: async ({ request }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const ended = await signOutOtherSessions(user.id, user.sessionId);
      return apiAnswer(
        openapi.delete,
        { ended },
        `${plural(ended, { one: "other session", other: "other sessions" })} ended`,
      );
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
