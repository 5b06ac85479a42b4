/**
 * The audit log (docs/decisions/013-admin-panel.md) through `/api/admin/audit`: every staff action
 * shows with who, what, the target, before/after and the IP; filters by actor, action (or its
 * prefix) and target; staff only, read-only.
 */
import { describe, expect, it } from "vitest";
import { createStaff, createUser, turnOnTwoFactor } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { callRoute, signIn } from "../../../../tests/support/routes";
import * as audit from "./audit";
import * as user from "./user";

useTestDatabase();

const read = (token: string | undefined, query = "") =>
  callRoute(audit.loader, { path: `/api/admin/audit${query}`, token });

describe("GET /api/admin/audit", () => {
  it("lists staff actions with actor, before/after and IP, filtered; staff only", async () => {
    const adminUser = await createStaff("admin", { email: `boss.${Date.now()}@motormart.test` });
    const admin = await signIn(adminUser);
    // A staff role needs a confirmed e-mail and 2FA on (docs/decisions/005-permissions.md).
    const target = await createUser({ emailVerifiedAt: new Date() });
    await turnOnTwoFactor(target.id);
    await callRoute(user.action, {
      method: "PATCH",
      params: { id: target.id },
      token: admin,
      json: { role: "moderator" },
      ip: "198.51.100.23",
    });
    await callRoute(user.action, {
      method: "PATCH",
      params: { id: target.id },
      token: admin,
      json: { status: "suspended", reason: "Spam" },
      ip: "198.51.100.23",
    });

    const moderator = await signIn(await createStaff());
    const all = await read(moderator, `?entityId=${target.id}`);
    expect(all.status).toBe(200);
    expect(all.body.data.entries.map((e: { action: string }) => e.action)).toEqual([
      "user.suspend",
      "user.role",
    ]);
    expect(all.body.data.entries[1]).toMatchObject({
      actor: { id: adminUser.id },
      entityType: "user",
      details: { role: ["user", "moderator"] },
      ip: "198.51.100.23",
    });
    const byPrefix = await read(moderator, `?action=user.&actor=${encodeURIComponent("boss.")}`);
    expect(byPrefix.body.data.entries.length).toBeGreaterThanOrEqual(2);
    expect(
      byPrefix.body.data.entries.every(
        (e: { actor: { id: string } }) => e.actor.id === adminUser.id,
      ),
    ).toBe(true);
    const paged = await read(moderator, `?entityId=${target.id}&limit=1`);
    const second = await read(
      moderator,
      `?entityId=${target.id}&limit=1&before=${encodeURIComponent(paged.body.data.nextBefore)}`,
    );
    expect(second.body.data.entries[0].action).toBe("user.role");

    expect((await read(undefined)).status).toBe(401);
    expect((await read(await signIn(await createUser()))).status).toBe(403);
    expect((await read(moderator, "?before=yesterday")).status).toBe(400);
    expect((await callRoute(audit.action, { method: "POST", token: admin, json: {} })).status).toBe(
      405,
    );
  });
});
