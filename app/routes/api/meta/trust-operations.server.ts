/**
 * The operations of verification (docs/decisions/011-trust-and-verification.md): the phone code,
 * documents and the staff's document queue. Part of API_OPERATIONS (api-operations.server.ts).
 */
import { PhoneCodeSchema } from "~/lib/profile-schema";
import { ReviewDocumentSchema } from "~/models/trust/verification.server";
import { AUTH_ERRORS, BAD_BODY, type ApiOperation } from "./api-operation.server";

export const TRUST_OPERATIONS: ApiOperation[] = [
  {
    method: "post",
    path: "/api/user/verification/phone/send",
    tag: "Verification",
    summary:
      "Sends a 6-digit code by SMS to the caller's phone, valid 10 minutes: `data {sentTo, resendAfterSeconds}`. A new code at most every 60 seconds and 5 an hour.",
    auth: "bearer",
    errors: {
      ...AUTH_ERRORS,
      400: "No phone number on the profile.",
      409: "The phone number is already verified.",
      429: "Within 60 seconds of the last code, or 5 codes in the last hour.",
    },
  },
  {
    method: "post",
    path: "/api/user/verification/phone/verify",
    tag: "Verification",
    summary:
      "Checks the SMS code: `data {phoneVerified: true}`. 5 tries per code; the phone counts towards the trust score (+25).",
    auth: "bearer",
    body: PhoneCodeSchema,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
    },
  },
  {
    method: "get",
    path: "/api/user/verification",
    tag: "Verification",
    summary:
      "The caller's verification summary: `data {overallStatus: none | pending | verified | rejected, trustScore (0-100: e-mail 25, phone 25, identity 50), completionPercentage (required steps verified of 4), verificationSteps {email, phone, identity, address, business: {status: incomplete | pending | verified | rejected, completedAt, required}}, documents {nationalId, driversLicense, proofOfAddress, businessRegistration: {id, status, uploadedAt, issuedAt, rejectionReason, url}}, benefits {trustBadge, prioritySupport, higherVisibility, reducedFees, advancedFeatures}}`. Only the badge and the verified-only browse filter are real benefits; the others are false.",
    auth: "bearer",
    errors: AUTH_ERRORS,
  },
  {
    method: "post",
    path: "/api/user/verification/documents",
    tag: "Verification",
    summary:
      "Uploads a verification document for staff review (multipart): `document` (JPG, PNG or PDF, checked by content, at most 5 MB), `type` (nationalId, driversLicense, proofOfAddress, businessRegistration) and `issuedAt` (YYYY-MM-DD, required for a proof of address: within the last 3 months). A pending document of the same type is replaced. 201 `data {id, status: pending, uploadedAt, issuedAt, rejectionReason, url}`; `url` opens the file for its owner and staff only.",
    auth: "bearer",
    body: { multipart: ["document"] },
    created: true,
    errors: {
      ...AUTH_ERRORS,
      400: "No file, an unknown type, not a JPG/PNG/PDF, or a missing or too old issue date (`errors` by field).",
      409: "That step is already verified, or another upload of the same type is in progress.",
      413: "The file is over 5 MB.",
      415: "The body is not multipart/form-data.",
      429: "Too many uploads in an hour.",
    },
  },
  {
    method: "get",
    path: "/api/admin/verifications",
    tag: "Admin",
    summary:
      "Staff (moderators and admins): the documents waiting for review, oldest first. `data {documents: [{id, type, typeLabel, issuedAt, uploadedAt, fileName, contentType, url, user {id, name, email, phone, businessName}}], nextBefore, total, pagination {currentPage, totalPages, total, limit}}`. Page with `page`/`limit`, or pass `nextBefore` as `before` for the next page by index (null on the last; `pagination` is then null).",
    auth: "bearer",
    query: {
      page: "Page number from 1 (default 1; ignored with `before`).",
      limit: "Documents per page, 1-100 (default 50).",
      before: "The previous page's `nextBefore` (`<uploadedAt>_<id>`).",
    },
    errors: { ...AUTH_ERRORS, 400: "A bad limit or cursor.", 403: "Not staff." },
  },
  {
    method: "patch",
    path: "/api/admin/verifications/{id}",
    tag: "Admin",
    summary:
      "Staff approve or reject a pending document: `{status: approved | rejected, reason?, note?}`; a rejection needs a reason (unreadable, expired, name_mismatch, incomplete, too_old, wrong_document, suspected_forgery, other; `other` needs a note, notes up to 500 characters). Approval verifies the matching step (identity, address or business). The user is notified in the app and by mail. `data {id, status: verified | rejected}`.",
    auth: "bearer",
    body: ReviewDocumentSchema,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      403: "Not staff, or the reviewer's own document.",
      404: "No document has this id.",
      409: "The document was already reviewed.",
    },
  },
];
