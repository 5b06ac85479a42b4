/**
 * `PATCH /api/admin/listings/{id}` (staff): `{status: active | rejected | flagged | removed,
 * reason?}`. `active` approves a pending listing or restores a flagged one; `rejected`
 * (pending) and `flagged` (active) need a reason the seller sees; `removed` (admins) takes
 * any listing down for good, with a reason. Audited; the seller is told. `data {id, status}`.
 * 400 no reason, 403 not allowed, 404 unknown or malformed id, 409 not in a state the change
 * applies to.
 */
import { AdminListingChangeSchema } from "~/lib/admin-schemas";
import { changeListingStatus } from "~/models/admin/listings.server";
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/listing";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request, params, context }: Route.ActionArgs) => {
  if (request.method !== "PATCH") return apiError(405, "Method not allowed");
  const user = await requireApiPermission(request, "approve:listing:any");
  const body = await readJsonWith(request, AdminListingChangeSchema);
  await changeListingStatus(
    { ...user, ip: context?.clientIp ?? null },
    params.id,
    body.status,
    body.reason ?? "",
  );
  return apiOk({ id: params.id, status: body.status }, "Saved");
});
