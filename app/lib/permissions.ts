/**
 * Who may do what: permission strings `action:entity:access` (Epic Stack style), granted per
 * role. The only access rule of the app (docs/decisions/005-permissions.md): models check them
 * (`requirePermission` in models/shared/permissions.server.ts) and pages may use them to hide what a
 * user cannot do, but never rely on hiding.
 *
 * Decided (docs/decisions/005-permissions.md): moderators approve, reject, flag and restore
 * listings, and handle reports and verification documents; only admins also edit or delete
 * other people's listings, delete reviews, suspend users, change roles, export data, change
 * settings and send the newsletter (docs/decisions/024-newsletter.md).
 */
import type { Role } from "./domain";

export type { Role };

export const PERMISSIONS = [
  "create:listing:own",
  "update:listing:own",
  "delete:listing:own",
  "update:listing:any",
  "delete:listing:any",
  "delete:review:any",
  "approve:listing:any",
  "flag:listing:any",
  "read:report:any",
  "resolve:report:any",
  "review:document:any",
  "read:audit:any",
  "read:user:any",
  "suspend:user:any",
  "update:role:any",
  "export:data:any",
  "update:settings:any",
  "send:newsletter:any",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const OWN: Permission[] = ["create:listing:own", "update:listing:own", "delete:listing:own"];

const MODERATION: Permission[] = [
  "approve:listing:any",
  "flag:listing:any",
  "read:report:any",
  "resolve:report:any",
  "review:document:any",
  "read:audit:any",
];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  user: OWN,
  moderator: [...OWN, ...MODERATION],
  admin: [...PERMISSIONS],
};

/** Whether `user` (null: signed out) holds `permission`. */
export function userHasPermission(
  user: { role: Role } | null | undefined,
  permission: Permission,
): boolean {
  return !!user && (ROLE_PERMISSIONS[user.role] ?? []).includes(permission);
}
