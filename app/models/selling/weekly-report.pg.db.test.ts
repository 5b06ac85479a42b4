/**
 * The weekly report: last week's views, saves and inquiries per listing and in
 * total, Monday to Sunday in Lagos time, from the recorded rows; mailed once per seller and
 * week (a second run, two at once, or the job's retry, sends nothing); not sent when weekly
 * reports are off or the seller has no listing. The job itself: jobs/weekly-reports.db.test.ts.
 */
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { conversations, favourites, listingViews } from "#db/schema";
import { readOutbox } from "~/services/mail.server";
import { createListing, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { raceTest } from "../../../tests/setup/race";
import { deliverQueuedMail } from "../../../tests/support/jobs";
import { updatePreferences } from "../shared/preferences.server";
import { lastWeek, sendWeeklyReports, weeklyReport } from "./weekly-report.server";

useTestDatabase();

// Monday 23 November 2026, 07:00 in Lagos: last week is 16 to 22 November.
const NOW = new Date("2026-11-23T06:00:00Z");

async function views(listingId: string, day: string, visitors: number) {
  for (let i = 0; i < visitors; i++)
    await db()
      .insert(listingViews)
      .values({ listingId, day, visitor: `v-${day}-${i}` });
}

describe("weekly report", () => {
  it("finds last week in Lagos time", () => {
    expect(lastWeek(NOW)).toEqual({
      start: new Date("2026-11-15T23:00:00Z"),
      end: new Date("2026-11-22T23:00:00Z"),
      firstDay: "2026-11-16",
      lastDay: "2026-11-22",
    });
    // Sunday 23:30 in Lagos is still the week before.
    expect(lastWeek(new Date("2026-11-22T22:30:00Z")).firstDay).toBe("2026-11-09");
    // Monday 00:30 in Lagos (Sunday 23:30 UTC) is the new week.
    expect(lastWeek(new Date("2026-11-22T23:30:00Z")).firstDay).toBe("2026-11-16");
  });

  it("mails real numbers once, and not to sellers who turned it off", async () => {
    const seller = await createUser({ firstName: "Bola" });
    const off = await createUser();
    const none = await createUser();
    const buyer = await createUser({ accountType: "buyer" });
    const buyer2 = await createUser({ accountType: "buyer" });
    const camry = await createListing(seller.id, { title: "Toyota Camry 2012" });
    const civic = await createListing(seller.id, { title: "Honda Civic 2016" });
    await createListing(off.id);
    await updatePreferences(off.id, { weeklyReports: false });
    await createListing(none.id, { status: "draft" });

    await views(camry.id, "2026-11-16", 3);
    await views(camry.id, "2026-11-22", 2);
    await views(camry.id, "2026-11-23", 7); // this week: not counted
    await views(camry.id, "2026-11-15", 4); // the week before: not counted
    await views(civic.id, "2026-11-18", 1);
    const inWeek = new Date("2026-11-20T12:00:00Z");
    const before = new Date("2026-11-15T22:59:00Z"); // 23:59 Sunday in Lagos, the week before
    await db()
      .insert(favourites)
      .values([
        { userId: buyer.id, listingId: camry.id, createdAt: inWeek },
        { userId: buyer2.id, listingId: camry.id, createdAt: before },
        { userId: buyer2.id, listingId: civic.id, createdAt: new Date("2026-11-15T23:00:00Z") },
      ]);
    await db()
      .insert(conversations)
      .values([
        { buyerId: buyer.id, sellerId: seller.id, listingId: camry.id, createdAt: inWeek },
        { buyerId: buyer2.id, sellerId: seller.id, listingId: camry.id, createdAt: before },
        { buyerId: buyer2.id, sellerId: seller.id, listingId: null, createdAt: inWeek },
      ]);

    const report = await weeklyReport(seller.id, lastWeek(NOW));
    expect(report?.listings).toEqual([
      { listingId: camry.id, title: "Toyota Camry 2012", views: 5, saves: 1, inquiries: 1 },
      { listingId: civic.id, title: "Honda Civic 2016", views: 1, saves: 1, inquiries: 0 },
    ]);
    // The conversation from the seller's profile (no car) counts in the total.
    expect(report?.total).toEqual({ views: 6, saves: 2, inquiries: 2 });
    expect(await weeklyReport(none.id, lastWeek(NOW))).toBeNull();

    // A second run (or a retried job) sends nothing; two at once: the race test below.
    expect(await sendWeeklyReports(NOW)).toBe(1);
    expect(await sendWeeklyReports(NOW)).toBe(0);
    await deliverQueuedMail();
    const mails = await readOutbox(seller.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Your week on MotorMart: 6 views, 2 saves, 2 inquiries");
    expect(mails[0].text).toContain("Monday 16 November to Sunday 22 November, Lagos time");
    expect(mails[0].text).toContain("- Toyota Camry 2012: 5 views, 1 save, 1 inquiry");
    expect(mails[0].text).toContain("- Honda Civic 2016: 1 view, 1 save, 0 inquiries");
    expect(mails[0].text).toContain("https://motormart.test/profile?tab=preferences");
    expect(await readOutbox(off.email)).toEqual([]);
    expect(await readOutbox(none.email)).toEqual([]);

    // Next week's run mails again (a new week), the same week's never.
    expect(await sendWeeklyReports(new Date("2026-11-30T06:00:00Z"))).toBe(1);
  });

  // After the test above, which mailed its sellers for this week: only this seller is due.
  raceTest(
    "mails a seller once when two workers send the same week's reports at once",
    async () => {
      const seller = await createUser({ firstName: "Kunle" });
      await createListing(seller.id);
      const runs = await Promise.all([sendWeeklyReports(NOW), sendWeeklyReports(NOW)]);
      expect(runs[0] + runs[1]).toBe(1);
      expect(await sendWeeklyReports(NOW)).toBe(0);
      await deliverQueuedMail();
      expect(await readOutbox(seller.email)).toHaveLength(1);
    },
  );
});
