/**
 * Parallel listing creates by one seller (README, "Selling, moderation and plans": the monthly
 * quota counts submissions). On PostgreSQL the creates run on separate pooled connections, so
 * the race is real: every create answers 201 or a clear 403, never a 500 from a deadlock, and
 * the quota holds. On PGlite the same calls would be serialised and could not race, so these
 * run on PostgreSQL only (tests/setup/race.ts); the quota itself is tested on both engines in
 * selling.db.test.ts. The same race through `POST /api/cars` is in
 * routes/api/cars/create-races.pg.db.test.ts.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { db } from "#db/connection";
import { listingSubmissions, listings } from "#db/schema";
import { LISTING_FIELDS, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { raceDescribe } from "../../../tests/setup/race";
import { createAndSubmit, createDraft, publishListing } from "./selling.server";

useTestDatabase();

async function seller(plan: "free" | "premium") {
  const user = await createUser({ accountType: "seller", plan });
  return {
    user,
    actor: { id: user.id, role: "user" as const, plan, accountType: "seller" as const },
  };
}

async function counted(sellerId: string) {
  const submissions = await db()
    .select()
    .from(listingSubmissions)
    .where(eq(listingSubmissions.sellerId, sellerId));
  const rows = await db().select().from(listings).where(eq(listings.sellerId, sellerId));
  return { submissions: submissions.length, listings: rows.length };
}

/** Each settled result as "ok" or the DomainError's status (a crash shows as its message). */
const outcomes = (results: PromiseSettledResult<unknown>[]) =>
  results.map((r) =>
    r.status === "fulfilled"
      ? "ok"
      : ((r.reason as { status?: number }).status ?? String((r.reason as Error).message)),
  );

raceDescribe("parallel creates by one seller", () => {
  it("a free seller's 12 parallel creates: one is saved, eleven are refused 403, none crash", async () => {
    const { user, actor } = await seller("free");
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => createAndSubmit(actor, LISTING_FIELDS)),
    );
    const got = outcomes(results);
    expect(got.filter((o) => o === "ok")).toHaveLength(1);
    expect(got.filter((o) => o === 403)).toHaveLength(11);
    expect(await counted(user.id)).toEqual({ submissions: 1, listings: 1 });
  });

  it("a premium seller's 4 parallel creates are all saved", async () => {
    const { user, actor } = await seller("premium");
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => createAndSubmit(actor, LISTING_FIELDS)),
    );
    expect(outcomes(results)).toEqual(["ok", "ok", "ok", "ok"]);
    expect(await counted(user.id)).toEqual({ submissions: 4, listings: 4 });
  });

  it("page publishes racing API creates still give a free seller one submission", async () => {
    const { user, actor } = await seller("free");
    const drafts = await Promise.all([1, 2, 3].map(() => createDraft(actor, LISTING_FIELDS)));
    const results = await Promise.allSettled([
      ...drafts.map((id) => publishListing(actor, id)),
      ...[1, 2, 3].map(() => createAndSubmit(actor, LISTING_FIELDS)),
    ]);
    const got = outcomes(results);
    expect(got.filter((o) => o === "ok")).toHaveLength(1);
    expect(got.filter((o) => o === 403)).toHaveLength(5);
    expect((await counted(user.id)).submissions).toBe(1);
  });
});
