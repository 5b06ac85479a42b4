/**
 * `GET /api/messages/conversations` (signed in): the caller's conversations, newest first, as
 * the product's Conversation (docs/product.md#data); `?q=` searches names and car titles.
 */
import { listConversations } from "~/models/messaging/conversations.server";
import { apiOk, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/conversations";

const openapi = operations({
  get: {
    tag: "Messages",
    summary:
      "The caller's conversations, newest first: `data` is an array of {id, participant {id, name, avatar, isOnline, lastActiveAt, verificationStatus, trustScore, active}, car {id, title, price} or null, unreadCount, lastMessage, updatedAt, status (active, blocked, inactive), role, blockedByMe}.",
    auth: "bearer",
    query: { q: "Searches the other person's name and the car's title." },
    errors: AUTH_ERRORS,
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const user = await requireApiUser(request);
      const q = new URL(request.url).searchParams.get("q") ?? "";
      return apiOk(await listConversations(user.id, q));
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
