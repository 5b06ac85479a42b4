/**
 * The shared-phone signal (docs/decisions/032-scam-signals.md): one phone number behind several
 * accounts is how a banned scammer comes back. When an account takes a number (registration, a
 * new number on the profile, a verified code), the accounts already holding the same number are
 * looked up, and the account that came last is flagged for the staff risk queue with the others
 * as evidence (at most SHARED_PHONE_EVIDENCE of them).
 *
 * Numbers compare by their last ten digits, so "08031112222" and "+234 803 111 2222" are one
 * number; `users_phone_digits_idx` answers the lookup.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { db } from "#db/connection";
import { users } from "#db/schema";
import { raiseRisks } from "../shared/risk-flags.server";

/** The other accounts a flag names at most. */
export const SHARED_PHONE_EVIDENCE = 20;

/** SQL: a phone column's last ten digits (the index's expression). */
export const phoneDigits = (column: typeof users.phone) =>
  sql`right(regexp_replace(${column}, '[^0-9]', '', 'g'), 10)`;

/** Flags `userId` when another account holds its phone number; answers the others' ids. */
export async function flagSharedPhone(
  userId: string,
  exec: Pick<ReturnType<typeof db>, "insert" | "select"> = db(),
): Promise<string[]> {
  const [me] = await exec.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  const digits = me?.phone?.replace(/\D/g, "").slice(-10);
  if (!digits || digits.length < 10) return [];
  const others = await exec
    .select({ id: users.id })
    .from(users)
    .where(and(sql`${phoneDigits(users.phone)} = ${digits}`, ne(users.id, userId)))
    .orderBy(users.createdAt)
    .limit(SHARED_PHONE_EVIDENCE);
  if (!others.length) return [];
  await raiseRisks(
    [
      {
        subjectType: "user",
        subjectId: userId,
        signal: "shared-phone",
        key: digits,
        evidence: { phone: me!.phone, userIds: [userId, ...others.map((o) => o.id)] },
      },
    ],
    exec,
  );
  return others.map((o) => o.id);
}
