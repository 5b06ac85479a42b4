/**
 * `POST /api/messages/conversations/{id}/block` blocks the other participant of the
 * conversation; `DELETE` unblocks them. While either has blocked the other, neither can send.
 * Anyone but a participant: 404.
 */
import { isUuid } from "~/lib/ids";
import { setBlocked } from "~/models/messaging/messages.server";
import { apiError, apiOk, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/block";
import { msg } from "~/i18n/messages";

/** Blocks (POST) or unblocks (DELETE) the other participant of conversation `params.id`. */
async function setBlock({ request, params }: Route.ActionArgs) {
  const user = await requireApiUser(request);
  if (!isUuid(params.id)) return apiError(404, msg("refusals.notFound.conversation"));
  const blocked = request.method === "POST";
  await setBlocked(user.id, params.id, blocked);
  return apiOk({ blocked }, blocked ? "User blocked" : "User unblocked");
}

const openapi = operations({
  post: {
    tag: "Messages",
    summary: "Blocks the other participant: neither can send until the block is lifted.",
    auth: "bearer",
    errors: { ...AUTH_ERRORS, 404: "Not a participant." },
  },
  delete: {
    tag: "Messages",
    summary: "Lifts the caller's block of the other participant.",
    auth: "bearer",
    errors: { ...AUTH_ERRORS, 404: "Not a participant." },
  },
});

const api = methods({ POST: setBlock, DELETE: setBlock }, openapi);

export const loader = api;
export const action = api;
