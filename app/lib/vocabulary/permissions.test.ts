/**
 * The permission table's staff conditions (docs/decisions/005-permissions.md, "Staff access"): a
 * moderator or admin holds staff permissions only with a confirmed e-mail and two-factor
 * authentication on, keeps a user's own permissions either way, and is told which is missing; a
 * staff role may be given only to an account that meets both.
 */
import { describe, expect, it } from "vitest";
import { msg } from "~/i18n/messages";
import {
  permissionRefusal,
  roleGrants,
  staffRoleRefusal,
  userHasPermission,
  type PermissionHolder,
} from "./permissions";

const ready = { emailVerified: true, twoFactorEnabled: true };

describe("staff access", () => {
  it("counts a staff role only with a confirmed e-mail and 2FA on; a fact left out is not met", () => {
    const cases: [PermissionHolder, boolean][] = [
      [{ role: "admin", ...ready }, true],
      [{ role: "moderator", ...ready }, true],
      [{ role: "admin", emailVerified: true, twoFactorEnabled: false }, false],
      [{ role: "moderator", emailVerified: false, twoFactorEnabled: true }, false],
      [{ role: "admin" }, false],
    ];
    for (const [holder, expected] of cases) {
      expect(userHasPermission(holder, "approve:listing:any"), JSON.stringify(holder)).toBe(
        expected,
      );
      // A user's own permissions need neither.
      expect(userHasPermission(holder, "create:listing:own")).toBe(true);
    }
    expect(roleGrants("admin", "approve:listing:any")).toBe(true);
  });

  it("says what staff must turn on, and refuses others plainly", () => {
    const off = { role: "admin", emailVerified: true, twoFactorEnabled: false } as const;
    expect(permissionRefusal(off, "read:user:any")).toBe(msg("refusals.staffAccess.twoFactor"));
    expect(permissionRefusal({ ...off, emailVerified: false }, "read:user:any")).toBe(
      msg("refusals.staffAccess.email"),
    );
    // A moderator is refused an admin's permission as anyone is, whatever their 2FA.
    expect(permissionRefusal({ role: "moderator" }, "read:user:any")).toBe(
      msg("refusals.forbidden"),
    );
    expect(permissionRefusal({ role: "admin", ...ready }, "read:user:any")).toBeNull();
  });

  it("gives a staff role only to an account that meets both conditions", () => {
    expect(staffRoleRefusal({ emailVerified: false, twoFactorEnabled: true }, "moderator")).toBe(
      msg("refusals.staffRole.email"),
    );
    expect(staffRoleRefusal({ emailVerified: true, twoFactorEnabled: false }, "admin")).toBe(
      msg("refusals.staffRole.twoFactor"),
    );
    expect(staffRoleRefusal(ready, "admin")).toBeNull();
    expect(staffRoleRefusal({ emailVerified: false, twoFactorEnabled: false }, "user")).toBeNull();
  });
});
