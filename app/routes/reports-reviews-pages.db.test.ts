/**
 * The report page (`/report`) and the seller profile's review form as a browser without
 * JavaScript uses them: plain form posts, redirects with a flash message, refused posts that
 * keep what was typed, sign-in first.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fieldErrorsOf, formErrorsOf, typedOf } from "~/lib/forms/form-answer";
import { reports } from "#db/schema";
import { db } from "#db/connection";
import { action as reportAction, loader as reportLoader } from "~/routes/account/report";
import { action as sellerAction, loader as sellerLoader } from "~/routes/public/seller/route";
import { loader as rootLoader } from "~/root";
import { createAnsweredConversation, createUser } from "../../tests/factories";
import { useTestDatabase } from "../../tests/setup/database";
import { callRoute, signIn, type CallResult } from "../../tests/support/routes";

useTestDatabase();

let seller: { id: string };
let buyer: { id: string };
let outsider: { id: string };
let buyerToken = "";
let outsiderToken = "";
let sellerMessageId = "";

beforeAll(async () => {
  seller = await createUser({ firstName: "Chidi", lastName: "Eze" });
  buyer = await createUser({ accountType: "buyer", firstName: "Bola", lastName: "Adeyemi" });
  outsider = await createUser({ accountType: "buyer" });
  [buyerToken, outsiderToken] = await Promise.all([signIn(buyer), signIn(outsider)]);
  ({ sellerMessageId } = await createAnsweredConversation(seller.id, buyer.id));
});

/** The flash cookie a redirect set, to send with the next request. */
const flashCookie = (r: CallResult) => (r.headers.get("set-cookie") ?? "").split(";")[0];

/** The flash message the page a redirect leads to shows (the root's loader reads it). */
const flashAfter = async (r: CallResult, token: string) =>
  (await callRoute(rootLoader, { path: r.location!, sessionCookie: token, cookie: flashCookie(r) }))
    .body.flash;

const sellerPage = (token: string | undefined, query = "?tab=reviews", cookie?: string) =>
  callRoute(sellerLoader, {
    path: `/seller/${seller.id}${query}`,
    params: { id: seller.id },
    sessionCookie: token,
    cookie,
  });

describe("/report", () => {
  const reportPath = (type: string, id: string, returnTo = `/seller/${seller.id}`) =>
    `/report?targetType=${type}&targetId=${id}&returnTo=${encodeURIComponent(returnTo)}`;

  it("sends a signed-out visitor to sign in and back", async () => {
    const path = reportPath("user", seller.id);
    const r = await callRoute(reportLoader, { path });
    expect(r.status).toBe(302);
    expect(r.location).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
  });

  it("names the target, and is a 404 for unknown or hidden targets", async () => {
    const ok = await callRoute(reportLoader, {
      path: reportPath("message", sellerMessageId),
      sessionCookie: buyerToken,
    });
    expect(ok.body).toMatchObject({
      target: { targetType: "message", label: "a message from Chidi E." },
      returnTo: `/seller/${seller.id}`,
    });
    const hidden = await callRoute(reportLoader, {
      path: reportPath("message", sellerMessageId),
      sessionCookie: outsiderToken,
    });
    expect(hidden.status).toBe(404);
    const unknown = await callRoute(reportLoader, {
      path: reportPath("review", crypto.randomUUID()),
      sessionCookie: buyerToken,
    });
    expect(unknown.status).toBe(404);
    const badType = await callRoute(reportLoader, {
      path: reportPath("car", seller.id),
      sessionCookie: buyerToken,
    });
    expect(badType.status).toBe(404);
    // Another site is never a place to go back to.
    const evil = await callRoute(reportLoader, {
      path: reportPath("user", seller.id, "//evil.example/x"),
      sessionCookie: buyerToken,
    });
    expect(evil.body.returnTo).toBe("/dashboard");
  });

  it("keeps what was typed when the reason is missing", async () => {
    const r = await callRoute(reportAction, {
      path: reportPath("user", seller.id),
      sessionCookie: buyerToken,
      form: { targetType: "user", targetId: seller.id, details: "He shouted at me on the phone" },
    });
    expect(r.status).toBe(400);
    expect(r.body.result.error.reason).toEqual(["Choose a reason"]);
    expect(r.body.result.initialValue.details).toBe("He shouted at me on the phone");
    expect(await db().select().from(reports).where(eq(reports.reporterId, buyer.id))).toEqual([]);
  });

  it("files the report and goes back with the confirmation; a repeat is refused", async () => {
    const form = {
      targetType: "user",
      targetId: seller.id,
      reason: "abusive",
      details: "Rude messages",
      returnTo: `/seller/${seller.id}`,
    };
    const r = await callRoute(reportAction, {
      path: reportPath("user", seller.id),
      sessionCookie: buyerToken,
      form,
    });
    expect(r.status).toBe(302);
    expect(r.location).toBe(`/seller/${seller.id}`);
    expect(await flashAfter(r, buyerToken)).toEqual({
      tone: "success",
      message: "Thank you. Our team will review your report.",
    });
    const [stored] = await db().select().from(reports).where(eq(reports.reporterId, buyer.id));
    expect(stored).toMatchObject({
      reason: "abusive",
      severity: "warning",
      details: "Rude messages",
    });

    const again = await callRoute(reportAction, {
      path: reportPath("user", seller.id),
      sessionCookie: buyerToken,
      form,
    });
    expect(again.status).toBe(409);
    expect(again.body.result.error[""]).toEqual(["You have already reported this"]);

    // No returnTo, or another site's: back to the dashboard.
    const other = await callRoute(reportAction, {
      path: "/report",
      sessionCookie: outsiderToken,
      form: { ...form, returnTo: "https://evil.example" },
    });
    expect(other.location).toBe("/dashboard");
  });
});

