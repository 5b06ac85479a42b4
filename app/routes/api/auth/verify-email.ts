/** `POST /api/auth/verify-email` `{ token }`: confirms the e-mail; 400 for a bad or used token. */
import { VerifyEmailSchema } from "~/lib/api-schemas";
import { verifyEmail } from "~/models/account/registration.server";
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import type { Route } from "./+types/verify-email";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  const { token } = await readJsonWith(request, VerifyEmailSchema);
  if (!(await verifyEmail(token)))
    return apiError(400, "This link has expired or was already used", {
      token: ["invalid or expired"],
    });
  return apiOk(null, "E-mail confirmed");
});
