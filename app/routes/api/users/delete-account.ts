/**
 * `DELETE /api/users/delete-account` `{ password, code? }` (the product leaves the method open;
 * DELETE is the REST-natural one). Deletes the account as the privacy policy says
 * (models/account/deletion.server.ts, `deleteAccount`): listings and photos, documents, sessions and the
 * content of its messages go; payment records stay without the person. `code` (a current
 * authenticator code or a recovery code) is required when two-factor authentication is on.
 * 400 on a wrong password or code, 429 after too many tries.
 */
import { DeleteAccountSchema } from "~/lib/account/auth-schemas";
import { deleteAccount } from "~/models/account/deletion.server";
import { z } from "zod";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations, RATE_LIMITED } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/delete-account";

const openapi = operations({
  delete: {
    operationId: "deleteAccount",
    tag: "Users",
    summary:
      "Deletes your account as the privacy policy says: profile, listings and photos, saved cars, documents, sessions and the content of your messages; payment records are kept without you. `code` (an authenticator or recovery code) is required when two-factor authentication is on.",
    auth: "bearer",
    body: DeleteAccountSchema,
    answer: z.null(),
    errors: { ...BAD_BODY, ...AUTH_ERRORS, ...RATE_LIMITED },
  },
});

const api = methods(
  {
    DELETE: async ({ request }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const { password, code } = await readJsonWith(request, DeleteAccountSchema);
      await deleteAccount(user.id, password, code);
      return apiAnswer(openapi.delete, null, "Your account and its data have been deleted");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
