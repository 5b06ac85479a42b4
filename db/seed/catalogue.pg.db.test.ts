/**
 * The start-up seed when several app instances start together on an empty database
 * (SEED_ON_EMPTY defaults to true): exactly one seeds, the others find its listings. Two calls
 * at once in this process stand for the two servers: on PostgreSQL each holds a connection of
 * its own, as separate processes would. PGlite belongs to one process, which seeds once.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/setup/database";
import { raceTest } from "../../tests/setup/race";
import { listings, users } from "../schema";
import { userHasPermission } from "../../app/lib/vocabulary/permissions";
import { getUserByEmail } from "../../app/models/identity/users.server";
import { checkTwoFactorCode, currentTotpCode } from "../../app/models/security/two-factor.server";
import { DEMO_ACCOUNTS, seedIfEmpty } from "./catalogue";

const t = useTestDatabase();

describe("seedIfEmpty", () => {
  raceTest("seeds once when two instances start together", async () => {
    const results = await Promise.allSettled([seedIfEmpty(4), seedIfEmpty(4)]);
    // Both starts succeed: before, the second stopped on a duplicate seed e-mail.
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
    const reports = results.map((r) => (r.status === "fulfilled" ? r.value : undefined));
    expect(reports.filter((r) => r === null)).toHaveLength(1);
    expect(reports.find((r) => r)?.listings).toBe(4);

    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(listings);
    expect(n).toBe(4);
    const demo = await t.db
      .select({ email: users.email })
      .from(users)
      .where(sql`${users.email} in (${DEMO_ACCOUNTS.staff.email}, ${DEMO_ACCOUNTS.seller.email})`);
    expect(demo).toHaveLength(2);
  });

  it("leaves a database with listings alone", async () => {
    await seedIfEmpty(4);
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(listings);
    expect(before.n).toBeGreaterThan(0);
    expect(await seedIfEmpty(4)).toBeNull();
    const [after] = await t.db.select({ n: sql<number>`count(*)::int` }).from(listings);
    expect(after.n).toBe(before.n);
  });

  it("makes the demo admin a staff member who meets the staff conditions, signing in with the documented key", async () => {
    await seedIfEmpty(4);
    const admin = (await getUserByEmail(DEMO_ACCOUNTS.staff.email))!;
    expect(admin).toMatchObject({ role: "admin", emailVerified: true, twoFactorEnabled: true });
    expect(userHasPermission(admin, "read:user:any")).toBe(true);
    const code = await currentTotpCode(DEMO_ACCOUNTS.staff.totpSecret());
    expect(await checkTwoFactorCode(admin.id, code)).toBe("totp");
  });

  it("makes the demo seller a verified dealer on Premium with live cars of its own", async () => {
    await seedIfEmpty(4);
    const [seller] = await t.db
      .select()
      .from(users)
      .where(sql`${users.email} = ${DEMO_ACCOUNTS.seller.email}`);
    expect(seller).toMatchObject({ sellerType: "dealer", verified: true, plan: "premium" });
    expect(seller.businessVerifiedAt).not.toBeNull();
    const stock = await t.db
      .select({ status: listings.status, n: sql<number>`count(*)::int` })
      .from(listings)
      .where(sql`${listings.sellerId} = ${seller.id}`)
      .groupBy(listings.status);
    expect(stock.find((s) => s.status === "active")?.n).toBeGreaterThanOrEqual(1);
  });
});
