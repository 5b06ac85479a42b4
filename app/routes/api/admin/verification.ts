/**
 * `PATCH /api/admin/verifications/{id}` (staff: `review:document:any`): approves or rejects a
 * pending verification document. Body `{status: approved | rejected, reason?, note?}`: a
 * rejection needs a reason from the list (and a note for `other`; notes up to 500
 * characters). `data {id, status: verified | rejected}`. 404 unknown or malformed id, 409
 * already reviewed.
 */
import { notFound } from "~/models/shared/errors.server";
import { reviewDocument, ReviewDocumentSchema } from "~/models/trust/verification.server";
import { isUuid } from "~/lib/ids";
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/verification";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request, params }: Route.ActionArgs) => {
  if (request.method !== "PATCH") return apiError(405, "Method not allowed");
  const staff = await requireApiPermission(request, "review:document:any");
  if (!isUuid(params.id)) throw notFound("Document");
  const decision = await readJsonWith(request, ReviewDocumentSchema);
  const result = await reviewDocument(staff, params.id, decision);
  return apiOk(result, result.status === "verified" ? "Document approved" : "Document rejected");
});
