/**
 * `POST /api/user/verification/documents` (signed in; multipart): uploads a verification
 * document for staff review. Fields: `document` (the file: JPG, PNG or PDF, found from its
 * content, at most 5 MB), `type` (nationalId, driversLicense, proofOfAddress,
 * businessRegistration) and `issuedAt` (YYYY-MM-DD; required for a proof of address, within 3
 * months). A pending document of the same type is replaced. 201 with the document entry
 * {id, status: pending, uploadedAt, issuedAt, rejectionReason, url}.
 */
import { DOCUMENT_MAX_BYTES } from "~/lib/domain-trust";
import { uploadDocument } from "~/models/verification.server";
import { apiError, apiHandler, apiOk, methodNotAllowed } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import { readUploads } from "~/request/uploads.server";
import type { Route } from "./+types/verification-documents";

export const loader = methodNotAllowed;

const field = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v.slice(0, 100) : "";
};

export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  const { files, form } = await readUploads(request, ["document"], {
    maxFiles: 1,
    maxFileSize: DOCUMENT_MAX_BYTES,
    tooLargeMessage: "The file must be 5 MB or smaller.",
  });
  const type = field(form, "type");
  const issuedAt = field(form, "issuedAt");
  if ([type, issuedAt].some((v) => v.includes("\0")))
    return apiError(400, "Text must not contain NUL characters");
  if (!files.length)
    return apiError(400, "Choose a file to upload.", { document: ["Choose a file to upload."] });
  const entry = await uploadDocument(user.id, {
    type,
    bytes: files[0].bytes,
    fileName: files[0].name || null,
    issuedAt: issuedAt || null,
  });
  return apiOk(entry, "Document uploaded. We will review it soon.", { status: 201 });
});
