/**
 * The permission check models run before any change (lib/permissions.ts holds the table).
 * Throws DomainError 403; callers that must not reveal a resource check ownership first and
 * answer 404 (see `requireEditableListing`).
 */
import { userHasPermission, type Permission, type Role } from "~/lib/permissions";
import { msg } from "~/i18n/messages";
import { DomainError } from "./errors.server";

export { userHasPermission };

/**
 * Whoever acts through a model: a signed-in user or a member of staff. The permission table
 * (lib/permissions.ts) reads `role`; staff actions write `ip` to the audit log
 * (docs/decisions/013-admin-panel.md).
 */
export type Actor = { id: string; role: Role; ip?: string | null };

/** Throws 403 `refusals.forbidden` ("You do not have permission to do this") unless `user` holds `permission`. */
export function requirePermission(user: { role: Role }, permission: Permission): void {
  if (!userHasPermission(user, permission)) throw new DomainError(403, msg("refusals.forbidden"));
}
