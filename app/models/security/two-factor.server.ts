/**
 * Two-factor authentication with TOTP (RFC 6238: 6 digits, 30-second steps, SHA-1, what every
 * authenticator app reads), by @epic-web/totp, and ten single-use recovery codes
 * (docs/decisions/012-security-center.md).
 *
 * Set-up is two steps: `startTwoFactorSetup` keeps a new secret in `two_factor` with no
 * `enabledAt`; `enableTwoFactor` turns it on once a code from the app proves the secret was
 * copied, and answers the recovery codes (shown once; only their SHA-256 is kept).
 *
 * Every code check is counted per user (LIMITS.twoFactorAttemptsPerUser) before it is made, so
 * 6 digits cannot be guessed. A TOTP code works once: its time step is written with a
 * conditional UPDATE (`last_step < step`), so a code seen by someone else, or sent twice at
 * once, is refused; a recovery code is used by one conditional UPDATE too.
 *
 * Wrong codes are also counted on the account (`two_factor.failed_codes`, within a day): at
 * TWO_FACTOR_LOCK.wrongCodes (three full windows of the limit) codes from the app are refused
 * for TWO_FACTOR_LOCK.lockMs, while recovery codes still work and lift the pause; the owner
 * gets a high alert, an in-app notification and a mail, once per pause
 * (docs/decisions/012-security-center.md). A sign-in code is checked and counted in one
 * transaction holding the user's `two_factor` row (`FOR UPDATE`), so codes sent at once are
 * judged one after the other and none is checked past the 30th wrong one.
 */
import { msg } from "~/i18n/messages";
import crypto from "node:crypto";
import { generateTOTP, getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { db } from "#db/connection";
import { recoveryCodes, twoFactor, users } from "#db/schema";
import type { Role } from "~/lib/vocabulary/domain";
import { SITE } from "~/lib/format/site";
import { mailHtml, mailReader, mailText, type MailPart } from "~/i18n/server/mail.server";
import { queueMail } from "~/services/mail.server";
import { sha256 } from "../shared/crypto.server";
import { DomainError } from "../shared/errors.server";
import { notify } from "../shared/notifications.server";
import { hitLimit, LIMITS, overLimit, releaseHit } from "../shared/limits.server";
import { retryOnConflict } from "../shared/retry.server";
import { recordSecurityEvent, type SecurityEventInput } from "./events.server";

const TOTP = { period: 30, digits: 6, algorithm: "SHA-1" } as const;
export const RECOVERY_CODE_COUNT = 10;

/**
 * The second factor's pause (docs/decisions/012-security-center.md): 30 wrong codes within 24
 * hours (three full windows of LIMITS.twoFactorAttemptsPerUser, 10 per 15 minutes) refuse
 * codes from the app for 24 hours. Recovery codes still work.
 */
export const TWO_FACTOR_LOCK = {
  wrongCodes: 30,
  periodMs: 24 * 3600_000,
  lockMs: 24 * 3600_000,
} as const;

export const WRONG_CODE = msg("refusals.security.wrongCode");
/** The answer while codes from the app are paused (429). */
export const codesPaused = (until: Date) =>
  msg("refusals.security.codesPaused", { until: until.toISOString() });
export const ALREADY_ON = msg("refusals.security.alreadyOn");
export const NOT_SET_UP = msg("refusals.security.notSetUp");

/** True when the user has turned two-factor authentication on. */
export async function isTwoFactorEnabled(userId: string): Promise<boolean> {
  const [row] = await db()
    .select({ userId: twoFactor.userId })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)));
  return !!row;
}

/** When 2FA was turned on and how many recovery codes are left; null when it is off. */
export async function twoFactorStatus(
  userId: string,
): Promise<{ enabledAt: Date; recoveryCodesLeft: number } | null> {
  const [row] = await db()
    .select({
      enabledAt: twoFactor.enabledAt,
      left: sql<number>`(select count(*)::int from ${recoveryCodes}
        where ${recoveryCodes.userId} = ${twoFactor.userId} and ${recoveryCodes.usedAt} is null)`,
    })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  if (!row?.enabledAt) return null;
  return { enabledAt: row.enabledAt, recoveryCodesLeft: row.left };
}

/**
 * Starts (or restarts) the set-up: a new secret, kept until a code confirms it. Answers the
 * base32 secret (to type into the app) and the `otpauth://` URI (for the QR code). Throws
 * DomainError 409 when 2FA is already on.
 */
