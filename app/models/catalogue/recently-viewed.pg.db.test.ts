/**
 * Recently viewed cars of signed-in users (docs/product.md#recently-viewed-and-similar-cars): the
 * newest 12 are kept, a view moves a car to the front, only public cars are listed, Clear forgets
 * them all, and parallel views never leave more than 12.
 */
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { listings, recentlyViewed } from "#db/schema";
import { createListing, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { raceTest } from "../../../tests/setup/race";
import { clearRecentViews, recentlyViewedCards, recordRecentViews } from "./recently-viewed.server";

useTestDatabase();

async function cars(n: number) {
  const seller = await createUser();
  const made = [];
  for (let i = 0; i < n; i++) made.push(await createListing(seller.id, { title: `Car ${i}` }));
  return made.map((c) => c.id);
}

async function rowsOf(userId: string) {
  const [row] = await db()
    .select({ n: count() })
    .from(recentlyViewed)
    .where(eq(recentlyViewed.userId, userId));
  return row!.n;
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 10, minute));

describe("recently viewed", () => {
  it("keeps the newest 12, newest first; a view moves a car to the front", async () => {
    const user = await createUser();
    const ids = await cars(14);
    for (const [i, id] of ids.entries()) await recordRecentViews(user.id, [id], at(i));
    expect(await rowsOf(user.id)).toBe(12);
    let shown = await recentlyViewedCards({ userId: user.id });
    expect(shown.map((c) => c.id)).toEqual(ids.slice(2).reverse());

    await recordRecentViews(user.id, [ids[5]!], at(30));
    shown = await recentlyViewedCards({ userId: user.id });
    expect(shown[0]!.id).toBe(ids[5]);
    expect(shown).toHaveLength(12);
  });

  it("lists only public cars: a sold one drops out, an unknown id is ignored", async () => {
    const user = await createUser();
    const [kept, sold] = await cars(2);
    await recordRecentViews(user.id, [kept!, sold!, "00000000-0000-4000-8000-000000000000"]);
    await db().update(listings).set({ status: "sold" }).where(eq(listings.id, sold!));
    expect((await recentlyViewedCards({ userId: user.id })).map((c) => c.id)).toEqual([kept]);
    // A visitor's cookie list is read the same way.
    expect(
      (await recentlyViewedCards({ cookieIds: [sold!, kept!, "junk"] })).map((c) => c.id),
    ).toEqual([kept]);
  });

  it("merges a list (newest first) ahead of older views, and Clear forgets them all", async () => {
    const user = await createUser();
    const [old, a, b] = await cars(3);
    await recordRecentViews(user.id, [old!], at(0));
    await recordRecentViews(user.id, [a!, b!]);
    expect((await recentlyViewedCards({ userId: user.id })).map((c) => c.id)).toEqual([a, b, old]);
    await clearRecentViews(user.id);
    expect(await recentlyViewedCards({ userId: user.id })).toEqual([]);
  });

  raceTest("never keeps more than 12 when views arrive at once", async () => {
    const user = await createUser();
    const ids = await cars(20);
    await Promise.all(ids.map((id) => recordRecentViews(user.id, [id])));
    expect(await rowsOf(user.id)).toBe(12);
  });
});
