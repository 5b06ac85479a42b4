/**
 * `POST /api/user/verification/documents` (signed in; multipart): uploads a verification
 * document for staff review. Fields: `document` (the file: JPG, PNG or PDF, found from its
 * content, at most 5 MB), `type` (nationalId, driversLicense, proofOfAddress,
 * businessRegistration) and `issuedAt` (YYYY-MM-DD; required for a proof of address, within 3
 * months). A pending document of the same type is replaced. 201 with the document entry
 * {id, status: pending, uploadedAt, issuedAt, rejectionReason, url}.
 */
import { uploadDocument } from "~/models/trust/verification.server";
import { apiError, apiHandler, apiOk, methodNotAllowed } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import { readDocumentUpload } from "~/request/uploads.server";
import type { Route } from "./+types/verification-documents";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  const { file, type, issuedAt } = await readDocumentUpload(request);
  const entry = await uploadDocument(user.id, {
    type,
    bytes: file?.bytes ?? null,
    fileName: file?.name || null,
    issuedAt: issuedAt || null,
  });
  return apiOk(entry, "Document uploaded. We will review it soon.", { status: 201 });
});
