/**
 * Raising risk flags for the staff risk queue (docs/decisions/032-scam-signals.md): each scam
 * signal (a bait price, a reused photo, a shared phone number, a risky message) records what it
 * found about one listing, account or conversation, with its evidence. Any area may raise a
 * flag; the queue and the staff decisions are in models/admin/risk.server.ts.
 *
 * A flag is keyed by its subject, signal and `key` (what names the evidence: the other photo,
 * the phone number, the message, the price): the same evidence raises one flag, whatever became
 * of it, so a flag staff cleared is not raised again by the same evidence, and two workers
 * raising it at once make one row (a unique index, `on conflict`). While a flag is open its
 * evidence is brought up to date.
 */
import { and, eq, sql } from "drizzle-orm";
import { db } from "#db/connection";
import { riskFlags } from "#db/schema";
import type { RiskSignal, RiskSubject } from "~/lib/vocabulary/domain-trust";

type Executor = Pick<ReturnType<typeof db>, "insert" | "select">;

/** One signal's finding: what it is about, which signal, the evidence and its key. */
export type RiskFinding = {
  subjectType: RiskSubject;
  subjectId: string;
  signal: RiskSignal;
  key: string;
  evidence: Record<string, unknown>;
};

/** Records `findings` (none: nothing written), inside `exec` when it is a transaction. */
export async function raiseRisks(findings: RiskFinding[], exec: Executor = db()): Promise<void> {
  if (!findings.length) return;
  await exec
    .insert(riskFlags)
    .values(findings.map((f) => ({ ...f, key: f.key.slice(0, 200) })))
    .onConflictDoUpdate({
      target: [riskFlags.subjectType, riskFlags.subjectId, riskFlags.signal, riskFlags.key],
      set: { evidence: sql`excluded.evidence` },
      setWhere: sql`${riskFlags.status} = 'open'`,
    });
}

/** Whether listing `listingId` has an open flag: it waits for review whatever the settings. */
export async function hasOpenListingRisk(listingId: string, exec: Executor = db()) {
  const [row] = await exec
    .select({ id: riskFlags.id })
    .from(riskFlags)
    .where(
      and(
        eq(riskFlags.subjectType, "listing"),
        eq(riskFlags.subjectId, listingId),
        eq(riskFlags.status, "open"),
        // A bait price is shown to buyers as a caution; it alone does not hold the listing.
        sql`${riskFlags.signal} <> 'price-far-below'`,
      ),
    )
    .limit(1);
  return !!row;
}
