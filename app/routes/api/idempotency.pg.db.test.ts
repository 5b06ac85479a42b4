/**
 * `Idempotency-Key` on the API's POSTs (request/api.server.ts; docs/decisions/033-dealer-api-keys.md):
 * a retried create makes one car and answers the first answer again; the key with another body
 * is refused; a refusal is replayed as it was; keys are per credential; a new API key, a secret
 * shown once, is never answered twice; two requests at once with one key make one car.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { apiKeys, listings } from "#db/schema";
import * as cars from "~/routes/api/cars/cars";
import * as keys from "~/routes/api/user/api-keys";
import { createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { raceTest } from "../../../tests/setup/race";
import { callRoute, signIn } from "../../../tests/support/routes";

useTestDatabase();

const CAR = {
  title: "Honda Accord EX 2015",
  brand: "Honda",
  model: "Accord",
  year: 2015,
  price: 8_200_000,
  condition: "tokunbo",
  location: "lagos",
  description: "Tokunbo Accord EX, clean title, first body.",
};
const post = (token: string, key: string | null, json: unknown = CAR) =>
  callRoute(cars.action, {
    method: "POST",
    path: "/api/cars",
    token,
    json,
    headers: key === null ? {} : { "Idempotency-Key": key },
  });
const carsOf = async (sellerId: string) =>
  (
    await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(listings)
      .where(eq(listings.sellerId, sellerId))
  )[0].n;

describe("an Idempotency-Key", () => {
  it("makes a retried create one car, answered the same, and refuses the key for another body", async () => {
    const seller = await createUser({ accountType: "seller", plan: "premium" });
    const token = await signIn(seller);
    const first = await post(token, "retry-1");
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await post(token, "retry-1");
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await carsOf(seller.id)).toBe(1);

    expect((await post(token, "retry-1", { ...CAR, price: 8_000_000 })).status).toBe(422);
    // A refusal is kept too: the same bad request answers the same.
    const bad = { ...CAR, price: 5 };
    const refused = await post(token, "retry-2", bad);
    expect(refused.status).toBe(400);
    expect((await post(token, "retry-2", bad)).body).toEqual(refused.body);
    // Without a key, each request is its own; a key out of shape is refused.
    await post(token, null);
    await post(token, null);
    expect(await carsOf(seller.id)).toBe(3);
    expect((await post(token, "has space")).status).toBe(400);
    // Keys are the caller's own: another seller's same key is a new request.
    const other = await createUser({ accountType: "seller", plan: "premium" });
    expect((await post(await signIn(other), "retry-1")).status).toBe(201);
    expect(await carsOf(other.id)).toBe(1);
  });

  it("never answers a new API key twice", async () => {
    const dealer = await createUser({ accountType: "seller", sellerType: "dealer" });
    const token = await signIn(dealer);
    const make = () =>
      callRoute(keys.action, {
        method: "POST",
        path: "/api/user/api-keys",
        token,
        json: { name: "Sync", scopes: ["stock:read"] },
        headers: { "Idempotency-Key": "key-1" },
      });
    expect((await make()).status).toBe(201);
    const again = await make();
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).not.toContain("mmk_");
    expect(await db().select().from(apiKeys).where(eq(apiKeys.userId, dealer.id))).toHaveLength(1);
  });

  raceTest("sent twice at once, makes one car", async () => {
    const seller = await createUser({ accountType: "seller", plan: "premium" });
    const token = await signIn(seller);
    const answers = await Promise.all([post(token, "race-1"), post(token, "race-1")]);
    expect(answers.map((a) => a.status)).toContain(201);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(await carsOf(seller.id)).toBe(1);
  });
});
