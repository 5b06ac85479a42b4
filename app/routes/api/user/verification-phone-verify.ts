/**
 * `POST /api/user/verification/phone/verify` (signed in) `{code}`: checks the SMS code.
 * `data {phoneVerified: true}`. 400 wrong (with the tries left), expired, dead after 5 tries,
 * or no code sent.
 */
import { PhoneCodeSchema } from "~/lib/profile-schema";
import { verifyPhoneCode } from "~/models/trust/phone.server";
import { apiOk, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/verification-phone-verify";

const openapi = operations({
  post: {
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
});

const api = methods(
  {
    POST: async ({ request }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const { code } = await readJsonWith(request, PhoneCodeSchema);
      await verifyPhoneCode(user.id, code);
      return apiOk({ phoneVerified: true }, "Your phone number is verified.");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
