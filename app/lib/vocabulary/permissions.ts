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
 *
 * A staff role counts only while its account has a confirmed e-mail address and two-factor
 * authentication on (docs/decisions/005-permissions.md, "Staff access"): without either, a
 * moderator or admin holds exactly what a user holds, on every page, action and API route, and
 * `permissionRefusal` says why. The role is kept, so turning 2FA back on restores the access.
 */
import { msg } from "~/i18n/messages";
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
  "update:user:any",
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

/**
 * What the permission table reads of an account: its role, and the two facts a staff role needs
 * to count (a confirmed e-mail address, two-factor authentication on). A fact left out counts as
 * not met, so a staff role never counts by omission; a user's own permissions need neither.
 */
export type PermissionHolder = { role: Role; emailVerified?: boolean; twoFactorEnabled?: boolean };

/** Why a staff role grants nothing at the moment. */
export type StaffAccessBlock = "email" | "twoFactor";

/**
 * Why `user`'s staff role grants nothing now: `email` (the address is not confirmed), then
 * `twoFactor` (2FA is off); null for a user, or for staff who meet both (design.md, "Staff
 * roles go only to accounts with a confirmed e-mail and two-factor authentication on").
 */
export function staffAccessBlock(user: PermissionHolder): StaffAccessBlock | null {
  if (user.role === "user") return null;
  if (!user.emailVerified) return "email";
  if (!user.twoFactorEnabled) return "twoFactor";
  return null;
}

/**
 * Whether `role` is granted `permission` by the table alone. For hiding a control on a page
 * whose loader already checked its reader with `userHasPermission`; never the check itself.
 */
export function roleGrants(role: Role, permission: Permission): boolean {
  return (ROLE_PERMISSIONS[role] ?? []).includes(permission);
}

/**
 * Whether `user` (null: signed out) holds `permission`: the role grants it, and, for a
 * permission only staff hold, the account meets the staff conditions (`staffAccessBlock`).
 */
export function userHasPermission(
  user: PermissionHolder | null | undefined,
  permission: Permission,
): boolean {
  if (!user || !roleGrants(user.role, permission)) return false;
  return roleGrants("user", permission) || staffAccessBlock(user) === null;
}

/**
 * The refusal (a message key) for `user` lacking `permission`, or null when it holds it: for
 * staff whose role grants it but who do not meet the staff conditions, what to do about it
 * (`refusals.staffAccess.email`, `refusals.staffAccess.twoFactor`); for anyone else
 * `refusals.forbidden`.
 */
export function permissionRefusal(user: PermissionHolder, permission: Permission): string | null {
  if (userHasPermission(user, permission)) return null;
  const block = roleGrants(user.role, permission) ? staffAccessBlock(user) : null;
  return block ? msg(`refusals.staffAccess.${block}`) : msg("refusals.forbidden");
}

/**
 * Why `target` may not be given `role`, as a message key, or null when it may: a staff role
 * needs a confirmed e-mail address and two-factor authentication on (design.md); `user` always
 * may be given.
 */
export function staffRoleRefusal(
  target: Pick<PermissionHolder, "emailVerified" | "twoFactorEnabled">,
  role: Role,
): string | null {
  const block = staffAccessBlock({ ...target, role });
  return block ? msg(`refusals.staffRole.${block}`) : null;
}
