/**
 * `PUT /api/messages/{id}/read` (a participant): marks the conversation read up to and
 * including message `id`; `data {marked}` is how many messages changed. Anyone else: 404.
 */
import { isUuid } from "~/lib/ids";
import { markReadUpTo } from "~/models/messaging/messages.server";
import { apiError, apiOk, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/read";
import { msg } from "~/i18n/messages";

const openapi = operations({
  put: {
    tag: "Messages",
    summary:
      "Marks the conversation of message `id` read up to it (`data.marked`: how many changed).",
    auth: "bearer",
    errors: { ...AUTH_ERRORS, 404: "Not a participant, or no such message." },
  },
});

const api = methods(
  {
    PUT: async ({ request, params }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      if (!isUuid(params.id)) return apiError(404, msg("refusals.notFound.message"));
      return apiOk({ marked: await markReadUpTo(user.id, params.id) }, "Marked as read");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
