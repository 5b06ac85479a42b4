/**
 * `GET /api/messages/conversations` (signed in): the caller's conversations, newest first, as
 * the spec's Conversation (docs/product.md#data); `?q=` searches names and car titles.
 */
import { listConversations } from "~/models/messaging/conversations.server";
import { apiHandler, apiOk, methodNotAllowed } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/conversations";

export const loader = apiHandler(async ({ request }: Route.LoaderArgs) => {
  const user = await requireApiUser(request);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return apiOk(await listConversations(user.id, q));
});

export const action = methodNotAllowed;
