/**
 * `POST /api/user/verification/documents` (signed in; multipart): uploads a verification
 * document for staff review. Fields: `document` (the file: JPG, PNG or PDF, found from its
 * content, at most 5 MB), `type` (nationalId, driversLicense, proofOfAddress,
 * businessRegistration) and `issuedAt` (YYYY-MM-DD; required for a proof of address, within 3
 * months). A pending document of the same type is replaced. 201 with the document entry
 * {id, status: pending, uploadedAt, issuedAt, rejectionReason, url}.
 */
import { uploadDocument } from "~/models/trust/verification.server";
import { VerificationDocumentSchema } from "~/lib/account/answers-account-security";
import { apiAnswer, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations, RATE_LIMITED } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import { readDocumentUpload } from "~/request/uploads.server";
import type { Route } from "./+types/verification-documents";

const openapi = operations({
  post: {
    operationId: "uploadVerificationDocument",
    tag: "Verification",
    summary:
      "Uploads a verification document for staff review (multipart): `document` (JPG, PNG or PDF, checked by content, at most 5 MB), `type` (nationalId, driversLicense, proofOfAddress, businessRegistration) and `issuedAt` (YYYY-MM-DD, required for a proof of address: within the last 3 months). A pending document of the same type is replaced. 201 `data {id, status: pending, uploadedAt, issuedAt, rejectionReason, url}`; `url` opens the file for its owner and staff only.",
    auth: "bearer",
    body: { multipart: ["document"] },
    answer: VerificationDocumentSchema,
    created: true,
    errors: {
      ...AUTH_ERRORS,
      400: "No file, an unknown type, not a JPG/PNG/PDF, or a missing or too old issue date (`errors` by field).",
      409: "That step is already verified, or another upload of the same type is in progress.",
      413: "The file is over 5 MB.",
      415: "The body is not multipart/form-data.",
      ...RATE_LIMITED,
      503: "The document storage cannot be reached: nothing was stored, try again later.",
    },
  },
});

const api = methods(
  {
    POST: async ({ request }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const { file, type, issuedAt } = await readDocumentUpload(request);
      const entry = await uploadDocument(user.id, {
        type,
        bytes: file?.bytes ?? null,
        fileName: file?.name || null,
        issuedAt: issuedAt || null,
      });
      return apiAnswer(openapi.post, entry, "Document uploaded. We will review it soon.");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
