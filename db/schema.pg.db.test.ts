/**
 * The vocabularies of lib/domain.ts are also CHECK constraints (migrations 0008 and 0009): a
 * write that bypasses the models (a script, a hand-written query, a bug) cannot store a role,
 * plan, status or category that the code does not know, nor a public listing without expiry.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ROLES, PLAN_IDS, LISTING_STATUSES, CATEGORY_IDS } from "~/lib/domain";
import { createListing, createUser } from "../tests/factories";
import { useTestDatabase } from "../tests/setup/database";
import { db } from "./connection";
import { listings, users } from "./schema";

useTestDatabase();

/** The constraint a failed write violated, or null when it was written. */
async function violated(write: () => Promise<unknown>): Promise<string | null> {
  try {
    await write();
    return null;
  } catch (error) {
    // PGlite names the constraint `constraint`, the postgres driver `constraint_name`.
    const cause =
      (error as { cause?: { code?: string; constraint?: string; constraint_name?: string } })
        .cause ?? {};
    expect(cause.code).toBe("23514"); // check_violation
    return cause.constraint ?? cause.constraint_name ?? "unknown";
  }
}

describe("CHECK constraints on the vocabularies", () => {
  it("stores every known role and plan and refuses any other", async () => {
    const user = await createUser();
    const set = (values: Record<string, string>) => () =>
      db()
        .update(users)
        .set(values as never)
        .where(eq(users.id, user.id));
    for (const role of ROLES) expect(await violated(set({ role }))).toBeNull();
    for (const plan of PLAN_IDS) expect(await violated(set({ plan }))).toBeNull();
    expect(await violated(set({ role: "superuser" }))).toBe("users_role_check");
    expect(await violated(set({ plan: "gold" }))).toBe("users_plan_check");
    expect(await violated(set({ accountType: "admin" }))).toBe("users_account_type_check");
  });

  it("refuses an unknown listing status or category, and an active listing without expiry", async () => {
    const seller = await createUser();
    const { id } = await createListing(seller.id);
    const set = (values: Record<string, unknown>) => () =>
      db()
        .update(listings)
        .set(values as never)
        .where(eq(listings.id, id));
    for (const status of LISTING_STATUSES) expect(await violated(set({ status }))).toBeNull();
    for (const category of CATEGORY_IDS) expect(await violated(set({ category }))).toBeNull();
    expect(await violated(set({ status: "published" }))).toBe("listings_status_check");
    expect(await violated(set({ category: "used" }))).toBe("listings_category_check");
    expect(await violated(set({ status: "active", expiresAt: null }))).toBe(
      "listings_active_expiry_check",
    );
    expect(await violated(set({ status: "draft", expiresAt: null }))).toBeNull();
    const [row] = await db()
      .select({ status: listings.status })
      .from(listings)
      .where(eq(listings.id, id));
    expect(row.status).toBe("draft");
  });
});
