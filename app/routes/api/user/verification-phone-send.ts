/**
 * `POST /api/user/verification/phone/send` (signed in): sends a 6-digit code by SMS to the
 * caller's phone (valid 10 minutes). `data {sentTo, resendAfterSeconds}`. 400 no phone on the
 * profile, 409 already verified, 429 within 60 s of the last code or over 5 an hour.
 */
import { sendPhoneCode } from "~/models/trust/phone.server";
import { z } from "zod";
import { apiAnswer, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations, RATE_LIMITED } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/verification-phone-send";

const openapi = operations({
  post: {
    operationId: "sendPhoneCode",
    tag: "Verification",
    summary:
      "Sends a 6-digit code by SMS to the caller's phone, valid 10 minutes: `data {sentTo, resendAfterSeconds}`. A new code at most every 60 seconds and 5 an hour.",
    auth: "bearer",
    answer: z.object({
      sentTo: z
        .string()
        .describe(
          'The number the code went to, written as at home ("0803 123 4567") when Nigerian, else in international form.',
        ),
      resendAfterSeconds: z.number().int().describe("Seconds before another code may be sent."),
    }),
    errors: {
      ...AUTH_ERRORS,
      400: "No phone number on the profile.",
      409: "The phone number is already verified.",
      429: `${RATE_LIMITED[429]} A new code at most every 60 seconds (the message says the seconds left) and 5 an hour.`,
    },
  },
});

const api = methods(
  {
    POST: async ({ request }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const sent = await sendPhoneCode(user.id);
      return apiAnswer(openapi.post, sent, `We sent a 6-digit code to ${sent.sentTo}.`);
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