describe("the seller profile's review form", () => {
  const post = (token: string | undefined, form: Record<string, string>) =>
    callRoute(sellerAction, {
      path: `/seller/${seller.id}?tab=reviews`,
      params: { id: seller.id },
      sessionCookie: token,
      form,
    });

  it("shows the form only to a buyer the seller answered", async () => {
    expect((await sellerPage(buyerToken)).body).toMatchObject({
      signedIn: true,
      canReview: true,
      myReview: null,
    });
    expect((await sellerPage(outsiderToken)).body).toMatchObject({
      signedIn: true,
      canReview: false,
    });
    expect((await sellerPage(undefined)).body).toMatchObject({ signedIn: false, canReview: false });
  });

  it("sends a signed-out post to sign in, back to the reviews", async () => {
    const r = await post(undefined, {
      intent: "write-review",
      rating: "5",
      comment: "Great seller!",
    });
    expect(r.location).toBe(
      `/login?redirectTo=${encodeURIComponent(`/seller/${seller.id}?tab=reviews`)}`,
    );
  });

  it("refuses a post from someone the seller never answered", async () => {
    const r = await post(outsiderToken, {
      intent: "write-review",
      rating: "5",
      comment: "I never bought anything here.",
    });
    expect(r.status).toBe(403);
    expect(formErrorsOf(r.body)).toEqual([
      "You can review a seller after they have answered one of your messages",
    ]);
  });

  it("keeps the values typed when they are refused, then writes, edits and deletes", async () => {
    const bad = await post(buyerToken, {
      intent: "write-review",
      rating: "",
      comment: "Too short",
      carPurchased: "Toyota Corolla",
    });
    expect(bad.status).toBe(400);
    expect(["rating", "comment", "carPurchased"].map((f) => typedOf(bad.body, f))).toEqual([
      "",
      "Too short",
      "Toyota Corolla",
    ]);
    expect(formErrorsOf(bad.body)).toBeUndefined();
    expect(["rating", "comment", "carPurchased"].filter((f) => fieldErrorsOf(bad.body, f))).toEqual(
      ["rating", "comment"],
    );

    const written = await post(buyerToken, {
      intent: "write-review",
      rating: "4",
      comment: "Quick answers, fair price.",
      carPurchased: "Toyota Corolla",
    });
    expect(written.status).toBe(302);
    expect(written.location).toBe(`/seller/${seller.id}?tab=reviews`);
    expect((await flashAfter(written, buyerToken)).message).toBe("Thank you for your review.");
    const page = (await sellerPage(buyerToken)).body;
    expect(page).toMatchObject({
      canReview: false,
      myReview: { rating: 4, comment: "Quick answers, fair price." },
      seller: { rating: 4, totalReviews: 1 },
    });
    expect(page.reviews).toEqual([expect.objectContaining({ id: page.myReview.id })]);

    const edited = await post(buyerToken, {
      intent: "update-review",
      rating: "2",
      comment: "The papers took three weeks.",
    });
    expect(edited.status).toBe(302);
    expect((await sellerPage(buyerToken)).body).toMatchObject({
      myReview: { rating: 2, carPurchased: null },
      seller: { rating: 2, totalReviews: 1 },
    });

    const deleted = await post(buyerToken, { intent: "delete-review" });
    expect((await flashAfter(deleted, buyerToken)).message).toBe("Your review is deleted.");
    const after = (await sellerPage(buyerToken)).body;
    expect(after).toMatchObject({ myReview: null, canReview: true, seller: { totalReviews: 0 } });
  });
});