export async function startTwoFactorSetup(
  userId: string,
  accountName: string,
): Promise<{ secret: string; otpauthUrl: string }> {
  const { secret } = await generateTOTP(TOTP);
  const [row] = await db()
    .insert(twoFactor)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { secret, lastStep: null, createdAt: new Date() },
      setWhere: isNull(twoFactor.enabledAt),
    })
    .returning({ userId: twoFactor.userId });
  if (!row) throw new DomainError(409, ALREADY_ON);
  return { secret, otpauthUrl: otpauthUrl(secret, accountName) };
}

/** The set-up's secret and URI again (the page shows them while the set-up is pending). */
export async function pendingTwoFactorSetup(
  userId: string,
  accountName: string,
): Promise<{ secret: string; otpauthUrl: string } | null> {
  const [row] = await db()
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNull(twoFactor.enabledAt)));
  return row ? { secret: row.secret, otpauthUrl: otpauthUrl(row.secret, accountName) } : null;
}

function otpauthUrl(secret: string, accountName: string) {
  return getTOTPAuthUri({ ...TOTP, secret, accountName, issuer: SITE.name });
}

/**
 * The code an authenticator app shows now for `secret` (base32): `npm run totp` prints it for
 * the demo admin's documented key (README, "Demo accounts"), and tests sign staff in with it.
 */
export async function currentTotpCode(secret: string): Promise<string> {
  return (await generateTOTP({ ...TOTP, secret })).otp;
}

/**
 * Turns 2FA on at once with `secret` (base32; a new one when left out), for an operator at the
 * console: `npm run user:create` giving a new account a staff role, and the demo seed's staff
 * account (README, "Demo accounts"), since a staff role needs 2FA on (docs/decisions/005-permissions.md).
 * Answers the secret, its `otpauth://` URI and ten recovery codes, for the operator to hand over.
 * Throws DomainError 409 when 2FA is already on.
 */
export async function enableTwoFactorAtConsole(
  userId: string,
  accountName: string,
  secret?: string,
): Promise<{ secret: string; otpauthUrl: string; recoveryCodes: string[] }> {
  const key = secret ?? (await generateTOTP(TOTP)).secret;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db().transaction(async (tx) => {
    const [on] = await tx
      .insert(twoFactor)
      .values({ userId, secret: key, enabledAt: new Date() })
      .onConflictDoUpdate({
        target: twoFactor.userId,
        set: { secret: key, enabledAt: new Date(), lastStep: null },
        setWhere: isNull(twoFactor.enabledAt),
      })
      .returning({ userId: twoFactor.userId });
    if (!on) throw new DomainError(409, ALREADY_ON);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((c) => ({ userId, codeHash: sha256(normalise(c)) })));
    await recordSecurityEvent(userId, "two_factor_enabled", { details: { by: "console" } }, tx);
  });
  return { secret: key, otpauthUrl: otpauthUrl(key, accountName), recoveryCodes: codes };
}

/**
 * Turns 2FA on when `code` matches the pending secret; answers the ten recovery codes (shown
 * once). Throws DomainError 400 (wrong code, or no set-up started), 409 (already on), 429.
 */
export async function enableTwoFactor(
  userId: string,
  code: string,
  info: SecurityEventInput = {},
): Promise<{ recoveryCodes: string[] }> {
  const [row] = await db().select().from(twoFactor).where(eq(twoFactor.userId, userId));
  if (row?.enabledAt) throw new DomainError(409, ALREADY_ON);
  if (!row) throw new DomainError(400, NOT_SET_UP, { code: [NOT_SET_UP] });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await countAttempt(userId, async () => {
    const step = await totpStep(row.secret, code);
    if (step === null) return false;
    return db().transaction(async (tx) => {
      const [on] = await tx
        .update(twoFactor)
        .set({ enabledAt: new Date(), lastStep: step })
        .where(
          and(
            eq(twoFactor.userId, userId),
            eq(twoFactor.secret, row.secret),
            isNull(twoFactor.enabledAt),
          ),
        )
        .returning({ userId: twoFactor.userId });
      if (!on) throw new DomainError(409, ALREADY_ON);
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx
        .insert(recoveryCodes)
        .values(codes.map((c) => ({ userId, codeHash: sha256(normalise(c)) })));
      await recordSecurityEvent(userId, "two_factor_enabled", info, tx);
      return true;
    });
  });
  return { recoveryCodes: codes };
}

