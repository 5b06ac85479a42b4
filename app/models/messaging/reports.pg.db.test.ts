/**
 * Reports (docs/decisions/009-messaging.md), on the test's database: what each kind of target
 * resolves to, who may report what (a third user's message is 404, one's own things 400), severity
 * from the reason, one pending report per target, and 10 reports a day.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listings, reports, sellerReviews, users } from "#db/schema";
import { db } from "#db/connection";
import { createListing, createUser, textMessage as text } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { raceTest } from "../../../tests/setup/race";
import { contactSeller, sendMessage } from "./messages.server";
import { fileReport, resolveReportTarget } from "./reports.server";
import { msg } from "~/i18n/messages";

useTestDatabase();

const buyerUser = () =>
  createUser({ accountType: "buyer", firstName: "Bola", lastName: "Adeyemi" });
const sellerUser = () => createUser({ firstName: "Chidi", lastName: "Eze" });

/** A seller with a car and a buyer who wrote about it; the seller answered. */
async function chat() {
  const seller = await sellerUser();
  const buyer = await buyerUser();
  const listing = await createListing(seller.id, { title: "Honda Accord 2016" });
  const first = await contactSeller(
    buyer.id,
    { listingId: listing.id },
    { ...text("Is it still available?"), sharePhone: false, shareEmail: false },
  );
  const answer = await sendMessage(seller.id, first.conversationId, text("Yes, come and see it"));
  return { seller, buyer, listing, buyerMessage: first.message, sellerMessage: answer };
}

const storedReport = async (id: string) =>
  (await db().select().from(reports).where(eq(reports.id, id)))[0];

