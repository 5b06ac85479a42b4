/**
 * Roles and permissions (Epic Stack style `action:entity:access` strings). Staff roles are
 * `moderator` (reviews listings and reports) and `admin` (everything). Checked on the server
 * by `requireUserWithPermission` / `requireApiPermission`; the UI may hide what a user cannot
 * do, but never relies on it.
 */
export type Role = "user" | "moderator" | "admin";

export type Permission =
  | "create:listing:own"
  | "update:listing:own"
  | "update:listing:any"
  | "approve:listing:any"
  | "flag:listing:any"
  | "read:audit:any"
  | "read:report:any"
  | "resolve:report:any"
  | "suspend:user:any"
  | "read:user:any";

const STAFF: Permission[] = [
  "approve:listing:any",
  "flag:listing:any",
  "read:report:any",
  "resolve:report:any",
  "read:audit:any",
];

export const ROLE_PERMISSIONS: Record<Role, Permission[]> = {
  user: ["create:listing:own", "update:listing:own"],
  moderator: ["create:listing:own", "update:listing:own", ...STAFF],
  admin: [
    "create:listing:own",
    "update:listing:own",
    "update:listing:any",
    ...STAFF,
    "suspend:user:any",
    "read:user:any",
  ],
};

export function hasPermission(
  user: { role: Role } | null | undefined,
  permission: Permission,
): boolean {
  return !!user && ROLE_PERMISSIONS[user.role]?.includes(permission);
}

export const isStaff = (user: { role: Role } | null | undefined) =>
  user?.role === "admin" || user?.role === "moderator";
