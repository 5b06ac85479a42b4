/**
 * The operations of the admin panel (issue 13). Part of API_OPERATIONS
 * (api-operations.server.ts).
 */
import { AdminUserChangeSchema } from "../admin/user";
import { AUTH_ERRORS, BAD_BODY, type ApiOperation } from "./api-operation.server";

export const ADMIN_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/admin/users",
    tag: "Admin",
    summary:
      "Admins: accounts newest first, as the spec's Admin user `{id, name, email, phone, location, joinDate, status: active | suspended | pending (e-mail not confirmed), role, plan, accountType, verified}`. `data {users, nextBefore}`; paged by index: pass `nextBefore` as `before` (null on the last page).",
    auth: "bearer",
    query: {
      q: "Part of the name, e-mail or phone number.",
      status: "active, suspended or pending.",
      role: "user, moderator or admin.",
      plan: "free, basic or premium.",
      accountType: "buyer, seller or both.",
      limit: "Users per page, 1-100 (default 50).",
      before: "The previous page's `nextBefore`.",
    },
    errors: {
      ...AUTH_ERRORS,
      400: "An unknown filter value or a bad cursor.",
      403: "Not an admin.",
    },
  },
  {
    method: "patch",
    path: "/api/admin/users/{id}",
    tag: "Admin",
    summary:
      "Admins: `{status: suspended, reason}` suspends (sessions and tokens end at once, listings leave every public page, the user is mailed the reason); `{status: active}` activates (listings come back as they were); `{role}` changes the role. Audited with the admin's IP. `data` is the Admin user.",
    auth: "bearer",
    body: AdminUserChangeSchema,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      400: "Nothing to change, no reason for a suspension, or one's own account.",
      403: "Not an admin.",
      404: "No such user.",
      409: "Already suspended, not suspended, or already that role.",
    },
  },
];
