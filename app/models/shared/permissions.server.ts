/**
 * The permission check models run before any change (lib/vocabulary/permissions.ts holds the table and the
 * staff conditions: docs/decisions/005-permissions.md). Throws DomainError 403; callers that
 * must not reveal a resource check ownership first and answer 404 (see `requireEditableListing`).
 */
import {
  permissionRefusal,
  userHasPermission,
  type Permission,
  type PermissionHolder,
} from "~/lib/vocabulary/permissions";
import { DomainError } from "./errors.server";

export { userHasPermission };

/**
 * Whoever acts through a model: a signed-in user or a member of staff. The permission table
 * (lib/vocabulary/permissions.ts) reads `role`, and for a staff permission also `emailVerified` and
 * `twoFactorEnabled` (both read with the session, so they are the account's facts at this
 * request); staff actions write `ip` to the audit log (docs/decisions/013-admin-panel.md).
 */
export type Actor = PermissionHolder & { id: string; ip?: string | null };

/**
 * Throws 403 unless `user` holds `permission`: `refusals.forbidden` ("You do not have permission
 * to do this"), or for staff whose e-mail is not confirmed or whose two-factor authentication is
 * off, what to turn on (`refusals.staffAccess.*`).
 */
export function requirePermission(user: PermissionHolder, permission: Permission): void {
  const refusal = permissionRefusal(user, permission);
  if (refusal) throw new DomainError(403, refusal);
}
