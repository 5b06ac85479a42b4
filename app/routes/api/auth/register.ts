/**
 * `POST /api/auth/register` `{ firstName, lastName, email, phone, location, password,
 * accountType }` -> 201 `{ data: { email } }` with "Check your e-mail": the same answer when
 * the address already has an account (its owner is mailed instead), so the API does not tell
 * who has an account (docs/decisions/008-security-review.md). No session: sign in with
 * `POST /api/auth/login`. 400 for a common password, 403 while registration is closed, 429
 * when rate limited.
 */
import { ApiRegisterSchema } from "~/lib/account/auth-schemas";
import { registerAccount, signUpSent } from "~/models/account/registration.server";
import { z } from "zod";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { BAD_BODY, operations, RATE_LIMITED } from "~/request/openapi.server";
import type { Route } from "./+types/register";

const openapi = operations({
  post: {
    operationId: "register",
    tag: "Auth",
    summary:
      "Signs up: creates the account and mails the e-mail confirmation link; `data.email`, no session (sign in with `POST /api/auth/login`). An address that already has an account gets the same answer and its owner a mail, so the answer never tells whether an address is registered.",
    auth: "none",
    body: ApiRegisterSchema,
    answer: z.object({
      email: z.string().describe("The address signed up with, in lower case."),
    }),
    created: true,
    errors: {
      ...BAD_BODY,
      400: `${BAD_BODY[400]} Or the password is too common, or is the e-mail address (or its part before the @).`,
      403: "Registration is closed for now.",
      ...RATE_LIMITED,
    },
  },
});

const api = methods(
  {
    POST: async ({ request, context }: Route.ActionArgs) => {
      const body = await readJsonWith(request, ApiRegisterSchema);
      const sent = await registerAccount(body, context?.clientIp ?? null);
      return apiAnswer(openapi.post, sent, signUpSent(sent.email));
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
