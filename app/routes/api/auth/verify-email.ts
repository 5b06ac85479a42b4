/** `POST /api/auth/verify-email` `{ token }`: confirms the e-mail; 400 for a bad or used token. */
import { VerifyEmailSchema } from "~/lib/api-schemas";
import { verifyEmail } from "~/models/account/registration.server";
import { apiError, apiOk, methods, readJsonWith } from "~/request/api.server";
import { BAD_BODY, operations } from "~/request/openapi.server";
import type { Route } from "./+types/verify-email";

const openapi = operations({
  post: {
    tag: "Auth",
    summary: "Confirms the e-mail with the mailed token.",
    body: VerifyEmailSchema,
    errors: { ...BAD_BODY },
  },
});

const api = methods(
  {
    POST: async ({ request }: Route.ActionArgs) => {
      const { token } = await readJsonWith(request, VerifyEmailSchema);
      if (!(await verifyEmail(token)))
        return apiError(400, "This link has expired or was already used", {
          token: ["invalid or expired"],
        });
      return apiOk(null, "E-mail confirmed");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
