/**
 * `PATCH /api/admin/listings/{id}` (staff): `{status: active | rejected | flagged | removed,
 * reason?}`. `active` approves a pending listing or restores a flagged one; `rejected`
 * (pending) and `flagged` (active) need a reason the seller sees; `removed` (admins) takes
 * any listing down for good, with a reason. Audited; the seller is told. `data {id, status}`.
 * 400 no reason, 403 not allowed, 404 unknown or malformed id, 409 not in a state the change
 * applies to.
 */
import { AdminListingChangeSchema } from "~/lib/admin/admin-schemas";
import { ListingModerationSchema } from "~/lib/admin/answers-admin";
import { changeListingStatus } from "~/models/admin/listings.server";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/listing";

const openapi = operations({
  patch: {
    operationId: "moderateListing",
    tag: "Admin",
    summary:
      "Staff: `{status: active}` approves a pending listing or restores a flagged one; `{status: rejected | flagged, reason}` rejects a pending or hides an active one; `{status: removed, reason}` (admins) removes any. Audited; the seller is told. `data {id, status}`.",
    auth: "bearer",
    body: AdminListingChangeSchema,
    answer: ListingModerationSchema,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      400: `${BAD_BODY[400]} Or: a rejection, flag or removal without a reason.`,
      403: "Not staff, removing as a moderator, or a cookie-signed request from another site.",
      404: "No such listing.",
      409: "The listing is not in a state that change applies to.",
    },
  },
});

const api = methods(
  {
    PATCH: async ({ request, params, context }: Route.ActionArgs) => {
      const user = await requireApiPermission(request, "approve:listing:any");
      const body = await readJsonWith(request, AdminListingChangeSchema);
      await changeListingStatus(
        { ...user, ip: context?.clientIp ?? null },
        params.id,
        body.status,
        body.reason ?? "",
      );
      return apiAnswer(openapi.patch, { id: params.id, status: body.status }, "Saved");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
