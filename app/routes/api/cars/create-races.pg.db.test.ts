/**
 * Parallel `POST /api/cars` by one seller (README, "Selling, moderation and plans": the monthly
 * quota counts submissions). On PostgreSQL each request runs on its own pooled connection, so
 * the race is real: every create answers 201 or a clear 403, never a 500, and the quota holds.
 * PGlite would serialise the requests, so this runs on PostgreSQL only (tests/setup/race.ts).
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { db } from "#db/connection";
import { listingSubmissions, listings } from "#db/schema";
import { createUser } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { raceDescribe } from "../../../../tests/setup/race";
import { callRoute, signIn } from "../../../../tests/support/routes";
import { action as carsAction } from "./cars";

useTestDatabase();

/** The product's POST /api/cars payload (documented keys only). */
const payload = {
  title: "Honda Accord 2012 clean",
  brand: "Honda",
  model: "Accord",
  year: 2012,
  price: 4_500_000,
  location: "Lagos",
  condition: "good",
  description: "Buy and drive, first body, no accident.",
};

const seller = (plan: "free" | "premium") => createUser({ accountType: "seller", plan });

async function counted(sellerId: string) {
  const submissions = await db()
    .select()
    .from(listingSubmissions)
    .where(eq(listingSubmissions.sellerId, sellerId));
  const rows = await db().select().from(listings).where(eq(listings.sellerId, sellerId));
  return { submissions: submissions.length, listings: rows.length };
}

raceDescribe("parallel POST /api/cars by one seller", () => {
  it("answers 201 or 403, never 500: a free seller 12 times, a premium seller 4 times", async () => {
    const free = await seller("free");
    const premium = await seller("premium");
    const [freeToken, premiumToken] = await Promise.all([signIn(free), signIn(premium)]);
    const post = (token: string) =>
      callRoute(carsAction, { method: "POST", path: "/api/cars", token, json: payload });
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () => post(freeToken)),
      ...Array.from({ length: 4 }, () => post(premiumToken)),
    ]);
    const statuses = answers.map((a) => a.status);
    expect(statuses.slice(0, 12).sort()).toEqual([201, ...Array(11).fill(403)]);
    expect(answers.slice(0, 12).filter((a) => a.status === 403)[0].body.message).toBe(
      "Upload Limit Reached",
    );
    expect(statuses.slice(12)).toEqual([201, 201, 201, 201]);
    expect(await counted(free.id)).toEqual({ submissions: 1, listings: 1 });
    expect(await counted(premium.id)).toEqual({ submissions: 4, listings: 4 });
  });
});
