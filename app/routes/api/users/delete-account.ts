/**
 * `DELETE /api/users/delete-account` `{ password }` (the spec leaves the method open; DELETE is
 * the REST-natural one). Deletes the account, everything it owns and its files, ending its
 * sessions. 400 on a wrong password, 429 after too many tries.
 */
import { DeleteAccountSchema } from "~/lib/auth-schemas";
import { deleteAccount } from "~/models/account.server";
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/delete-account";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "DELETE") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  const { password } = await readJsonWith(request, DeleteAccountSchema);
  await deleteAccount(user.id, password);
  return apiOk(null, "Your account and its data have been deleted");
});
