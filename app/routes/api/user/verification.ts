/**
 * `GET /api/user/verification` (signed in): the caller's verification summary
 * (docs/product.md#data, Verification data): overallStatus, trustScore, completionPercentage,
 * verificationSteps, documents and benefits (models/trust/verification.server.ts).
 */
import { getVerification } from "~/models/trust/verification.server";
import { apiHandler, apiOk, methodNotAllowed } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/verification";

export const loader = apiHandler(async ({ request }: Route.LoaderArgs) => {
  const user = await requireApiUser(request);
  return apiOk(await getVerification(user.id));
});

export const action = methodNotAllowed;
