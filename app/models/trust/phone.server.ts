/**
 * Phone verification by SMS code (docs/decisions/011-trust-and-verification.md): a 6-digit code,
 * valid 10 minutes, 5 tries, a new one at most every 60 seconds and 5 an hour (PHONE_CODE in
 * lib/vocabulary/domain-trust.ts). The code is stored hashed with the number it went to; it verifies only that
 * number. Changing the number un-verifies the phone.
 *
 * Every limit holds under concurrency: the 60-second rule is one upsert guarded by `sent_at`,
 * the tries one guarded UPDATE, so two requests at once can neither send twice nor guess more
 * than five times. Errors: DomainError 400 (no number, wrong/expired/dead code), 409 (already
 * verified), 429 (too soon, too many).
 */
import { flagSharedPhone } from "../identity/shared-phones.server";
import crypto from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { db } from "#db/connection";
import { phoneVerifications, users } from "#db/schema";
import { PHONE_CODE } from "~/lib/vocabulary/domain-trust";
import { formatNigerianPhone } from "~/lib/format/phone";
import { SITE } from "~/lib/format/site";
import { queueSms } from "~/services/sms.server";
import { mailWords } from "~/i18n/server/mail.server";
import { languageOf } from "../shared/preferences.server";
import { DomainError } from "../shared/errors.server";
import { msg } from "~/i18n/messages";
import { purgePages } from "../shared/page-purge.server";
import { hitLimit, LIMITS, overLimit, peekLimit } from "../shared/limits.server";
import { recordSecurityEvent, type SecurityEventInput } from "../security/events.server";

type RequestInfo = Pick<SecurityEventInput, "ip" | "userAgent" | "sessionId">;

const hashCode = (userId: string, code: string) =>
  crypto.createHash("sha256").update(`${userId}:${code}`).digest("hex");

/**
 * Sets the user's phone (E.164 or null). A different number clears its verification and any
 * code sent to the old one, and is recorded as a `phone_changed` security event.
 */
export async function changePhone(
  userId: string,
  phone: string | null,
  info: RequestInfo = {},
): Promise<void> {
  const changed = await db().transaction((tx) => changePhoneWithin(tx, userId, phone, info));
  // The Verified badge may have gone with the number: the seller's pages and browse totals.
  if (changed) await purgePages({ sellerIds: [userId] });
}

/** A transaction of the app's database. */
type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/**
 * `changePhone`'s writes inside the caller's transaction `tx` (an admin's edit of the account
 * joins it, models/admin/users.server.ts): the row locked, then, when the number differs, the
 * number set, its verification and pending code gone, the `phone_changed` event written (with
 * `info.details`). Answers whether the number changed; the caller then purges the seller's kept
 * pages (`purgePages`) once `tx` has committed.
 */
export async function changePhoneWithin(
  tx: Tx,
  userId: string,
  phone: string | null,
  info: RequestInfo & Pick<SecurityEventInput, "details"> = {},
): Promise<boolean> {
  const [before] = await tx
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!before || before.phone === phone) return false;
  await tx.update(users).set({ phone, phoneVerifiedAt: null }).where(eq(users.id, userId));
  await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
  await recordSecurityEvent(userId, "phone_changed", { ...info, severity: "warning" }, tx);
  await flagSharedPhone(userId, tx);
  return true;
}

/**
 * Sends a new code to the user's phone. Answers the number (for display) and the seconds
 * before another may be sent.
 */
