/**
 * Every listing for staff (docs/decisions/013-admin-panel.md) through `/api/admin/listings`: all
 * statuses, filters and search, paged by index; status changes follow the moderation rules, removal
 * is for admins, each is audited.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { auditLog } from "#db/schema";
import { createListing, createStaff, createUser } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { callRoute, signIn } from "../../../../tests/support/routes";
import * as car from "../cars/car";
import * as listing from "./listing";
import * as listings from "./listings";

useTestDatabase();

const list = (token: string | undefined, query = "") =>
  callRoute(listings.loader, { path: `/api/admin/listings${query}`, token });
const change = (token: string, id: string, json: unknown) =>
  callRoute(listing.action, { method: "PATCH", params: { id }, token, json, ip: "192.0.2.99" });

describe("admin listings API", () => {
  it("lists every status with filters and search, paged by index", async () => {
    const seller = await createUser({ email: `dealer.${Date.now()}@example.ng` });
    const made = [];
    for (const status of ["pending", "active", "rejected", "sold", "flagged"] as const)
      made.push(
        await createListing(seller.id, { status, title: `Admin list ${status} Highlander` }),
      );
    const moderator = await signIn(await createStaff());
    expect((await list(undefined)).status).toBe(401);
    expect((await list(await signIn(seller))).status).toBe(403);

    const flagged = await list(moderator, "?status=flagged&q=Highlander");
    expect(flagged.body.data.listings.map((l: { id: string }) => l.id)).toEqual([made[4].id]);
    expect(flagged.body.data.listings[0]).toMatchObject({
      title: "Admin list flagged Highlander",
      seller: { id: seller.id },
      location: "Ikeja, Lagos",
      status: "flagged",
    });
    const byEmail = await list(moderator, `?q=${encodeURIComponent(seller.email)}`);
    expect(byEmail.body.data.listings).toHaveLength(5);
    const byId = await list(moderator, `?q=${made[2].id}`);
    expect(byId.body.data.listings.map((l: { id: string }) => l.id)).toEqual([made[2].id]);

    const seen: string[] = [];
    let query = "?q=Highlander&limit=2";
    while (query) {
      const page = await list(moderator, query);
      seen.push(...page.body.data.listings.map((l: { id: string }) => l.id));
      const next = page.body.data.nextBefore;
      query = next ? `?q=Highlander&limit=2&before=${encodeURIComponent(next)}` : "";
    }
    expect(seen).toEqual([...made].reverse().map((l) => l.id));
    expect((await list(moderator, "?status=bogus")).status).toBe(400);
  });

  it("changes status by the rules: approve, flag with a reason, restore; only admins remove", async () => {
    const seller = await createUser();
    const pending = await createListing(seller.id, { status: "pending" });
    const moderator = await signIn(await createStaff());
    expect((await change(moderator, pending.id, { status: "active" })).status).toBe(200);
    expect((await callRoute(car.loader, { params: { id: pending.id } })).status).toBe(200);
    expect((await change(moderator, pending.id, { status: "flagged" })).status).toBe(400);
    expect(
      (
        await change(moderator, pending.id, {
          status: "flagged",
          reason: "Photos are stock images",
        })
      ).status,
    ).toBe(200);
    expect((await callRoute(car.loader, { params: { id: pending.id } })).status).toBe(404);
    expect(
      (await change(moderator, pending.id, { status: "rejected", reason: "Not pending" })).status,
    ).toBe(409);
    expect(
      (await change(moderator, pending.id, { status: "removed", reason: "Scam listing" })).status,
    ).toBe(403);
    expect((await change(moderator, pending.id, { status: "active" })).status).toBe(200);

    const admin = await signIn(await createStaff("admin"));
    expect(
      (await change(admin, pending.id, { status: "removed", reason: "Scam listing" })).status,
    ).toBe(200);
    expect(
      (await change(admin, pending.id, { status: "removed", reason: "Scam listing" })).status,
    ).toBe(409);
    expect((await change(admin, "nope", { status: "active" })).status).toBe(404);
    const trail = await db().select().from(auditLog).where(eq(auditLog.entityId, pending.id));
    expect(trail.map((t) => t.action).sort()).toEqual([
      "listing.approved",
      "listing.flagged",
      "listing.removed",
      "listing.restored",
    ]);
    expect(trail.every((t) => t.ip === "192.0.2.99")).toBe(true);
  });
});

describe("an admin edits someone else's listing", () => {
  it("opens it in the selling flow and saves it, audited as a staff edit", async () => {
    const { loader } = await import("../../sell/route");
    const seller = await createUser();
    const car = await createListing(seller.id, { status: "active" });
    const admin = await createStaff("admin", { accountType: "buyer" });
    const page = await callRoute(loader, {
      path: `/sell?draft=${car.id}&step=1`,
      sessionCookie: await signIn(admin),
    });
    expect(page.status).toBe(200);
    expect(page.body.draft.id).toBe(car.id);
    const moderator = await createStaff();
    const refused = await callRoute(loader, {
      path: `/sell?draft=${car.id}&step=1`,
      sessionCookie: await signIn(moderator),
    }).catch((e) => e);
    expect(refused.status ?? refused.init?.status).toBe(404);
  });
});
