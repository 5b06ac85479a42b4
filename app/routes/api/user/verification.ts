/**
 * `GET /api/user/verification` (signed in): the caller's verification summary
 * (docs/product.md#data, Verification data): overallStatus, trustScore, completionPercentage,
 * verificationSteps, documents and benefits (models/trust/verification.server.ts).
 */
import { getVerification } from "~/models/trust/verification.server";
import { VerificationSchema } from "~/lib/account/answers-account-security";
import { apiAnswer, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/verification";

const openapi = operations({
  get: {
    operationId: "getVerification",
    tag: "Verification",
    summary:
      "The caller's verification summary: `data {overallStatus: none | pending | verified | rejected, trustScore (0-100: e-mail 25, phone 25, identity 50), completionPercentage (required steps verified of 4), verificationSteps {email, phone, identity, address, business: {status: incomplete | pending | verified | rejected, completedAt, required}}, documents {nationalId, driversLicense, proofOfAddress, businessRegistration: {id, status, uploadedAt, issuedAt, rejectionReason, url}}, benefits {trustBadge, prioritySupport, higherVisibility, reducedFees, advancedFeatures}}`. Only the badge and the verified-only browse filter are real benefits; the others are false.",
    auth: "bearer",
    answer: VerificationSchema,
    errors: AUTH_ERRORS,
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const user = await requireApiUser(request);
      return apiAnswer(openapi.get, await getVerification(user.id));
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
