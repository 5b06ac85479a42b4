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
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/read";

export const MarkReadSchema = z.object({
  ids: z
    .array(z.uuid({ error: "Each id must be a notification id" }))
    .max(100)
    .optional(),
});

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "PUT") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  // No body at all: every notification.
  const { ids } = request.body
    ? await readJsonWith(request, MarkReadSchema)
    : { ids: undefined as string[] | undefined };
  const marked = await markNotificationsRead(user.id, ids);
  return apiOk({ marked, unreadCount: await unreadNotificationCount(user.id) }, "Marked as read");
});
