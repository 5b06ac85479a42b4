/**
 * `PUT /api/messages/{id}/read` (a participant): marks the conversation read up to and
 * including message `id`; `data {marked}` is how many messages changed. Anyone else: 404.
 */
import { z } from "zod";
import { isUuid } from "~/lib/forms/ids";
import { markReadUpTo } from "~/models/messaging/messages.server";
import { apiAnswer, apiError, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/read";
import { msg } from "~/i18n/messages";

const openapi = operations({
  put: {
    operationId: "markMessageRead",
    tag: "Messages",
    summary:
      "Marks the messages the other side sent in the conversation of message `id` read, up to and including it. Both participants' streams get a `read` event when any changed.",
    auth: "bearer",
    answer: z.object({
      marked: z
        .number()
        .int()
        .min(0)
        .describe("How many messages changed: 0 when they were read already."),
    }),
    errors: { ...AUTH_ERRORS, 404: "No such message, or not in a conversation of the caller's." },
  },
});

const api = methods(
  {
    PUT: async ({ request, params }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      if (!isUuid(params.id)) return apiError(404, msg("refusals.notFound.message"));
      const marked = await markReadUpTo(user.id, params.id);
      return apiAnswer(openapi.put, { marked }, "Marked as read");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
