/**
 * `PUT /api/notifications/read` (signed in) `{ids?: uuid[]}`: marks those of the caller's
 * notifications read (others' ids change nothing), or all of them when `ids` is absent.
 * `data {marked, unreadCount}`.
 */
import { z } from "zod";
import {
  markNotificationsRead,
  unreadNotificationCount,
} from "~/models/shared/notifications.server";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/read";

export const MarkReadSchema = z.object({
  ids: z
    .array(z.uuid({ error: "Each id must be a notification id" }))
    .max(100)
    .optional(),
});

const openapi = operations({
  put: {
    operationId: "markNotificationsRead",
    tag: "Notifications",
    summary:
      "Marks notifications read: `{ids}` (the caller's; others' ids change nothing) or, with no body, all of them. `data {marked, unreadCount}`.",
    auth: "bearer",
    body: MarkReadSchema,
    answer: z.object({
      marked: z.number().int().min(0).describe("Notifications that were unread and now are read."),
      unreadCount: z.number().int().min(0).describe("Unread notifications left."),
    }),
    errors: { ...BAD_BODY, ...AUTH_ERRORS },
  },
});

const api = methods(
  {
    PUT: async ({ request }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      // No body at all: every notification.
      const { ids } = request.body
        ? await readJsonWith(request, MarkReadSchema)
        : { ids: undefined as string[] | undefined };
      const marked = await markNotificationsRead(user.id, ids);
      return apiAnswer(
        openapi.put,
        { marked, unreadCount: await unreadNotificationCount(user.id) },
        "Marked as read",
      );
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