export async function sendPhoneCode(
  userId: string,
): Promise<{ sentTo: string; resendAfterSeconds: number }> {
  const [user] = await db()
    .select({ phone: users.phone, verifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.phone)
    throw new DomainError(400, msg("account.verify.refusal.phoneMissing"), {
      phone: [msg("account.verify.refusal.phoneMissing")],
    });
  if (user.verifiedAt) throw new DomainError(409, msg("account.verify.refusal.phoneDone"));
  const code = String(crypto.randomInt(0, 10 ** PHONE_CODE.digits)).padStart(
    PHONE_CODE.digits,
    "0",
  );
  // Over the hourly limit: refused before the upsert, so the code already sent stays valid.
  const hourly = overLimit(
    "You have asked for 5 codes in the last hour.",
    await peekLimit(`phone-code:${userId}`, LIMITS.phoneCodeSendsPerUser),
  );
  if (hourly) throw new DomainError(429, hourly.message);
  const now = new Date();
  const values = {
    userId,
    phone: user.phone,
    codeHash: hashCode(userId, code),
    attempts: 0,
    sentAt: now,
    expiresAt: new Date(now.getTime() + PHONE_CODE.ttlMs),
  };
  // One statement decides the 60-second rule, so two requests at once send one SMS.
  const [stored] = await db()
    .insert(phoneVerifications)
    .values(values)
    .onConflictDoUpdate({
      target: phoneVerifications.userId,
      set: values,
      setWhere: lt(phoneVerifications.sentAt, new Date(now.getTime() - PHONE_CODE.resendAfterMs)),
    })
    .returning({ userId: phoneVerifications.userId });
  if (!stored) {
    const wait = await resendIn(userId);
    throw new DomainError(429, msg("account.verify.refusal.phoneWait", { seconds: wait }));
  }
  // Counted atomically once the 60-second rule let this send through.
  const limited = overLimit(
    "You have asked for 5 codes in the last hour.",
    await hitLimit(`phone-code:${userId}`, LIMITS.phoneCodeSendsPerUser),
  );
  if (limited) {
    await db().delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
    throw new DomainError(429, limited.message);
  }
  await queueSms({
    to: user.phone,
    text: mailWords(await languageOf(userId)).t("mail.sms.phoneCode", { site: SITE.name, code }),
  });
  return {
    sentTo: formatNigerianPhone(user.phone),
    resendAfterSeconds: Math.round(PHONE_CODE.resendAfterMs / 1000),
  };
}

async function resendIn(userId: string): Promise<number> {
  const [row] = await db()
    .select({ sentAt: phoneVerifications.sentAt })
    .from(phoneVerifications)
    .where(eq(phoneVerifications.userId, userId));
  if (!row) return 0;
  const left = row.sentAt.getTime() + PHONE_CODE.resendAfterMs - Date.now();
  return Math.max(0, Math.ceil(left / 1000));
}

/** Checks a code; on success the phone is verified (if it is still the number it went to). */
export async function verifyPhoneCode(userId: string, code: string): Promise<void> {
  const fail = (message: string) => new DomainError(400, message, { code: [message] });
  // Each try is counted before it is checked, by one guarded UPDATE: parallel guesses can
  // never make more than five tries.
  const [row] = await db()
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(
      and(
        eq(phoneVerifications.userId, userId),
        lt(phoneVerifications.attempts, PHONE_CODE.maxAttempts),
      ),
    )
    .returning();
  if (!row) {
    const [dead] = await db()
      .select({ userId: phoneVerifications.userId })
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, userId));
    throw fail(
      msg(dead ? "account.verify.refusal.codeTooMany" : "account.verify.refusal.codeFirst"),
    );
  }
  if (row.expiresAt.getTime() < Date.now()) throw fail(msg("account.verify.refusal.codeExpired"));
  const given = Buffer.from(hashCode(userId, code));
  const expected = Buffer.from(row.codeHash);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    const left = PHONE_CODE.maxAttempts - row.attempts;
    throw fail(
      left > 0
        ? msg("account.verify.refusal.codeWrong", { left })
        : msg("account.verify.refusal.codeTooMany"),
    );
  }
  const verified = await db().transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ phoneVerifiedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.phone, row.phone)))
      .returning({ id: users.id });
    await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
    return !!user;
  });
  if (!verified) throw fail(msg("account.verify.refusal.phoneChanged"));
  // The phone may complete the Verified badge: the seller's pages and browse totals.
  await purgePages({ sellerIds: [userId] });
}

/** What the Contact Info tab shows about the last code sent. */
export async function phoneCodeStatus(userId: string): Promise<{
  pending: boolean;
  sentTo: string | null;
  resendInSeconds: number;
  /** ISO 8601, or null. */
  expiresAt: string | null;
}> {
  const [row] = await db()
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.userId, userId));
  if (!row) return { pending: false, sentTo: null, resendInSeconds: 0, expiresAt: null };
  const live = row.expiresAt.getTime() > Date.now() && row.attempts < PHONE_CODE.maxAttempts;
  return {
    pending: live,
    sentTo: row.phone,
    resendInSeconds: Math.max(
      0,
      Math.ceil((row.sentAt.getTime() + PHONE_CODE.resendAfterMs - Date.now()) / 1000),
    ),
    expiresAt: row.expiresAt.toISOString(),
  };
}
