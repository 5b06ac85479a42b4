/**
 * `GET /api/messages/conversations` (signed in): the caller's conversations, newest first, as
 * the spec's Conversation (docs/product.md#data); `?q=` searches names and car titles.
 */
import { listConversations } from "~/models/conversations.server";
import { apiOk, methods } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/conversations";

const api = methods({
  GET: async ({ request }: Route.LoaderArgs) => {
    const user = await requireApiUser(request);
    const q = new URL(request.url).searchParams.get("q") ?? "";
    return apiOk(await listConversations(user.id, q));
  },
});

export const loader = api;
export const action = api;
