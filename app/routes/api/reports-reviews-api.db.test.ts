/**
 * `POST /api/reports` and the review endpoints (`POST /api/users/{id}/reviews`, `GET`/`PUT`/
 * `DELETE /api/users/{id}/reviews/mine`) as a client sees them: statuses, the envelope, field
 * errors, and what the seller's public profile shows afterwards.
 */
import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { hitLimit, LIMITS } from "~/models/shared/limits.server";
import { action as reportAction, loader as reportLoader } from "~/routes/api/reports/reports";
import { action as myReviewAction, loader as myReviewLoader } from "~/routes/api/users/my-review";
import { action as reviewAction } from "~/routes/api/users/reviews";
import { loader as sellerProfile } from "~/routes/api/users/seller-profile";
import { createAnsweredConversation, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { callRoute, signIn } from "../../../tests/support/routes";

useTestDatabase();

let seller: { id: string };
let buyer: { id: string };
let outsider: { id: string };
let sellerToken = "";
let buyerToken = "";
let outsiderToken = "";
let sellerMessageId = "";

beforeAll(async () => {
  seller = await createUser({ firstName: "Chidi", lastName: "Eze" });
  buyer = await createUser({ accountType: "buyer", firstName: "Bola", lastName: "Adeyemi" });
  outsider = await createUser({ accountType: "buyer" });
  [sellerToken, buyerToken, outsiderToken] = await Promise.all(
    [seller, buyer, outsider].map((u) => signIn(u)),
  );
  ({ sellerMessageId } = await createAnsweredConversation(seller.id, buyer.id));
});

const report = (token: string | undefined, json: unknown) =>
  callRoute(reportAction, { method: "POST", path: "/api/reports", token, json });

describe("POST /api/reports", () => {
  it("answers 201 with the report", async () => {
    const r = await report(buyerToken, {
      targetType: "message",
      targetId: sellerMessageId,
      reason: "scam",
      details: "Asked for a deposit by bank transfer",
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      success: true,
      message: "Thank you. Our team will review your report.",
    });
    expect(Object.keys(r.body.data).sort()).toEqual(
      ["createdAt", "id", "reason", "severity", "status", "targetId", "targetType"].sort(),
    );
    expect(r.body.data).toMatchObject({
      targetType: "message",
      targetId: sellerMessageId,
      reason: "scam",
      severity: "high",
      status: "pending",
    });
    expect(r.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers 401 signed out, 405 to GET", async () => {
    const r = await report(undefined, {
      targetType: "user",
      targetId: seller.id,
      reason: "other",
    });
    expect(r).toMatchObject({
      status: 401,
      body: { success: false, message: "Sign in to continue" },
    });
    expect((await callRoute(reportLoader, { path: "/api/reports" })).status).toBe(405);
  });

  it("answers 400 with field errors for bad values", async () => {
    const r = await report(outsiderToken, {
      targetType: "car",
      targetId: "123",
      reason: "spam",
      details: "x".repeat(1001),
    });
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
    expect(Object.keys(r.body.errors).sort()).toEqual([
      "details",
      "reason",
      "targetId",
      "targetType",
    ]);
    const own = await report(sellerToken, {
      targetType: "user",
      targetId: seller.id,
      reason: "other",
    });
    expect(own).toMatchObject({ status: 400, body: { message: "You cannot report yourself" } });
  });

  it("answers 404 for a message of someone else's conversation, and an unknown target", async () => {
    const r = await report(outsiderToken, {
      targetType: "message",
      targetId: sellerMessageId,
      reason: "abusive",
    });
    expect(r).toMatchObject({
      status: 404,
      body: { success: false, message: "Message not found" },
    });
    const missing = await report(outsiderToken, {
      targetType: "listing",
      targetId: crypto.randomUUID(),
      reason: "fake_listing",
    });
    expect(missing).toMatchObject({ status: 404, body: { message: "Listing not found" } });
  });

  it("answers 409 to a repeat and 429 past 10 reports a day", async () => {
    const reporter = await createUser({ accountType: "buyer" });
    const token = await signIn(reporter);
    const body = { targetType: "user", targetId: seller.id, reason: "abusive" };
    expect((await report(token, body)).status).toBe(201);
    expect(await report(token, body)).toMatchObject({
      status: 409,
      body: { success: false, message: "You have already reported this" },
    });
    // Nine more reports today (counted as the model counts them) leave no room.
    await hitLimit(`reports:user:${reporter.id}`, LIMITS.reportsPerUser, Date.now(), 9);
    const over = await report(token, { targetType: "user", targetId: buyer.id, reason: "other" });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^You have sent many reports today\. Please wait/);
  });
});

describe("reviews", () => {
  const path = (id: string, mine = false) => `/api/users/${id}/reviews${mine ? "/mine" : ""}`;
  const write = (token: string | undefined, id: string, json: unknown) =>
    callRoute(reviewAction, { method: "POST", path: path(id), params: { id }, token, json });
  const mine = (method: string, token: string, id: string, json?: unknown) =>
    callRoute(method === "GET" ? myReviewLoader : myReviewAction, {
      method,
      path: path(id, true),
      params: { id },
      token,
      json,
    });
  const profile = async () =>
    (
      await callRoute(sellerProfile, {
        path: `/api/users/${seller.id}/profile`,
        params: { id: seller.id },
      })
    ).body.data;

  it("POST: 401 signed out, 403 before the seller answered, 400 bad values", async () => {
    const good = { rating: 5, comment: "Quick answers, fair price." };
    expect((await write(undefined, seller.id, good)).status).toBe(401);
    expect(await write(outsiderToken, seller.id, good)).toMatchObject({
      status: 403,
      body: {
        success: false,
        message: "You can review a seller after they have answered one of your messages",
      },
    });
    const bad = await write(buyerToken, seller.id, { rating: 7, comment: "Short" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["comment", "rating"]);
    expect(await write(buyerToken, crypto.randomUUID(), good)).toMatchObject({ status: 404 });
    expect(await profile()).toMatchObject({ totalReviews: 0, reviews: [] });
  });

  it("POST 201, a second 409; GET, PUT and DELETE mine; the profile follows", async () => {
    expect((await mine("GET", buyerToken, seller.id)).body.data).toEqual({
      canReview: true,
      review: null,
    });
    const created = await write(buyerToken, seller.id, {
      rating: 4,
      comment: "Quick answers, fair price.",
      carPurchased: "Toyota Corolla 2015",
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ rating: 4, carPurchased: "Toyota Corolla 2015" });
    expect(await profile()).toMatchObject({
      rating: 4,
      totalReviews: 1,
      reviews: [
        expect.objectContaining({ reviewer: "Bola A.", comment: "Quick answers, fair price." }),
      ],
    });
    const again = await write(buyerToken, seller.id, {
      rating: 1,
      comment: "Another review here.",
    });
    expect(again).toMatchObject({ status: 409, body: { success: false } });

    expect((await mine("GET", buyerToken, seller.id)).body.data).toMatchObject({
      canReview: false,
      review: { rating: 4 },
    });
    const put = await mine("PUT", buyerToken, seller.id, {
      rating: 2,
      comment: "The papers took three weeks.",
    });
    expect(put).toMatchObject({ status: 200, body: { data: { rating: 2, carPurchased: null } } });
    expect(await profile()).toMatchObject({ rating: 2, totalReviews: 1 });
    expect((await mine("PUT", buyerToken, seller.id, { rating: 2, comment: "x" })).status).toBe(
      400,
    );

    expect((await mine("DELETE", buyerToken, seller.id)).status).toBe(200);
    expect(await profile()).toMatchObject({ rating: null, totalReviews: 0, reviews: [] });
    expect(await mine("DELETE", buyerToken, seller.id)).toMatchObject({
      status: 404,
      body: { message: "Review not found" },
    });
    expect(
      (await mine("PUT", buyerToken, seller.id, { rating: 3, comment: "Nothing to update here." }))
        .status,
    ).toBe(404);
    expect((await mine("POST", buyerToken, seller.id, {})).status).toBe(405);
  });
});
