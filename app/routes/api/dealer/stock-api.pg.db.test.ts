/**
 * A dealer's stock through an API key (docs/decisions/033-dealer-api-keys.md): PUT by the
 * dealer's own id creates once and then changes nothing for the same body; price changes keep a
 * live car live, a new title sends it back to review; PATCH and DELETE sell or remove it; the feed
 * pages by what changed; scopes, quotas and another dealer's ids hold; every write is audited.
 */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { auditLog, listings } from "#db/schema";
import { createApiKey } from "~/models/dealer/api-keys.server";
import type { ApiKeyScope } from "~/lib/vocabulary/domain";
import { createUser } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { raceTest } from "../../../../tests/setup/race";
import { callRoute } from "../../../../tests/support/routes";
import * as stock from "./stock";
import * as stockCar from "./stock-car";

useTestDatabase();

const CAR = {
  title: "Toyota Camry XLE 2014",
  brand: "Toyota",
  model: "Camry",
  year: 2014,
  price: 9_800_000,
  mileage: 84_000,
  condition: "tokunbo",
  location: "lagos",
  description: "Tokunbo Camry XLE, thumb start, reverse camera, clean title.",
};

async function dealerKey(
  scopes: ApiKeyScope[] = ["stock:read", "stock:write"],
  plan: "free" | "premium" = "premium",
) {
  const user = await createUser({
    accountType: "seller",
    sellerType: "dealer",
    businessName: "Allen Avenue Autos",
    plan,
  });
  return { user, key: (await createApiKey(user, { name: "Sync", scopes })).key };
}

const call = (
  key: string,
  method: "GET" | "PUT" | "PATCH" | "DELETE",
  externalId: string,
  json?: unknown,
  query = "",
) =>
  callRoute(method === "GET" ? stockCar.loader : stockCar.action, {
    method,
    path: `/api/dealer/stock/${encodeURIComponent(externalId)}${query}`,
    params: { externalId },
    token: key,
    json,
  });
const feed = (key: string, query = "") =>
  callRoute(stock.loader, { path: `/api/dealer/stock${query}`, token: key });

describe("stock by the dealer's own id", () => {
  it("is created once, and the same body again changes nothing", async () => {
    const { user, key } = await dealerKey();
    const made = await call(key, "PUT", "LAG-4471", CAR);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({
      changed: true,
      car: { externalId: "LAG-4471", status: "draft", awaitingPhotos: true, price: 9_800_000 },
    });
    const again = await call(key, "PUT", "LAG-4471", CAR);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ ...made.body.data, changed: false });
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(listings)
      .where(eq(listings.sellerId, user.id));
    expect(n).toBe(1);

    // Live: a new price keeps it live; a new title sends it back to review.
    const id = made.body.data.car.id;
    await db()
      .update(listings)
      .set({
        status: "active",
        awaitingPhotos: false,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .where(eq(listings.id, id));
    await db().execute(
      sql`insert into listing_photos (listing_id, position, storage_key, widths, width, height) values (${id}, 0, ${"test/" + id}, '{320}', 640, 480)`,
    );
    const cheaper = await call(key, "PUT", "LAG-4471", { ...CAR, price: 9_500_000 });
    expect(cheaper.body.data).toMatchObject({
      changed: true,
      car: { status: "active", price: 9_500_000 },
    });
    const renamed = await call(key, "PUT", "LAG-4471", {
      ...CAR,
      price: 9_500_000,
      title: "Toyota Camry SE 2014",
    });
    expect(renamed.body.data.car.status).toBe("pending");

    // Writes with a key are audited.
    const used = await db()
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, "api_key.used"), eq(auditLog.actorId, user.id)));
    expect(used).toHaveLength(4);
  });

  it("is patched, sold and removed; the feed pages by what changed", async () => {
    const { key } = await dealerKey();
    for (const id of ["A1", "A2", "A3"]) expect((await call(key, "PUT", id, CAR)).status).toBe(201);
    const a1 = (await call(key, "GET", "A1")).body.data;
    await db()
      .update(listings)
      .set({
        status: "active",
        awaitingPhotos: false,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .where(eq(listings.id, a1.id));

    const patched = await call(key, "PATCH", "A1", { price: 9_000_000, mileage: 90_000 });
    expect(patched.body.data).toMatchObject({
      status: "active",
      price: 9_000_000,
      mileage: 90_000,
    });
    expect((await call(key, "PATCH", "A1", {})).status).toBe(400);
    expect((await call(key, "PATCH", "A1", { status: "sold" })).body.data.status).toBe("sold");
    expect((await call(key, "DELETE", "A1", undefined, "?as=sold")).status).toBe(409);
    expect((await call(key, "DELETE", "A2", undefined, "?as=removed")).status).toBe(200);
    expect((await call(key, "GET", "A2")).status).toBe(404);
    expect((await call(key, "DELETE", "A3", undefined, "?as=lost")).status).toBe(400);

    // The feed: everything, a page at a time; then only what changed since.
    const first = await feed(key, "?limit=1");
    expect(first.body.data.cars).toHaveLength(1);
    const second = await feed(key, `?limit=5&cursor=${first.body.data.nextCursor}`);
    expect(
      [...first.body.data.cars, ...second.body.data.cars]
        .map((c: { externalId: string }) => c.externalId)
        .sort(),
    ).toEqual(["A1", "A3"]);
    expect(second.body.data.nextCursor).toBeNull();
    const since = first.body.data.cars[0].updatedAt;
    const changed = await feed(key, `?updatedSince=${encodeURIComponent(since)}`);
    expect(changed.body.data.cars.every((c: { updatedAt: string }) => c.updatedAt > since)).toBe(
      true,
    );
    expect((await feed(key, "?cursor=bm90LWEtY3Vyc29y")).status).toBe(400);
    expect((await feed(key, "?updatedSince=yesterday")).status).toBe(400);
  });

  it("holds scopes, the plan's quota, and each dealer's own ids", async () => {
    const { key: readOnly } = await dealerKey(["stock:read"]);
    expect((await call(readOnly, "PUT", "X1", CAR)).status).toBe(403);
    const { key: free } = await dealerKey(undefined, "free");
    expect((await call(free, "PUT", "F1", CAR)).status).toBe(201);
    const over = await call(free, "PUT", "F2", CAR);
    expect(over.status).toBe(403);
    expect(over.body.message).toMatch(/Upload Limit Reached|limit/i);
    // Another dealer's id is theirs: not found here, and theirs to create.
    const { key: other } = await dealerKey();
    expect((await call(other, "GET", "F1")).status).toBe(404);
    expect((await call(other, "PUT", "F1", CAR)).status).toBe(201);
    // Ids out of shape, and bodies out of the listing's rules.
    expect((await call(other, "GET", "a b")).status).toBe(404);
    expect((await call(other, "PUT", "x".repeat(65), CAR)).status).toBe(404);
    expect((await call(other, "PUT", "F9", { ...CAR, price: 10 })).status).toBe(400);
  });

  raceTest("two PUTs of one new id at once make one car", async () => {
    const { user, key } = await dealerKey();
    const answers = await Promise.all([call(key, "PUT", "R1", CAR), call(key, "PUT", "R1", CAR)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(listings)
      .where(eq(listings.sellerId, user.id));
    expect(n).toBe(1);
  });
});