describe("filing a report", () => {
  it("stores a pending report against the seller of a listing, severity from the reason", async () => {
    const { buyer, seller, listing } = await chat();
    const report = await fileReport(buyer.id, {
      targetType: "listing",
      targetId: listing.id,
      reason: "scam",
      details: "  Asked me to pay a deposit before any inspection  ",
    });
    expect(report).toMatchObject({
      targetType: "listing",
      targetId: listing.id,
      reason: "scam",
      severity: "high",
      status: "pending",
    });
    expect(new Date(report.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await storedReport(report.id)).toMatchObject({
      reporterId: buyer.id,
      reportedUserId: seller.id,
      details: "Asked me to pay a deposit before any inspection",
      severity: "high",
    });
  });

  it("maps abusive to a warning and every other reason to info", async () => {
    const reporter = await buyerUser();
    const severity = async (reason: "abusive" | "fake_listing" | "wrong_information" | "other") => {
      const target = await sellerUser();
      return (await fileReport(reporter.id, { targetType: "user", targetId: target.id, reason }))
        .severity;
    };
    expect(await severity("abusive")).toBe("warning");
    expect(await severity("fake_listing")).toBe("info");
    expect(await severity("wrong_information")).toBe("info");
    expect(await severity("other")).toBe("info");
  });

  it("reports a user against that user, and refuses an unknown one or oneself", async () => {
    const reporter = await buyerUser();
    const target = await sellerUser();
    const report = await fileReport(reporter.id, {
      targetType: "user",
      targetId: target.id,
      reason: "abusive",
    });
    expect(await storedReport(report.id)).toMatchObject({ reportedUserId: target.id, details: "" });
    await expect(
      fileReport(reporter.id, {
        targetType: "user",
        targetId: crypto.randomUUID(),
        reason: "other",
      }),
    ).rejects.toMatchObject({ status: 404, message: msg("refusals.notFound.user") });
    await expect(
      fileReport(reporter.id, { targetType: "user", targetId: reporter.id, reason: "other" }),
    ).rejects.toMatchObject({ status: 400, message: msg("contact.report.refusal.user") });
  });

  it("reports a message of one's own conversation against its sender; a third user gets 404", async () => {
    const { buyer, seller, buyerMessage, sellerMessage } = await chat();
    const report = await fileReport(buyer.id, {
      targetType: "message",
      targetId: sellerMessage.id,
      reason: "abusive",
    });
    expect(await storedReport(report.id)).toMatchObject({ reportedUserId: seller.id });

    const outsider = await buyerUser();
    await expect(
      fileReport(outsider.id, {
        targetType: "message",
        targetId: sellerMessage.id,
        reason: "scam",
      }),
    ).rejects.toMatchObject({ status: 404, message: msg("refusals.notFound.message") });
    await expect(
      fileReport(buyer.id, { targetType: "message", targetId: buyerMessage.id, reason: "scam" }),
    ).rejects.toMatchObject({ status: 400, message: msg("contact.report.refusal.message") });
  });

  it("reports a listing only when it is public or the reporter talked about it", async () => {
    const { buyer, seller, listing } = await chat();
    await db().update(listings).set({ status: "sold" }).where(eq(listings.id, listing.id));
    // Sold now: the buyer who asked about it may still report it, nobody else.
    const report = await fileReport(buyer.id, {
      targetType: "listing",
      targetId: listing.id,
      reason: "fake_listing",
    });
    expect(report.severity).toBe("info");
    const stranger = await buyerUser();
    await expect(
      fileReport(stranger.id, { targetType: "listing", targetId: listing.id, reason: "other" }),
    ).rejects.toMatchObject({ status: 404, message: msg("refusals.notFound.listing") });
    const draft = await createListing(seller.id, { status: "draft" });
    await expect(
      fileReport(buyer.id, { targetType: "listing", targetId: draft.id, reason: "other" }),
    ).rejects.toMatchObject({ status: 404, message: msg("refusals.notFound.listing") });
    const own = await createListing(seller.id);
    await expect(
      fileReport(seller.id, { targetType: "listing", targetId: own.id, reason: "other" }),
    ).rejects.toMatchObject({ status: 400, message: msg("contact.report.refusal.listing") });
  });

  it("reports a review against its reviewer, not one's own, and not on a hidden profile", async () => {
    const seller = await sellerUser();
    const reviewer = await buyerUser();
    const [review] = await db()
      .insert(sellerReviews)
      .values({ sellerId: seller.id, reviewerId: reviewer.id, rating: 1, comment: "Terrible" })
      .returning();
    const report = await fileReport(seller.id, {
      targetType: "review",
      targetId: review.id,
      reason: "wrong_information",
    });
    expect(await storedReport(report.id)).toMatchObject({ reportedUserId: reviewer.id });
    await expect(
      fileReport(reviewer.id, { targetType: "review", targetId: review.id, reason: "other" }),
    ).rejects.toMatchObject({ status: 400, message: msg("contact.report.refusal.review") });
    await expect(
      fileReport(seller.id, {
        targetType: "review",
        targetId: crypto.randomUUID(),
        reason: "other",
      }),
    ).rejects.toMatchObject({ status: 404, message: msg("refusals.notFound.review") });
    // A suspended seller's profile (and its reviews) is not public any more.
    await db().update(users).set({ status: "suspended" }).where(eq(users.id, seller.id));
    const other = await buyerUser();
    await expect(
      fileReport(other.id, { targetType: "review", targetId: review.id, reason: "other" }),
    ).rejects.toMatchObject({ status: 404, message: msg("refusals.notFound.review") });
  });

  it("refuses bad values with field errors", async () => {
    const reporter = await buyerUser();
    const target = await sellerUser();
    const refused = (input: Record<string, unknown>) =>
      fileReport(reporter.id, {
        targetType: "user",
        targetId: target.id,
        reason: "other",
        ...input,
      } as never).then(
        () => null,
        (e: { status: number; fields?: Record<string, string[]> }) => ({
          status: e.status,
          fields: Object.keys(e.fields ?? {}),
        }),
      );
    expect(await refused({ details: "x".repeat(1001) })).toEqual({
      status: 400,
      fields: ["details"],
    });
    expect(await refused({ details: "bad \u0007 bell" })).toEqual({
      status: 400,
      fields: ["details"],
    });
    expect(await refused({ reason: "spam" })).toEqual({ status: 400, fields: ["reason"] });
    expect(await refused({ targetType: "car" })).toEqual({ status: 400, fields: ["targetType"] });
    expect(await refused({ targetId: "not-an-id" })).toEqual({ status: 400, fields: ["targetId"] });
    expect(await db().select().from(reports).where(eq(reports.reporterId, reporter.id))).toEqual(
      [],
    );
  });
});

describe("repeats and the daily limit", () => {
  it("refuses a second pending report of the same target", async () => {
    const reporter = await buyerUser();
    const target = await sellerUser();
    const input = { targetType: "user" as const, targetId: target.id, reason: "scam" as const };
    await expect(fileReport(reporter.id, input)).resolves.toMatchObject({ status: "pending" });
    await expect(fileReport(reporter.id, input)).rejects.toMatchObject({
      status: 409,
      message: msg("contact.report.refusal.already"),
    });

    // Someone else may report it too; once staff resolve it, the reporter may report again.
    const other = await buyerUser();
    await expect(fileReport(other.id, input)).resolves.toMatchObject({ status: "pending" });
    await db()
      .update(reports)
      .set({ status: "resolved" })
      .where(eq(reports.reporterId, reporter.id));
    await expect(fileReport(reporter.id, input)).resolves.toMatchObject({ status: "pending" });
  });

  raceTest("refuses a second pending report of the same target sent in parallel", async () => {
    const reporter = await buyerUser();
    const target = await sellerUser();
    const input = { targetType: "user" as const, targetId: target.id, reason: "scam" as const };
    const results = await Promise.allSettled([
      fileReport(reporter.id, input),
      fileReport(reporter.id, input),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({
      status: 409,
      message: msg("contact.report.refusal.already"),
    });
  });

  it("lets a user file 10 reports a day, then answers 429", async () => {
    const reporter = await buyerUser();
    const targets = await Promise.all(Array.from({ length: 11 }, () => sellerUser()));
    for (const t of targets.slice(0, 10))
      await fileReport(reporter.id, { targetType: "user", targetId: t.id, reason: "other" });
    await expect(
      fileReport(reporter.id, { targetType: "user", targetId: targets[10].id, reason: "other" }),
    ).rejects.toMatchObject({
      status: 429,
      message: expect.stringContaining("refusals.limit.reports"),
    });
    const filed = await db().select().from(reports).where(eq(reports.reporterId, reporter.id));
    expect(filed).toHaveLength(10);
  });
});

describe("resolveReportTarget (the report page)", () => {
  it("names what is reported", async () => {
    const { buyer, listing, sellerMessage } = await chat();
    await expect(resolveReportTarget(buyer.id, "listing", listing.id)).resolves.toMatchObject({
      label: "Honda Accord 2016",
    });
    await expect(resolveReportTarget(buyer.id, "message", sellerMessage.id)).resolves.toMatchObject(
      { label: "a message from Chidi E." },
    );
    const dealer = await createUser({ sellerType: "dealer", businessName: "Wuse Motors" });
    await expect(resolveReportTarget(buyer.id, "user", dealer.id)).resolves.toMatchObject({
      label: "Wuse Motors",
    });
    await expect(resolveReportTarget(buyer.id, "user", "nope")).rejects.toMatchObject({
      status: 404,
      message: msg("refusals.notFound.user"),
    });
  });
});