/**
 * Checks a sign-in or confirmation code for a user with 2FA on: a current TOTP code not used
 * before, or an unused recovery code (which is then spent, and lifts a pause). Answers which
 * kind worked; a wrong code is DomainError 400 and counts towards the pause. Counted per
 * user: DomainError 429 past the limit, and 429 (codesPaused) for a code from the app while
 * the second factor is paused, or for the wrong code that pauses it.
 */
export async function checkTwoFactorCode(
  userId: string,
  code: string,
  info: SecurityEventInput = {},
): Promise<"totp" | "recovery" | null> {
  let kind: "totp" | "recovery" | null = null;
  await countAttempt(userId, async () => {
    const verdict = await retryOnConflict(() =>
      db().transaction((tx) => judgeCode(tx, userId, code, info)),
    );
    if (verdict.pausedUntil) {
      // Only the request whose wrong code set the pause tells the owner, after it is written.
      if (verdict.paused) await tellCodesPaused(userId, verdict.pausedUntil);
      throw new DomainError(429, codesPaused(verdict.pausedUntil));
    }
    kind = verdict.kind;
    return kind !== null;
  });
  return kind;
}

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/**
 * What one code check decided: the kind of code that matched (null: wrong); or, for a code
 * from the app refused unchecked while paused, or the wrong code that paused (`paused`), the
 * end of the pause.
 */
type Verdict = { kind: "totp" | "recovery" | null; pausedUntil?: Date; paused?: boolean };

/**
 * Checks `code` and counts it when wrong, with the user's `two_factor` row locked for the whole
 * transaction: the pause read before the check and the count written after it cannot be
 * overtaken by another check of the same user (docs/decisions/012-security-center.md). A
 * user without 2FA on matches nothing and counts nothing.
 */
async function judgeCode(
  tx: Tx,
  userId: string,
  code: string,
  info: SecurityEventInput,
): Promise<Verdict> {
  const now = new Date();
  const [row] = await tx
    .select({
      secret: twoFactor.secret,
      lockedUntil: twoFactor.lockedUntil,
      failedCodes: twoFactor.failedCodes,
      failuresSince: twoFactor.failuresSince,
    })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)))
    .for("update");
  if (!row) return { kind: null };
  const paused = row.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
  const digits = code.replace(/\s/g, "");
  if (/^\d{6}$/.test(digits)) {
    if (paused) return { kind: null, pausedUntil: paused };
    const step = await totpStep(row.secret, digits);
    if (step !== null) {
      const [used] = await tx
        .update(twoFactor)
        .set({ lastStep: step })
        .where(
          and(
            eq(twoFactor.userId, userId),
            sql`(${twoFactor.lastStep} is null or ${twoFactor.lastStep} < ${step})`,
          ),
        )
        .returning({ userId: twoFactor.userId });
      if (used) return { kind: "totp" };
    }
  } else if (await spendRecoveryCode(tx, userId, code, info)) {
    return { kind: "recovery" };
  }

  // A wrong code: counted within a day (a new day starts again at 1); the one that reaches
  // TWO_FACTOR_LOCK.wrongCodes with no pause in force pauses and resets the count.
  const sameDay =
    row.failuresSince !== null &&
    row.failuresSince.getTime() > now.getTime() - TWO_FACTOR_LOCK.periodMs;
  const count = sameDay ? row.failedCodes + 1 : 1;
  if (count < TWO_FACTOR_LOCK.wrongCodes || paused) {
    await tx
      .update(twoFactor)
      .set({ failedCodes: count, failuresSince: sameDay ? row.failuresSince : now })
      .where(eq(twoFactor.userId, userId));
    return { kind: null };
  }
  const until = new Date(now.getTime() + TWO_FACTOR_LOCK.lockMs);
  await tx
    .update(twoFactor)
    .set({ lockedUntil: until, failedCodes: 0, failuresSince: null })
    .where(eq(twoFactor.userId, userId));
  await recordSecurityEvent(
    userId,
    "two_factor_locked",
    { ...info, severity: "high", details: { count, lockedUntil: until.toISOString() } },
    tx,
  );
  return { kind: null, pausedUntil: until, paused: true };
}

/**
 * Spends `code` when it is one of the user's unused recovery codes: the pause (and the count
 * towards one) ends, since the owner has the second factor in hand. Answers whether it did.
 */
async function spendRecoveryCode(
  tx: Tx,
  userId: string,
  code: string,
  info: SecurityEventInput,
): Promise<boolean> {
  const normalised = normalise(code);
  if (normalised.length !== 10) return false;
  const [spent] = await tx
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, sha256(normalised)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  if (!spent) return false;
  await tx
    .update(twoFactor)
    .set({ lockedUntil: null, failedCodes: 0, failuresSince: null })
    .where(eq(twoFactor.userId, userId));
  await recordSecurityEvent(userId, "recovery_code_used", { severity: "warning", ...info }, tx);
  return true;
}

