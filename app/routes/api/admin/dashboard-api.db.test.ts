/**
 * The admin Overview (docs/decisions/013-admin-panel.md) through `GET /api/admin/dashboard` and
 * `/admin`: real figures from the records.
 */
import { describe, expect, it } from "vitest";
import { fileReport } from "~/models/messaging/reports.server";
import { createListing, createStaff, createUser, createPayment } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { pageText, renderFailure, renderPage } from "../../../../tests/support/render";
import { callRoute, signIn } from "../../../../tests/support/routes";
import * as overviewPage from "../../admin/index";
import { clearOverviewCache } from "~/models/admin/overview.server";
import * as dashboard from "./dashboard";

useTestDatabase();

describe("GET /api/admin/dashboard", () => {
  it("counts users, listings, the queue, reports, payments and boosts from the records", async () => {
    const staff = await createStaff("moderator", { emailVerifiedAt: new Date() });
    const token = await signIn(staff);
    const before = (await callRoute(dashboard.loader, { token })).body.data;
    clearOverviewCache();

    const seller = await createUser({ emailVerifiedAt: new Date() });
    await createUser({ status: "suspended" });
    await createUser(); // e-mail not confirmed
    const old = new Date(Date.now() - 30 * 3_600_000);
    await createListing(seller.id, { status: "pending", submittedAt: old });
    const live = await createListing(seller.id, {
      featuredUntil: new Date(Date.now() + 86_400_000),
    });
    const buyer = await createUser();
    await fileReport(buyer.id, { targetType: "listing", targetId: live.id, reason: "scam" });
    await createPayment(seller.id, {
      boost: "featured",
      status: "completed",
      completedAt: new Date(),
    });

    const r = await callRoute(dashboard.loader, { token });
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.users.byStatus.active - before.users.byStatus.active).toBe(1);
    expect(d.users.byStatus.suspended - before.users.byStatus.suspended).toBe(1);
    expect(d.users.byStatus.pending - before.users.byStatus.pending).toBe(2);
    expect(d.listings.byStatus.pending - before.listings.byStatus.pending).toBe(1);
    expect(d.queue).toMatchObject({ targetHours: 24, overdue: true });
    expect(d.queue.oldestHours).toBeGreaterThanOrEqual(30);
    expect(d.reports.open.high - before.reports.open.high).toBe(1);
    expect(d.payments.completed - before.payments.completed).toBe(1);
    expect(d.payments.sum - before.payments.sum).toBe(25_000);
    expect(d.boostsActive - before.boostsActive).toBe(1);
    expect(d.newUsersPerDay).toHaveLength(30);
    expect(d.newUsersPerDay.at(-1).count - before.newUsersPerDay.at(-1).count).toBe(4);

    const html = await renderPage(overviewPage, "/admin", { path: "/admin", sessionCookie: token });
    const text = pageText(html);
    expect(text).toContain("New listings per day (30 days)");
    expect(text).toContain("On target No: overdue");
    expect(html).toContain("<svg");

    expect((await callRoute(dashboard.loader, {})).status).toBe(401);
    expect((await callRoute(dashboard.loader, { token: await signIn(seller) })).status).toBe(403);
  });

  it("shows the product's failure text when the admin data cannot load", async () => {
    const html = await renderFailure(overviewPage.ErrorBoundary, "/admin");
    expect(pageText(html)).toContain("Failed to load admin data");
  });
});
