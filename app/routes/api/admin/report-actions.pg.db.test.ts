/**
 * Take Action on a report follows the actor's permissions (docs/decisions/005-permissions.md,
 * 013-admin-panel.md): a moderator may flag a reported listing and warn its seller; an admin
 * may also remove the listing, suspend the account and delete a review. The page offers only
 * those, and the server checks them again (the page form and `PATCH /api/admin/reports/{id}`).
 *
 * Resolving is one transaction with its audit row: when any write fails (here the audit row,
 * with a lone UTF-16 surrogate that PostgreSQL refuses in a JSON column), the report, the
 * listing, the account and the notifications stay as they were.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { auditLog, listings, reports, sellerReviews, users } from "#db/schema";
import { resolveReport } from "~/models/admin/reports.server";
import { listNotifications } from "~/models/shared/notifications.server";
import { fileReport } from "~/models/messaging/reports.server";
import { createListing, createStaff, createUser } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { raceTest } from "../../../../tests/setup/race";
import { pageText, renderPage } from "../../../../tests/support/render";
import { callRoute, signIn } from "../../../../tests/support/routes";
import * as reportsPage from "../../admin/reports";
import * as car from "../cars/car";
import * as report from "./report";
import * as reportsApi from "./reports";

useTestDatabase();

async function reportedCar() {
  const seller = await createUser({ firstName: "Shady" });
  const listing = await createListing(seller.id, { title: "Lexus GX460 far too cheap" });
  const buyer = await createUser({ firstName: "Bisi", accountType: "buyer" });
  const filed = await fileReport(buyer.id, {
    targetType: "listing",
    targetId: listing.id,
    reason: "scam",
    details: "Wants a deposit first",
  });
  return { seller, listing, buyer, filed };
}

async function reportedReview() {
  const seller = await createUser();
  const author = await createUser({ accountType: "buyer" });
  const [review] = await db()
    .insert(sellerReviews)
    .values({ sellerId: seller.id, reviewerId: author.id, rating: 1, comment: "Insults" })
    .returning();
  const filed = await fileReport((await createUser()).id, {
    targetType: "review",
    targetId: review.id,
    reason: "abusive",
  });
  return { review, author, filed };
}

const decide = (token: string, id: string, json: unknown) =>
  callRoute(report.action, { method: "PATCH", params: { id }, token, json });

async function offered(token: string, reportId: string, query = "") {
  const r = await callRoute(reportsApi.loader, { path: `/api/admin/reports${query}`, token });
  return r.body.data.reports.find((x: { id: string }) => x.id === reportId)?.allowedActions;
}

describe("Take Action follows the actor's permissions", () => {
  it("offers a moderator Flag and Warn on a reported listing, an admin also Remove and Suspend", async () => {
    const { filed } = await reportedCar();
    const moderator = await createStaff();
    const admin = await createStaff("admin");
    expect(await offered(await signIn(moderator), filed.id)).toEqual(["flag_listing", "warn_user"]);
    expect(await offered(await signIn(admin), filed.id)).toEqual([
      "flag_listing",
      "remove_listing",
      "suspend_user",
      "warn_user",
    ]);

    // The page a moderator gets (server-rendered, as without JavaScript).
    const html = await renderPage(reportsPage, "/admin/reports", {
      path: "/admin/reports",
      sessionCookie: await signIn(moderator),
    });
    expect(html).toContain('value="flag_listing"');
    expect(html).toContain('value="warn_user"');
    expect(html).not.toContain('value="remove_listing"');
    expect(html).not.toContain('value="suspend_user"');
    expect(pageText(html)).toContain("Flag the listing");
  });

  it("a moderator flags the reported listing from the page form: it leaves the site, the report closes, audited", async () => {
    const { filed, listing, buyer } = await reportedCar();
    const moderator = await createStaff();
    const r = await callRoute(reportsPage.action, {
      method: "POST",
      path: "/admin/reports",
      sessionCookie: await signIn(moderator),
      form: {
        intent: "take-action",
        reportId: filed.id,
        action: "flag_listing",
        note: "Deposit scam pattern",
      },
    });
    expect(r.status).toBe(302);
    const [after] = await db().select().from(listings).where(eq(listings.id, listing.id));
    expect(after).toMatchObject({ status: "flagged", rejectionReason: "Deposit scam pattern" });
    expect((await callRoute(car.loader, { params: { id: listing.id } })).status).toBe(404);
    const [closed] = await db().select().from(reports).where(eq(reports.id, filed.id));
    expect(closed).toMatchObject({ status: "resolved", action: "flag_listing" });
    const trail = await db().select().from(auditLog).where(eq(auditLog.actorId, moderator.id));
    expect(trail.map((t) => t.action).sort()).toEqual(["listing.flagged", "report.resolve"]);
    const [told] = await listNotifications(buyer.id);
    expect(told.body).toContain("We hid the listing");
  });

  it("the API flags for a moderator too; refuses what the actor may not do (403) or what does not fit (400)", async () => {
    const { filed, listing } = await reportedCar();
    const moderator = await signIn(await createStaff());
    for (const action of ["remove_listing", "suspend_user"])
      expect(
        (await decide(moderator, filed.id, { status: "resolved", action, note: "Scam" })).status,
      ).toBe(403);
    const flagged = await decide(moderator, filed.id, {
      status: "resolved",
      action: "flag_listing",
      note: "Stock photos, price far too low",
    });
    expect(flagged.status).toBe(200);
    expect(flagged.body.data).toMatchObject({ status: "resolved", action: "flag_listing" });
    const [after] = await db().select().from(listings).where(eq(listings.id, listing.id));
    expect(after.status).toBe("flagged");

    const { filed: onReview, review } = await reportedReview();
    expect(await offered(moderator, onReview.id, "?type=review")).toEqual(["warn_user"]);
    expect(
      (await decide(moderator, onReview.id, { status: "resolved", action: "delete_review" }))
        .status,
    ).toBe(403);
    const admin = await signIn(await createStaff("admin"));
    expect(await offered(admin, onReview.id, "?type=review")).toEqual([
      "suspend_user",
      "warn_user",
      "delete_review",
    ]);
    expect(
      (
        await decide(admin, onReview.id, {
          status: "resolved",
          action: "flag_listing",
          note: "Not a listing",
        })
      ).status,
    ).toBe(400);
    expect(
      (await decide(admin, onReview.id, { status: "resolved", action: "delete_review" })).status,
    ).toBe(200);
    expect(await db().select().from(sellerReviews).where(eq(sellerReviews.id, review.id))).toEqual(
      [],
    );
  });
});

describe("a resolve that fails leaves the report as it was", () => {
  // PostgreSQL refuses a lone surrogate in a JSON value; the audit row's details hold the note.
  const REFUSED = "Bad \ud800 note";

  async function unchanged(reportId: string) {
    const [row] = await db().select().from(reports).where(eq(reports.id, reportId));
    expect(row).toMatchObject({ status: "pending", action: null, resolution: null });
    expect(row.resolvedAt).toBeNull();
    const trail = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "report"), eq(auditLog.entityId, reportId)));
    expect(trail).toEqual([]);
  }

  it("with no action, a flag, a warning or a suspension", async () => {
    const admin = await createStaff("admin");
    for (const action of ["none", "flag_listing", "warn_user", "suspend_user"] as const) {
      const { filed, listing, seller, buyer } = await reportedCar();
      await expect(resolveReport(admin, filed.id, { action, note: REFUSED })).rejects.toThrow();
      await unchanged(filed.id);
      const [car] = await db().select().from(listings).where(eq(listings.id, listing.id));
      expect({ action, status: car.status }).toEqual({ action, status: "active" });
      const [owner] = await db().select().from(users).where(eq(users.id, seller.id));
      expect({ action, status: owner.status }).toEqual({ action, status: "active" });
      expect(await listNotifications(seller.id)).toEqual([]);
      expect(await listNotifications(buyer.id)).toEqual([]);
      // The same report resolves afterwards.
      await resolveReport(admin, filed.id, { action, note: "A fair note" });
      const [row] = await db().select().from(reports).where(eq(reports.id, filed.id));
      expect(row).toMatchObject({ status: "resolved", action });
    }
  });

  it("deleting a review", async () => {
    const admin = await createStaff("admin");
    const { filed, review } = await reportedReview();
    await expect(
      resolveReport(admin, filed.id, { action: "delete_review", note: REFUSED }),
    ).rejects.toThrow();
    await unchanged(filed.id);
    expect(
      await db().select().from(sellerReviews).where(eq(sellerReviews.id, review.id)),
    ).toHaveLength(1);
  });
});

describe("two staff deciding at once", () => {
  raceTest(
    "one resolves, the other gets 409; one warning, no deadlock on two reports of one target",
    async () => {
      const [first, second] = [await createStaff(), await createStaff("admin")];
      const { filed, listing, seller } = await reportedCar();
      const other = await fileReport((await createUser()).id, {
        targetType: "listing",
        targetId: listing.id,
        reason: "fake_listing",
      });
      const outcomes = await Promise.allSettled([
        resolveReport(first, filed.id, { action: "warn_user", note: "Stop asking for deposits" }),
        resolveReport(second, other.id, { action: "warn_user", note: "Stop asking for deposits" }),
        resolveReport(second, filed.id, { action: "warn_user", note: "Stop asking for deposits" }),
      ]);
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
      for (const o of outcomes)
        if (o.status === "rejected") expect(o.reason).toMatchObject({ status: 409 });
      expect(
        (await listNotifications(seller.id)).filter((n) => n.type === "account_warning"),
      ).toHaveLength(1);
      const rows = await db()
        .select()
        .from(reports)
        .where(and(eq(reports.targetType, "listing"), eq(reports.targetId, listing.id)));
      expect(rows.map((r) => r.status)).toEqual(["resolved", "resolved"]);
    },
  );
});
