/**
 * `POST /api/user/verification/phone/verify` (signed in) `{code}`: checks the SMS code.
 * `data {phoneVerified: true}`. 400 wrong (with the tries left), expired, dead after 5 tries,
 * or no code sent.
 */
import { PhoneCodeSchema } from "~/lib/account/profile-schema";
import { verifyPhoneCode } from "~/models/trust/phone.server";
import { z } from "zod";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/verification-phone-verify";

const openapi = operations({
  post: {
    operationId: "verifyPhoneCode",
    tag: "Verification",
    summary:
      "Checks the SMS code: `data {phoneVerified: true}`. 5 tries per code; the phone counts towards the trust score (+25).",
    auth: "bearer",
    body: PhoneCodeSchema,
    answer: z.object({ phoneVerified: z.literal(true) }),
    errors: {
      ...BAD_BODY,
      400: `${BAD_BODY[400]} Or the code is wrong (the message says the tries left), expired, dead after 5 tries, none was sent, or the phone number changed since (\`errors.code\`).`,
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
      return apiAnswer(openapi.post, { phoneVerified: true }, "Your phone number is verified.");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
