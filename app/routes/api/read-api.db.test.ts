import { beforeAll, describe, expect, it } from "vitest";
import { sellerReviews } from "#db/schema";
import { db } from "#db/connection";
import { createListing, createUser, verifiedRecords } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { callRoute } from "../../../tests/support/routes";
import { loader as carLoader } from "~/routes/api/cars/car";
import { loader as carsLoader } from "~/routes/api/cars/cars";
import { loader as featuredLoader } from "~/routes/api/cars/featured";
import { loader as searchLoader } from "~/routes/api/cars/search";
import { loader as healthLoader } from "~/routes/api/meta/health";
import { loader as notFoundLoader } from "~/routes/api/meta/not-found";
import { loader as listingsLoader } from "~/routes/api/users/seller-listings";
import { loader as profileLoader } from "~/routes/api/users/seller-profile";

useTestDatabase();

let sellerId = "";
let carId = "";
let buyerId = "";
beforeAll(async () => {
  const seller = await createUser({
    sellerType: "dealer",
    businessName: "Wuse Motors",
    ...verifiedRecords(),
  });
  const buyer = await createUser({ accountType: "buyer", firstName: "Ngozi", lastName: "Eze" });
  sellerId = seller.id;
  buyerId = buyer.id;
  carId = (
    await createListing(seller.id, { title: "Lexus RX 350 2015", make: "Lexus", model: "RX 350" })
  ).id;
  await createListing(seller.id, {
    title: "Kia Rio 2014",
    featuredUntil: new Date(Date.now() + 86_400_000),
  });
  await db()
    .insert(sellerReviews)
    .values({ sellerId, reviewerId: buyerId, rating: 4, comment: "Good" });
});

describe("GET /api/cars", () => {
  it("answers data.cars and data.pagination in the envelope", async () => {
    const { status, body } = await callRoute(carsLoader, { path: "/api/cars?limit=1" });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.cars).toHaveLength(1);
    expect(body.data.pagination).toEqual({ currentPage: 1, totalPages: 2, total: 2, limit: 1 });
  });

  it("answers 400 with field errors for bad values", async () => {
    const { status, body } = await callRoute(carsLoader, {
      path: "/api/cars?limit=51&minYear=1800&sortBy=cheapest",
    });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors).sort()).toEqual(["limit", "minYear", "sortBy"]);
  });
  it("refuses a search text over 100 characters (search or q) instead of cutting it", async () => {
    for (const name of ["search", "q"]) {
      const long = await callRoute(carsLoader, { path: `/api/cars?${name}=${"a".repeat(101)}` });
      expect(long.status).toBe(400);
      expect(long.body.errors).toEqual({ search: ["search must be at most 100 characters"] });
    }
    // 100 characters (here 100 code points, 200 UTF-16 units) are still a search.
    const emoji = encodeURIComponent("🚗".repeat(100));
    expect((await callRoute(carsLoader, { path: `/api/cars?search=${emoji}` })).status).toBe(200);
  });
});

