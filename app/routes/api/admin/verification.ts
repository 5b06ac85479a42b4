/**
 * `PATCH /api/admin/verifications/{id}` (staff: `review:document:any`): approves or rejects a
 * pending verification document. Body `{status: approved | rejected, reason?, note?}`: a
 * rejection needs a reason from the list (and a note for `other`; notes up to 500
 * characters). `data {id, status: verified | rejected}`. 404 unknown or malformed id, 409
 * already reviewed.
 */
import { notFound } from "~/models/shared/errors.server";
import { reviewDocument, ReviewDocumentSchema } from "~/models/trust/verification.server";
import { isUuid } from "~/lib/forms/ids";
import { VerificationReviewSchema } from "~/lib/admin/answers-admin";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/verification";

const openapi = operations({
  patch: {
    operationId: "reviewVerification",
    tag: "Admin",
    summary:
      "Staff approve or reject a pending document: `{status: approved | rejected, reason?, note?}`; a rejection needs a reason (unreadable, expired, name_mismatch, incomplete, too_old, wrong_document, suspected_forgery, other; `other` needs a note, notes up to 500 characters). Approval verifies the matching step (identity, address or business). The user is notified in the app and by mail. `data {id, status: verified | rejected}`.",
    auth: "bearer",
    body: ReviewDocumentSchema,
    answer: VerificationReviewSchema,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      400: `${BAD_BODY[400]} Or: a rejection without a reason, or \`other\` without a note.`,
      403: "Not staff, the reviewer's own document, or a cookie-signed request from another site.",
      404: "No document has this id.",
      409: "The document was already reviewed.",
    },
  },
});

const api = methods(
  {
    PATCH: async ({ request, params }: Route.ActionArgs) => {
      const staff = await requireApiPermission(request, "review:document:any");
      if (!isUuid(params.id)) throw notFound("Document");
      const decision = await readJsonWith(request, ReviewDocumentSchema);
      const result = await reviewDocument(staff, params.id, decision);
      return apiAnswer(
        openapi.patch,
        result,
        result.status === "verified" ? "Document approved" : "Document rejected",
      );
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
