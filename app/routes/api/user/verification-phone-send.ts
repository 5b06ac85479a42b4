/**
 * `POST /api/user/verification/phone/send` (signed in): sends a 6-digit code by SMS to the
 * caller's phone (valid 10 minutes). `data {sentTo, resendAfterSeconds}`. 400 no phone on the
 * profile, 409 already verified, 429 within 60 s of the last code or over 5 an hour.
 */
import { sendPhoneCode } from "~/models/trust/phone.server";
import { apiError, apiHandler, apiOk, methodNotAllowed } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/verification-phone-send";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  const sent = await sendPhoneCode(user.id);
  return apiOk(sent, `We sent a 6-digit code to ${sent.sentTo}.`);
});
