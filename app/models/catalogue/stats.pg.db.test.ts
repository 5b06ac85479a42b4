/**
 * The home page's marketplace figures: counted from public listings only (not pending, not past
 * their expiry), the states found by skipping through the state index.
 */
import { describe, expect, it } from "vitest";
import { createListing, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { marketplaceStats } from "./stats.server";

useTestDatabase();

describe("marketplaceStats", () => {
  it("counts public listings and the states they are in", async () => {
    const seller = await createUser();
    for (const state of ["lagos", "lagos", "fct", "rivers", "rivers", "rivers"])
      await createListing(seller.id, { state });
    await createListing(seller.id, { state: "kano", status: "pending" });
    await createListing(seller.id, { state: "oyo", expiresAt: new Date(Date.now() - 60_000) });
    expect(await marketplaceStats()).toMatchObject({ activeListings: 6, states: 3 });
  });
});
