/**
 * `POST /api/user/verification/phone/verify` (signed in) `{code}`: checks the SMS code.
 * `data {phoneVerified: true}`. 400 wrong (with the tries left), expired, dead after 5 tries,
 * or no code sent.
 */
import { PhoneCodeSchema } from "~/lib/profile-schema";
import { verifyPhoneCode } from "~/models/trust/phone.server";
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/verification-phone-verify";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  const { code } = await readJsonWith(request, PhoneCodeSchema);
  await verifyPhoneCode(user.id, code);
  return apiOk({ phoneVerified: true }, "Your phone number is verified.");
});
