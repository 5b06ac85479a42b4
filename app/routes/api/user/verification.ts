/**
 * `GET /api/user/verification` (signed in): the caller's verification summary
 * (docs/product.md#data, Verification data): overallStatus, trustScore, completionPercentage,
 * verificationSteps, documents and benefits (models/verification.server.ts).
 */
import { getVerification } from "~/models/verification.server";
import { apiOk, methods } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/verification";

const api = methods({
  GET: async ({ request }: Route.LoaderArgs) => {
    const user = await requireApiUser(request);
    return apiOk(await getVerification(user.id));
  },
});

export const loader = api;
export const action = api;
