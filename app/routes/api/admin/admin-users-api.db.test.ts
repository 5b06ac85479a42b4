/**
 * Staff on accounts (docs/decisions/013-admin-panel.md) through `/api/admin/users` and
 * `/admin/users/:id`: only admins list and change users; suspension ends the user's token at once,
 * hides their cars from browse and detail (404) and brings them back as they were on activation;
 * each action is audited with the admin's IP; a change is applied whole or not at all; admins
 * edit an account's details by the profile's rules; the list pages by index with filters and
 * search.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { auditLog, listings, securityEvents, users as usersTable } from "#db/schema";
import {
  createListing,
  createStaff,
  createUser,
  turnOnTwoFactor,
} from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { callRoute, signIn } from "../../../../tests/support/routes";
import * as adminUserPage from "../../admin/users/user";
import * as car from "../cars/car";
import * as cars from "../cars/cars";
import * as user from "./user";
import * as users from "./users";

useTestDatabase();

const list = (token: string | undefined, query = "") =>
  callRoute(users.loader, { path: `/api/admin/users${query}`, token });
const change = (token: string, id: string, json: unknown, ip = "203.0.113.7") =>
  callRoute(user.action, { method: "PATCH", params: { id }, token, json, ip });
const carDetail = (id: string) =>
  callRoute(car.loader, { path: `/api/cars/${id}`, params: { id } });

describe("admin users API", () => {
  it("401 signed out, 403 for users and moderators (who cannot suspend)", async () => {
    const seller = await createUser();
    expect((await list(undefined)).status).toBe(401);
    expect((await list(await signIn(seller))).status).toBe(403);
    const moderator = await signIn(await createStaff());
    expect((await list(moderator)).status).toBe(403);
    const refused = await change(moderator, seller.id, { status: "suspended", reason: "scam" });
    expect(refused.status).toBe(403);
  });

  it("suspends: the token stops at once, the cars leave browse and detail, and come back as they were", async () => {
    const admin = await signIn(await createStaff("admin"));
    const seller = await createUser({ firstName: "Tunde" });
    const sellerToken = await signIn(seller);
    const active = await createListing(seller.id, { title: "Lexus RX350 2012 scam check" });
    const pending = await createListing(seller.id, { status: "pending", title: "Pending Camry" });
    const sold = await createListing(seller.id, { status: "sold", title: "Sold Corolla" });
    expect((await carDetail(active.id)).status).toBe(200);

    expect((await change(admin, seller.id, { status: "suspended" })).status).toBe(400);
    const done = await change(admin, seller.id, {
      status: "suspended",
      reason: "Asked buyers for deposits off the platform",
    });
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe("suspended");
    expect((await list(sellerToken)).status).toBe(401);
    expect((await carDetail(active.id)).status).toBe(404);
    const browse = await callRoute(cars.loader, { path: "/api/cars?search=Lexus%20RX350" });
    expect(browse.status).toBe(200);
    expect(JSON.stringify(browse.body)).not.toContain(active.id);
    expect((await change(admin, seller.id, { status: "suspended", reason: "again" })).status).toBe(
      409,
    );

    const [entry] = await db().select().from(auditLog).where(eq(auditLog.entityId, seller.id));
    expect(entry).toMatchObject({ action: "user.suspend", ip: "203.0.113.7" });
    expect(entry.details).toMatchObject({
      reason: "Asked buyers for deposits off the platform",
      status: ["active", "suspended"],
      listingsHidden: 2,
      sessionsEnded: 1,
    });

    expect((await change(admin, seller.id, { status: "active" })).status).toBe(200);
    expect((await carDetail(active.id)).status).toBe(200);
    const back = await callRoute(cars.loader, { path: "/api/cars?search=Lexus%20RX350" });
    expect(JSON.stringify(back.body)).toContain(active.id);
    const statuses = Object.fromEntries(
      (await db().select().from(listings).where(eq(listings.sellerId, seller.id))).map((l) => [
        l.id,
        l.status,
      ]),
    );
    expect(statuses).toEqual({ [active.id]: "active", [pending.id]: "pending", [sold.id]: "sold" });
    // The old token stays dead; the seller signs in afresh.
    expect((await list(sellerToken)).status).toBe(401);
  });

  it("changes roles (not one's own), and refuses bad bodies and ids with 4xx", async () => {
    const adminUser = await createStaff("admin");
    const admin = await signIn(adminUser);
    const member = await createUser({ emailVerifiedAt: new Date() });
    await turnOnTwoFactor(member.id);
    const promoted = await change(admin, member.id, { role: "moderator" });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data.role).toBe("moderator");
    expect((await change(admin, adminUser.id, { role: "user" })).status).toBe(400);
    expect((await change(admin, adminUser.id, { status: "suspended", reason: "x" })).status).toBe(
      400,
    );
    expect((await change(admin, member.id, {})).status).toBe(400);
    expect((await change(admin, member.id, { role: "owner" })).status).toBe(400);
    expect((await change(admin, "not-a-uuid", { role: "user" })).status).toBe(404);
    expect(
      (await change(admin, "00000000-0000-4000-8000-000000000000", { role: "user" })).status,
    ).toBe(404);
  });

  it("applies a change whole or not at all: a refused part leaves the role as it was", async () => {
    const admin = await signIn(await createStaff("admin"));
    const member = await createUser({ emailVerifiedAt: new Date() });
    await turnOnTwoFactor(member.id);
    const roleOf = async () =>
      (
        await db()
          .select({ role: usersTable.role })
          .from(usersTable)
          .where(eq(usersTable.id, member.id))
      )[0].role;
    // No reason for the suspension, then an activation of an active account: both refused.
    expect(
      (await change(admin, member.id, { role: "moderator", status: "suspended" })).status,
    ).toBe(400);
    expect((await change(admin, member.id, { role: "moderator", status: "active" })).status).toBe(
      409,
    );
    const renamed = await change(admin, member.id, { firstName: "Renamed", status: "active" });
    expect(renamed.status).toBe(409);
    expect(await roleOf()).toBe("user");
    const [row] = await db().select().from(usersTable).where(eq(usersTable.id, member.id));
    expect(row.firstName).toBe("Ada");
    expect(await db().select().from(auditLog).where(eq(auditLog.entityId, member.id))).toEqual([]);
  });

  it("edits a user's details by the profile's rules, audited; the phone loses its verification", async () => {
    const admin = await signIn(await createStaff("admin"));
    const member = await createUser({
      firstName: "Ngozi",
      phone: "+2348031234567",
      phoneVerifiedAt: new Date(),
      state: "lagos",
      city: "Ikeja",
      accountType: "buyer",
    });
    const bad = await change(admin, member.id, { firstName: "N", phone: "12345", state: "mars" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["firstName", "phone", "state"]);

    const done = await change(admin, member.id, {
      firstName: " Ngozika ",
      phone: "0802 555 1234",
      state: "enugu",
      city: "Nsukka",
      accountType: "both",
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      firstName: "Ngozika",
      phone: "+2348025551234",
      state: "enugu",
      city: "Nsukka",
      location: "Nsukka, Enugu",
      accountType: "both",
    });
    const [row] = await db().select().from(usersTable).where(eq(usersTable.id, member.id));
    expect(row.phoneVerifiedAt).toBeNull();
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, member.id), eq(auditLog.action, "user.edit")));
    expect(entry).toMatchObject({ ip: "203.0.113.7" });
    expect(entry.details).toEqual({
      firstName: ["Ngozi", "Ngozika"],
      phone: ["+2348031234567", "+2348025551234"],
      state: ["lagos", "enugu"],
      city: ["Ikeja", "Nsukka"],
      accountType: ["buyer", "both"],
    });
    const [event] = await db()
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, member.id));
    expect(event).toMatchObject({ type: "phone_changed", details: { byStaff: true } });

    // Empty or null clears the phone, state and city; moderators may not edit at all.
    const cleared = await change(admin, member.id, { phone: "", state: null, city: "" });
    expect(cleared.body.data).toMatchObject({ phone: null, state: null, city: null });
    const moderator = await signIn(await createStaff());
    expect((await change(moderator, member.id, { firstName: "Someone" })).status).toBe(403);
  });

  it("pages by index with filters and search, never repeating a user", async () => {
    const admin = await signIn(await createStaff("admin", { firstName: "Admin" }));
    const made = [];
    // Distinct creation times: two sign-ups in one millisecond would order by id, not by creation.
    const start = Date.now() - 60_000;
    for (let i = 0; i < 5; i++)
      made.push(
        await createUser({
          firstName: "Pager",
          lastName: `Number${i}`,
          email: `pager${i}.${Date.now()}@example.ng`,
          phone: `+23480955500${i}0`,
          emailVerifiedAt: i % 2 ? new Date() : null,
          state: "lagos",
          city: "Ikeja",
          createdAt: new Date(start + i * 1000),
        }),
      );
    const seen: string[] = [];
    let query = "?q=Pager&limit=2";
    for (let page = 0; page < 5 && query; page++) {
      const r = await list(admin, query);
      expect(r.status).toBe(200);
      seen.push(...r.body.data.users.map((u: { id: string }) => u.id));
      query = r.body.data.nextBefore
        ? `?q=Pager&limit=2&before=${encodeURIComponent(r.body.data.nextBefore)}`
        : "";
    }
    expect(seen).toEqual([...made].reverse().map((u) => u.id));

    const pendingOnly = await list(admin, "?q=Pager&status=pending");
    expect(pendingOnly.body.data.users.map((u: { name: string }) => u.name).sort()).toEqual([
      "Pager Number0",
      "Pager Number2",
      "Pager Number4",
    ]);
    const byPhone = await list(admin, "?q=0809 555 0030");
    expect(byPhone.body.data.users.map((u: { id: string }) => u.id)).toEqual([made[3].id]);
    const byEmail = await list(admin, `?q=${encodeURIComponent("pager1.")}`);
    expect(byEmail.body.data.users).toHaveLength(1);
    expect(byEmail.body.data.users[0]).toMatchObject({
      name: "Pager Number1",
      status: "active",
      location: "Ikeja, Lagos",
    });
    expect((await list(admin, "?status=gone")).status).toBe(400);
    expect((await list(admin, "?before=2026-01-01")).status).toBe(400);
    expect((await list(admin, "?q=%25")).status).toBe(200);
    expect((await list(admin, "?q=a%00b")).status).toBe(400);
  });
});

describe("/admin/users/:id", () => {
  it("an admin suspends with a reason through the form; a moderator gets 403", async () => {
    const admin = await createStaff("admin");
    const seller = await createUser();
    const cookie = await signIn(admin);
    const post = (form: Record<string, string>) =>
      callRoute(adminUserPage.action, {
        method: "POST",
        path: `/admin/users/${seller.id}`,
        params: { id: seller.id },
        sessionCookie: cookie,
        form,
      });
    const noReason = await post({ intent: "suspend", reason: "" });
    expect(noReason.status).toBe(400);
    expect((await post({ intent: "suspend", reason: "Fake documents" })).status).toBe(302);
    const page = await callRoute(adminUserPage.loader, {
      path: `/admin/users/${seller.id}`,
      params: { id: seller.id },
      sessionCookie: cookie,
    });
    expect(page.body.user.status).toBe("suspended");
    expect(page.body.audit[0]).toMatchObject({ action: "user.suspend" });

    const moderator = await signIn(await createStaff());
    const refused = await callRoute(adminUserPage.loader, {
      path: `/admin/users/${seller.id}`,
      params: { id: seller.id },
      sessionCookie: moderator,
    });
    expect(refused.status).toBe(403);
  });
});

describe("/admin/users/:id details form", () => {
  it("saves the details without JavaScript, and a refusal keeps what was typed", async () => {
    const cookie = await signIn(await createStaff("admin"));
    const member = await createUser({ firstName: "Bola", accountType: "seller" });
    const post = (form: Record<string, string>) =>
      callRoute(adminUserPage.action, {
        method: "POST",
        path: `/admin/users/${member.id}`,
        params: { id: member.id },
        sessionCookie: cookie,
        form: { intent: "edit-details", ...form },
      });
    const fields = {
      firstName: "Bolanle",
      lastName: "Okafor",
      phone: "",
      state: "oyo",
      city: "Ibadan",
      accountType: "both",
    };
    const refused = await post({ ...fields, lastName: "O" });
    expect(refused.status).toBe(400);
    expect(refused.body.result.initialValue).toMatchObject({
      firstName: "Bolanle",
      city: "Ibadan",
    });
    expect(refused.body.result.error.lastName).toBeDefined();

    expect((await post(fields)).status).toBe(302);
    const [row] = await db().select().from(usersTable).where(eq(usersTable.id, member.id));
    expect(row).toMatchObject({
      firstName: "Bolanle",
      phone: null,
      state: "oyo",
      city: "Ibadan",
      accountType: "both",
    });
  });
});

describe("malformed admin queries", () => {
  it("answers 4xx, never 5xx, on every admin list page and API", async () => {
    const admin = await createStaff("admin");
    const cookie = await signIn(admin);
    const pages = await Promise.all([
      import("../../admin/users/route"),
      import("../../admin/all-listings"),
      import("../../admin/reports"),
      import("../../admin/audit"),
    ]);
    for (const page of pages) {
      const r = await callRoute(page.loader as never, {
        path: "/admin/x?q=a%00b&actor=%00&status=%00&before=%00",
        sessionCookie: cookie,
      });
      expect(r.status).toBeLessThan(500);
      // A stale or broken cursor shows the first page.
      const stale = await callRoute(page.loader as never, {
        path: "/admin/x?before=2026-01-01T00:00:00Z_garbage",
        sessionCookie: cookie,
      });
      expect(stale.status).toBe(200);
    }
  });
});