/**
 * Tells the owner that codes from the app are paused until `until`: an in-app notification
 * and a mail, in their language and zone (docs/decisions/023-languages.md). Called once per
 * pause, by the request that set it; the high alert is the `two_factor_locked` event written
 * with the pause.
 */
async function tellCodesPaused(userId: string, until: Date) {
  const { t, f } = await mailReader(userId);
  await notify(userId, {
    type: "security_alert",
    title: t("mail.codesPaused.noteTitle"),
    body: t("mail.codesPaused.noteBody", {
      count: TWO_FACTOR_LOCK.wrongCodes,
      until: f.dateTimeZone(until),
    }),
    link: "/security?tab=alerts",
  });
  await mailCodesPaused(userId, until);
}

/** Tells the owner that codes from the app are paused, and what to do. */
async function mailCodesPaused(userId: string, until: Date) {
  const [user] = await db()
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  // In the owner's language and zone (docs/decisions/023-languages.md).
  const { t, link, f } = await mailReader(userId);
  const parts: MailPart[] = [
    t("mail.hello", { name: user.firstName }),
    t("mail.codesPaused.body", { count: TWO_FACTOR_LOCK.wrongCodes, site: SITE.name }),
    t("mail.codesPaused.until", { when: f.dateTimeZone(until) }),
    t("mail.security.notYou", { support: SITE.supportEmail }),
    { href: link("/security?tab=password"), label: t("mail.security.changePassword") },
  ];
  await queueMail({
    to: user.email,
    subject: t("mail.codesPaused.subject", { site: SITE.name }),
    text: mailText(parts),
    html: mailHtml(parts),
  });
}

/**
 * Turns 2FA off (the caller has checked the password and a code): secret and codes go. Answers
 * the account's role as it stood when 2FA went off: a moderator or admin keeps the role but
 * loses staff access until 2FA is on again (docs/decisions/005-permissions.md, "Staff
 * access"), and the `two_factor_disabled` event records `staffRole` then. The account's row is
 * locked first, as a role change locks it (models/admin/users.server.ts), so a grant and this
 * take turns: the grant sees 2FA off and is refused, or this sees the new role.
 */
export async function removeTwoFactor(
  userId: string,
  info: SecurityEventInput = {},
): Promise<{ role: Role }> {
  return db().transaction(async (tx) => {
    const [user] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    const role = user?.role ?? "user";
    const staffRole = role === "user" ? {} : { staffRole: role };
    await recordSecurityEvent(
      userId,
      "two_factor_disabled",
      { severity: "warning", ...info, details: { ...info.details, ...staffRole } },
      tx,
    );
    return { role };
  });
}

/** Counts one attempt, runs `check`, gives the attempt back when it succeeded. */
async function countAttempt(userId: string, check: () => Promise<boolean>) {
  const key = `two-factor:${userId}`;
  const state = await hitLimit(key, LIMITS.twoFactorAttemptsPerUser);
  const blocked = overLimit(msg("refusals.security.tooManyCodes"), state);
  if (blocked) throw new DomainError(429, blocked.message);
  if (!(await check())) throw new DomainError(400, WRONG_CODE, { code: [WRONG_CODE] });
  await releaseHit(key, LIMITS.twoFactorAttemptsPerUser);
}

/** The time step `code` belongs to (within one step of now), or null when it does not match. */
async function totpStep(secret: string, code: string): Promise<number | null> {
  const otp = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(otp)) return null;
  const stepNow = () => Math.floor(Date.now() / 1000 / TOTP.period);
  // verifyTOTP reads the clock itself: its match is relative to the step it read. When a step
  // boundary passes while it checks, the step read here could be one later than its own, and a
  // spent code would be stored one step too high (and accepted again): then check again.
  for (;;) {
    const step = stepNow();
    const match = await verifyTOTP({ ...TOTP, otp, secret, window: 1 });
    if (stepNow() !== step) continue;
    return match ? step + match.delta : null;
  }
}

/** Recovery codes: 10 characters of a-z and 2-9 (no 0/o, 1/l), shown as `xxxxx-xxxxx`. */
const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
function newRecoveryCode(): string {
  const bytes = crypto.randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

function normalise(code: string) {
  return code.toLowerCase().replace(/[^a-z0-9]/g, "");
}
