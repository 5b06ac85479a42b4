/**
 * `GET /api/notifications` (signed in): the caller's in-app notifications, newest first, and
 * how many are unread. `?limit=` (1-100, default 30) and `?before=<createdAt>_<id>` (the last
 * item of the previous page, answered as `nextBefore`) page by index. `data {notifications:
 * [{id, type, title, body, link, read, createdAt}], unreadCount, nextBefore}`; a bad `limit`
 * or `before` is a 400 with the message under its parameter.
 */
import { z } from "zod";
import { NotificationSchema } from "~/lib/account/answers-buyer";
import { keysetCursor, parseKeysetCursor } from "~/lib/forms/ids";
import { wholeNumberParam } from "~/lib/api/pagination";
import { listNotifications, unreadNotificationCount } from "~/models/shared/notifications.server";
import { apiAnswer, methods, NO_STORE, readQueryWith } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/notifications";
import { msg } from "~/i18n/messages";

/** Notifications a page holds when `limit` is not given, and at most. */
const DEFAULT_LIMIT = 30;
const MAX_LIMIT = 100;

/** The query the list reads (the document's parameters come from it). */
const NotificationsQuerySchema = z.object({
  limit: wholeNumberParam(1, MAX_LIMIT, msg("refusals.api.limit"))
    .prefault(DEFAULT_LIMIT)
    .describe(`Notifications per page, 1 to ${MAX_LIMIT}.`),
  before: z
    .string()
    .transform((value, ctx) => {
      // `before=` (empty) is the first page, as a missing `before` is.
      if (value === "") return null;
      const cursor = parseKeysetCursor(value);
      if (!cursor) ctx.addIssue({ code: "custom", message: msg("refusals.api.before") });
      return cursor && { createdAt: cursor.at, id: cursor.id };
    })
    .optional()
    .describe(
      "The previous page's `nextBefore` (`<ISO time>_<id>` of its last notification): the page after it.",
    ),
});

const openapi = operations({
  get: {
    operationId: "listNotifications",
    tag: "Notifications",
    summary:
      "The caller's in-app notifications, newest first, with the unread count. Page with `limit` and `before` (the previous page's `nextBefore`).",
    auth: "bearer",
    query: NotificationsQuerySchema,
    answer: z.object({
      notifications: z.array(NotificationSchema),
      unreadCount: z.number().int().min(0).describe("Unread notifications in all."),
      nextBefore: z
        .string()
        .nullable()
        .describe("`before` for the next page; null when this page is the last."),
    }),
    errors: { ...AUTH_ERRORS, 400: "A malformed `limit` or `before` (`errors` by parameter)." },
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const user = await requireApiUser(request);
      const { limit, before } = readQueryWith(request, NotificationsQuerySchema);
      const [notifications, unreadCount] = await Promise.all([
        listNotifications(user.id, { limit, before }),
        unreadNotificationCount(user.id),
      ]);
      const last = notifications.at(-1);
      return apiAnswer(
        openapi.get,
        {
          notifications,
          unreadCount,
          nextBefore:
            notifications.length === limit && last ? keysetCursor(last.createdAt, last.id) : null,
        },
        "OK",
        { headers: { "Cache-Control": NO_STORE } },
      );
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
