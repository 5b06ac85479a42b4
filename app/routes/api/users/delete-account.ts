/**
 * `DELETE /api/users/delete-account` `{ password }` (the spec leaves the method open; DELETE is
 * the REST-natural one). Deletes the account and everything it owns, ending its sessions.
 */
import { apiError, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import { DeleteAccountSchema } from "~/lib/auth-schemas";
import { requireApiUser } from "~/request/session.server";
import { deleteAccount } from "~/models/user.server";
import type { Route } from "./+types/delete-account";

export const loader = methodNotAllowed;

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed();
  const user = await requireApiUser(request);
  const { password } = await readJsonWith(request, DeleteAccountSchema);
  if (!(await deleteAccount(user.id, password))) {
    return apiError(400, "Your password is not correct", {
      password: ["Your password is not correct"],
    });
  }
  return apiOk(null, "Your account and its data have been deleted");
}
