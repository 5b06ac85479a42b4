/**
 * The reports queue (docs/decisions/013-admin-panel.md) through `/api/admin/reports` and
 * `/admin/reports`: staff only; Investigate takes a pending report once; Resolve needs a note; Take
 * Action does what it says (suspend the seller: their car leaves the site; remove a listing; delete
 * a review; warn by message), closes every open report on the target and tells each reporter;
 * moderators cannot suspend or remove; repeated reports raise the severity.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { listings, sellerReviews, users } from "#db/schema";
import { listNotifications } from "~/models/shared/notifications.server";
import { fileReport } from "~/models/messaging/reports.server";
import { sendMessage } from "~/models/messaging/messages.server";
import { updatePreferences } from "~/models/shared/preferences.server";
import {
  createConversation,
  createListing,
  createStaff,
  createUser,
} from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { callRoute, signIn } from "../../../../tests/support/routes";
import * as reportsPage from "../../admin/reports";
import * as car from "../cars/car";
import * as report from "./report";
import * as reports from "./reports";

useTestDatabase();

const list = (token: string | undefined, query = "") =>
  callRoute(reports.loader, { path: `/api/admin/reports${query}`, token });
const decide = (token: string, id: string, json: unknown) =>
  callRoute(report.action, { method: "PATCH", params: { id }, token, json });

async function reportedCar(reason: "scam" | "other" = "scam") {
  const seller = await createUser({ firstName: "Shady" });
  const listing = await createListing(seller.id, { title: "Toyota Venza 2011 too cheap" });
  const buyer = await createUser({ firstName: "Bisi", accountType: "buyer" });
  const filed = await fileReport(buyer.id, {
    targetType: "listing",
    targetId: listing.id,
    reason,
    details: "Asked for a deposit before viewing",
  });
  return { seller, listing, buyer, filed };
}

describe("admin reports API", () => {
  it("shows a reported request's words in the staff member's language, its note as typed", async () => {
    const { seller, buyer, conversationId } = await createConversation();
    const request = await sendMessage(buyer.id, conversationId, {
      content: "Morning is best",
      fields: { type: "test_drive", at: "2030-11-02T10:00" },
    });
    const filed = await fileReport(seller.id, {
      targetType: "message",
      targetId: request.id,
      reason: "other",
    });
    const staff = await createStaff();
    await updatePreferences(staff.id, { language: "yo" });
    const queue = await list(await signIn(staff), "?type=message");
    const row = queue.body.data.reports.find((r: { id: string }) => r.id === filed.id);
    expect(row.context).toMatchObject({
      label: "Message",
      text: "Ìbéèrè ìdánwò ìwakọ̀: Àbámẹ́ta, 2 Bélú 2030, 10:00 (aago Èkó)\nMorning is best",
    });
  });

  it("is for staff only; shows the report in context", async () => {
    const { filed, seller } = await reportedCar();
    expect((await list(undefined)).status).toBe(401);
    expect((await list(await signIn(await createUser()))).status).toBe(403);
    const moderator = await signIn(await createStaff());
    const r = await list(moderator);
    expect(r.status).toBe(200);
    const mine = r.body.data.reports.find((x: { id: string }) => x.id === filed.id);
    expect(mine).toMatchObject({
      type: "listing",
      severity: "high",
      status: "pending",
      reason: "scam",
      details: "Asked for a deposit before viewing",
      reportedBy: { name: "Bisi Okafor" },
      reportedUser: { id: seller.id, status: "active" },
      context: { label: "Toyota Venza 2011 too cheap" },
    });
    expect((await list(moderator, "?status=closed")).status).toBe(400);
  });

  it("Investigate takes a pending report once; Resolve needs a note", async () => {
    const { filed } = await reportedCar("other");
    const moderator = await signIn(await createStaff());
    const taken = await decide(moderator, filed.id, { status: "investigating" });
    expect(taken.status).toBe(200);
    expect(taken.body.data.status).toBe("investigating");
    expect(taken.body.data.assignee).not.toBeNull();
    expect((await decide(moderator, filed.id, { status: "investigating" })).status).toBe(409);
    expect((await decide(moderator, filed.id, { status: "resolved" })).status).toBe(400);
    const done = await decide(moderator, filed.id, {
      status: "resolved",
      note: "The price is real: a flood car, declared.",
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: "resolved", action: "none" });
    expect((await decide(moderator, filed.id, { status: "resolved", note: "again" })).status).toBe(
      409,
    );
    expect((await decide(moderator, "nope", { status: "investigating" })).status).toBe(404);
  });

  it("a moderator cannot suspend or remove; an admin's suspension takes the car off the site and closes all reports on it", async () => {
    const { filed, listing, seller, buyer } = await reportedCar();
    const second = await createUser({ firstName: "Kemi", accountType: "buyer" });
    await fileReport(second.id, {
      targetType: "listing",
      targetId: listing.id,
      reason: "fake_listing",
    });
    const moderator = await signIn(await createStaff());
    for (const action of ["suspend_user", "remove_listing"])
      expect((await decide(moderator, filed.id, { status: "resolved", action })).status).toBe(403);

    const admin = await signIn(await createStaff("admin"));
    const done = await decide(admin, filed.id, {
      status: "resolved",
      action: "suspend_user",
      note: "Deposit scam, three buyers",
    });
    expect(done.status).toBe(200);
    const [after] = await db().select().from(users).where(eq(users.id, seller.id));
    expect(after.status).toBe("suspended");
    expect((await callRoute(car.loader, { params: { id: listing.id } })).status).toBe(404);
    const open = await list(admin);
    expect(
      open.body.data.reports.some((r: { targetId: string }) => r.targetId === listing.id),
    ).toBe(false);
    for (const reporter of [buyer, second]) {
      const [told] = await listNotifications(reporter.id);
      expect(told).toMatchObject({
        type: "report_resolved",
        body: expect.stringContaining("We suspended the account"),
      });
    }
  });

  it("removes a listing, deletes a review, warns by message; repeated reports raise the severity", async () => {
    const admin = await signIn(await createStaff("admin"));
    const { filed, listing } = await reportedCar("other");
    expect(
      (await decide(admin, filed.id, { status: "resolved", action: "delete_review" })).status,
    ).toBe(400);
    expect(
      (await decide(admin, filed.id, { status: "resolved", action: "remove_listing" })).status,
    ).toBe(200);
    const [gone] = await db().select().from(listings).where(eq(listings.id, listing.id));
    expect(gone.status).toBe("removed");

    const seller = await createUser();
    const reviewer = await createUser({ accountType: "buyer" });
    const [review] = await db()
      .insert(sellerReviews)
      .values({ sellerId: seller.id, reviewerId: reviewer.id, rating: 1, comment: "Insults here" })
      .returning();
    const reporters = [await createUser(), await createUser(), await createUser()];
    const filings: Awaited<ReturnType<typeof fileReport>>[] = [];
    for (const r of reporters)
      filings.push(
        await fileReport(r.id, { targetType: "review", targetId: review.id, reason: "other" }),
      );
    const queue = await list(admin, "?type=review");
    const row = queue.body.data.reports.find((r: { id: string }) => r.id === filings[0].id);
    expect(row).toMatchObject({ baseSeverity: "info", severity: "warning", reportsOnTarget: 3 });
    expect(row.context).toMatchObject({ label: "Review, 1 stars", text: "Insults here" });

    const noNote = await decide(admin, filings[0].id, { status: "resolved", action: "warn_user" });
    expect(noNote.status).toBe(400);
    const warned = await decide(admin, filings[0].id, {
      status: "resolved",
      action: "warn_user",
      note: "Keep reviews about the car and the deal.",
    });
    expect(warned.status).toBe(200);
    // The reported user of a review is its author: the warning is theirs, in the app.
    const [warning] = await listNotifications(reviewer.id);
    expect(warning).toMatchObject({
      type: "account_warning",
      body: "Keep reviews about the car and the deal.",
    });
    expect(await listNotifications(seller.id)).toEqual([]);
    const closed = await list(admin, "?type=review&status=resolved");
    expect(closed.body.data.reports.map((r: { id: string }) => r.id).sort()).toEqual(
      filings.map((f) => f.id).sort(),
    );

    // Another review, reported once, is deleted.
    const other = await createUser({ accountType: "buyer" });
    const [second] = await db()
      .insert(sellerReviews)
      .values({ sellerId: seller.id, reviewerId: other.id, rating: 1, comment: "Fake review" })
      .returning();
    const one = await fileReport(reporters[0].id, {
      targetType: "review",
      targetId: second.id,
      reason: "other",
    });
    expect(
      (await decide(admin, one.id, { status: "resolved", action: "delete_review" })).status,
    ).toBe(200);
    expect(await db().select().from(sellerReviews).where(eq(sellerReviews.id, second.id))).toEqual(
      [],
    );
  });
});

describe("/admin/reports", () => {
  it("works as plain forms: investigate, then take action", async () => {
    const { filed } = await reportedCar();
    const admin = await signIn(await createStaff("admin"));
    const post = (form: Record<string, string>) =>
      callRoute(reportsPage.action, {
        method: "POST",
        path: "/admin/reports",
        sessionCookie: admin,
        form,
      });
    expect((await post({ intent: "investigate", reportId: filed.id })).status).toBe(302);
    const bad = await post({ intent: "take-action", reportId: filed.id, action: "none" });
    expect(bad.status).toBe(400);
    expect(
      (
        await post({
          intent: "take-action",
          reportId: filed.id,
          action: "remove_listing",
          note: "Scam",
        })
      ).status,
    ).toBe(302);
    const page = await callRoute(reportsPage.loader, {
      path: "/admin/reports?status=resolved",
      sessionCookie: admin,
    });
    expect(page.body.reports[0]).toMatchObject({ id: filed.id, action: "remove_listing" });
  });
});