describe("other car endpoints", () => {
  it("GET /api/cars/{id}: the detail, or 404 in the envelope", async () => {
    const ok = await callRoute(carLoader, { path: `/api/cars/${carId}`, params: { id: carId } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      id: carId,
      title: "Lexus RX 350 2015",
      seller: { name: "Wuse Motors", rating: 4 },
    });
    const missing = await callRoute(carLoader, { path: "/api/cars/nope", params: { id: "nope" } });
    expect(missing).toMatchObject({
      status: 404,
      body: { success: false, message: "Car not found" },
    });
  });

  it("GET /api/cars/search needs a text and finds by it", async () => {
    expect((await callRoute(searchLoader, { path: "/api/cars/search" })).status).toBe(400);
    const { body } = await callRoute(searchLoader, { path: "/api/cars/search?q=lexus" });
    expect(body.data.cars.map((c: { id: string }) => c.id)).toEqual([carId]);
  });

  it("GET /api/cars/search refuses a search text over 100 characters", async () => {
    for (const name of ["search", "q"]) {
      const { status, body } = await callRoute(searchLoader, {
        path: `/api/cars/search?${name}=lexus${"x".repeat(96)}`,
      });
      expect(status).toBe(400);
      expect(body.errors).toEqual({ search: ["search must be at most 100 characters"] });
    }
  });

  it("GET /api/cars/featured lists boosted cars only", async () => {
    const { body } = await callRoute(featuredLoader, { path: "/api/cars/featured" });
    expect(body.data.cars.map((c: { title: string }) => c.title)).toEqual(["Kia Rio 2014"]);
    expect((await callRoute(featuredLoader, { path: "/api/cars/featured?limit=0" })).status).toBe(
      400,
    );
  });

  it("GET /api/cars/featured pages as browse does", async () => {
    const first = await callRoute(featuredLoader, { path: "/api/cars/featured?page=1&limit=1" });
    expect(first.body.data.cars).toHaveLength(1);
    expect(first.body.data.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      total: 1,
      limit: 1,
    });
    // Past the last page: an empty page, not page 1 again.
    const second = await callRoute(featuredLoader, { path: "/api/cars/featured?page=2&limit=1" });
    expect(second.status).toBe(200);
    expect(second.body.data.cars).toEqual([]);
    expect(second.body.data.pagination.currentPage).toBe(2);
    for (const page of ["-3", "0", "1.5", "two", "1000001"]) {
      const bad = await callRoute(featuredLoader, { path: `/api/cars/featured?page=${page}` });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors)).toEqual(["page"]);
    }
  });
});

describe("user endpoints", () => {
  it("GET /api/users/{id}/profile returns the seller with real review figures", async () => {
    const { status, body } = await callRoute(profileLoader, { path: "", params: { id: sellerId } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      name: "Ada Okafor",
      businessName: "Wuse Motors",
      type: "dealer",
      rating: 4,
      totalReviews: 1,
      activeListings: 2,
    });
    expect(body.data.reviews[0]).toMatchObject({
      reviewer: "Ngozi E.",
      rating: 4,
      comment: "Good",
    });
    expect((await callRoute(profileLoader, { path: "", params: { id: buyerId } })).status).toBe(
      404,
    );
  });

  it("GET /api/users/{id}/listings returns an array of the seller's listings", async () => {
    const { body } = await callRoute(listingsLoader, {
      path: "/api/users/x/listings?limit=1",
      params: { id: sellerId },
    });
    expect(Array.isArray(body.data)).toBe(true);
    expect(body.data).toHaveLength(1);
    expect(body.pagination.total).toBe(2);
    expect(
      (
        await callRoute(listingsLoader, {
          path: "/api/users/x/listings?limit=abc",
          params: { id: sellerId },
        })
      ).status,
    ).toBe(400);
  });
});

describe("health and unknown paths", () => {
  it("GET /api/health reports the database after a round trip", async () => {
    expect(await callRoute(healthLoader, { path: "/api/health" })).toMatchObject({
      status: 200,
      body: { success: true, message: "OK", data: { database: "ok", storage: "ok" } },
    });
  });

  it("an unknown /api path answers 404 JSON", async () => {
    expect((await callRoute(notFoundLoader, { path: "/api/nothing" })).status).toBe(404);
  });
});

describe("health when the database is down", () => {
  it("answers 503 in the envelope", async () => {
    const { openDatabase } = await import("#db/client");
    const { databaseHandle, useDatabase } = await import("#db/connection");
    const working = databaseHandle();
    const broken = await openDatabase({
      databaseUrl: "postgres://nobody@127.0.0.1:9/none",
      maxConnections: 1,
    });
    useDatabase(broken);
    try {
      const { status, body } = await callRoute(healthLoader, { path: "/api/health" });
      expect(status).toBe(503);
      expect(body).toEqual({
        success: false,
        message: "The database is unreachable",
        data: { database: "down", storage: "ok" },
      });
    } finally {
      useDatabase(working);
      await broken.close().catch(() => {});
    }
  });
});
