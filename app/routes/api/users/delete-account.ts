/**
 * `DELETE /api/users/delete-account` `{ password, code? }` (the spec leaves the method open;
 * DELETE is the REST-natural one). Deletes the account as the privacy policy says
 * (models/account/deletion.server.ts, `deleteAccount`): listings and photos, documents, sessions and the
 * content of its messages go; payment records stay without the person. `code` (a current
 * authenticator code or a recovery code) is required when two-factor authentication is on.
 * 400 on a wrong password or code, 429 after too many tries.
 */
import { DeleteAccountSchema } from "~/lib/auth-schemas";
import { deleteAccount } from "~/models/account/deletion.server";
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/delete-account";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "DELETE") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  const { password, code } = await readJsonWith(request, DeleteAccountSchema);
  await deleteAccount(user.id, password, code);
  return apiOk(null, "Your account and its data have been deleted");
});
