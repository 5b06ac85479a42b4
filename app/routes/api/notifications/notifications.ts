/**
 * `GET /api/notifications` (signed in): the caller's in-app notifications, newest first, and
 * how many are unread. `?limit=` (1-100, default 30) and `?before=<createdAt>_<id>` (the last
 * item of the previous page) page by index. `data {notifications: [{id, type, title, body,
 * link, read, createdAt}], unreadCount, nextBefore}`.
 */
import { keysetCursor, parseKeysetCursor } from "~/lib/ids";
import { listNotifications, unreadNotificationCount } from "~/models/shared/notifications.server";
import { apiError, apiOk, methods, NO_STORE } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/notifications";
import { msg } from "~/i18n/messages";

const openapi = operations({
  get: {
    tag: "Users",
    summary:
      "The caller's in-app notifications, newest first: `data {notifications: [{id, type (message, listing_approved, listing_rejected, payment_succeeded, payment_failed, verification_decided, security_alert, saved_search_match, price_drop, saved_car_unavailable), title, body, link (a path inside the site; `/car/{id}` for a car alert), read, createdAt}], unreadCount, nextBefore}`. Page with `?limit=` (1-100, default 30) and `?before=` (the previous page's nextBefore).",
    auth: "bearer",
    errors: { ...AUTH_ERRORS, 400: "A malformed `limit` or `before`." },
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const user = await requireApiUser(request);
      const q = new URL(request.url).searchParams;
      const cursor = q.get("before") ? parseKeysetCursor(q.get("before")!) : null;
      if (q.get("before") && !cursor) return apiError(400, msg("refusals.api.before"));
      const before = cursor && { createdAt: cursor.at, id: cursor.id };
      const limit = q.has("limit") ? Number(q.get("limit")) : 30;
      if (!Number.isInteger(limit) || limit < 1 || limit > 100)
        return apiError(400, msg("refusals.api.limit"));
      const [notifications, unreadCount] = await Promise.all([
        listNotifications(user.id, { limit, before }),
        unreadNotificationCount(user.id),
      ]);
      const last = notifications.at(-1);
      return apiOk(
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
