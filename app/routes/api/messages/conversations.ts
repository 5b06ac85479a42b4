/**
 * `GET /api/messages/conversations` (signed in): the caller's conversations, newest first, as
 * the product's Conversation (docs/product.md#data); `?q=` searches names and car titles.
 */
import { z } from "zod";
import { ConversationSchema } from "~/lib/messaging/answers-messaging";
import { listConversations } from "~/models/messaging/conversations.server";
import { withPreview } from "~/models/messaging/message-words.server";
import { apiAnswer, apiLanguage, methods, readQueryWith } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/conversations";

/** The list's query: `q`, searched in its first 100 characters. */
const ConversationsQuerySchema = z.object({
  q: z
    .string()
    .default("")
    .describe(
      "Words to find in the other person's name or the car's title (the first 100 characters count).",
    ),
});

const openapi = operations({
  get: {
    operationId: "listConversations",
    tag: "Messages",
    summary: "The caller's conversations, newest first (at most 200).",
    auth: "bearer",
    query: ConversationsQuerySchema,
    answer: z.array(ConversationSchema),
    errors: AUTH_ERRORS,
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const user = await requireApiUser(request);
      const { q } = readQueryWith(request, ConversationsQuerySchema);
      const language = apiLanguage();
      const list = await listConversations(user.id, q);
      return apiAnswer(
        openapi.get,
        list.map((c) => withPreview(c, language)),
      );
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
