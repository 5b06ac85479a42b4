/**
 * The Security Center (docs/decisions/012-security-center.md; docs/product.md#security-center and
 * #data, Security data and Session): sessions with their device, alerts from the `security_events`
 * record (written by security/sign-in-events.server.ts and the flows that change an account), the security
 * and fraud scores, 2FA turned off with the password and a code, and "This wasn't me". No IP
 * geolocation database is kept: a session's `location` is null.
 */
import { and, count, desc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import { db } from "#db/connection";
import { passwords, securityEvents, sessions, users } from "#db/schema";
import type { Role } from "~/lib/vocabulary/domain";
import type { AlertSeverity, SecurityEventType } from "~/lib/vocabulary/domain-trust";
import { isUuid } from "~/lib/forms/ids";
import { SITE } from "~/lib/format/site";
import { mailHtml, mailReader, mailText, type MailPart } from "~/i18n/server/mail.server";
import { queueMail } from "~/services/mail.server";
import { requireCurrentPassword } from "../identity/passwords.server";
import { describeDevice, type DeviceInfo } from "../identity/devices.server";
import type { SessionInfo } from "../identity/sessions.server";
import { DomainError } from "../shared/errors.server";
import { recordSecurityEvent } from "./events.server";
import { checkTwoFactorCode, isTwoFactorEnabled, removeTwoFactor } from "./two-factor.server";
import { msg } from "~/i18n/messages";

const DAY = 86_400_000;
/** Alerts and the scores look back this far. */
export const SECURITY_WINDOW_DAYS = 30;

export type SessionView = {
  id: string;
  /** "Chrome on Android". */
  device: string;
  browser: string | null;
  os: string | null;
  deviceType: DeviceInfo["type"];
  /** Not known: no IP geolocation database is kept. */
  location: null;
  ipAddress: string | null;
  /** ISO 8601: when the session was opened (first active). */
  createdAt: string;
  /** ISO 8601. */
  lastActive: string;
  expiresAt: string;
  current: boolean;
  trusted: boolean;
};

/** The user's live sessions, the current one first, then by last activity. */
export async function listSessions(
  userId: string,
  currentSessionId: string | null,
): Promise<SessionView[]> {
  const rows = await db()
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastActiveAt));
  return rows
    .map((s) => {
      const device = describeDevice(s.userAgent);
      return {
        id: s.id,
        device: device.label,
        browser: device.browser,
        os: device.os,
        deviceType: device.type,
        location: null,
        ipAddress: s.ip,
        createdAt: s.createdAt.toISOString(),
        lastActive: s.lastActiveAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        current: s.id === currentSessionId,
        trusted: s.trusted,
      };
    })
    .sort((a, b) => Number(b.current) - Number(a.current));
}

const NO_SESSION = msg("refusals.notFound.session");

/** Ends one of the user's sessions (its token stops working at once). 404 for any other id. */
export async function revokeSession(userId: string, sessionId: string): Promise<void> {
  if (!isUuid(sessionId)) throw new DomainError(404, NO_SESSION);
  const gone = await db()
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (!gone.length) throw new DomainError(404, NO_SESSION);
}

/** Ends every session of the user but `currentSessionId`; answers how many ended. */
export async function signOutOtherSessions(
  userId: string,
  currentSessionId: string,
): Promise<number> {
  const gone = await db()
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)))
    .returning({ id: sessions.id });
  return gone.length;
}

/** Marks a session's device trusted (or not): its sign-ins raise no new-device alert. */
export async function setSessionTrusted(
  userId: string,
  sessionId: string,
  trusted: boolean,
): Promise<void> {
  if (!isUuid(sessionId)) throw new DomainError(404, NO_SESSION);
  const [row] = await db()
    .update(sessions)
    .set({ trusted })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (!row) throw new DomainError(404, NO_SESSION);
}

export type SecurityEventView = {
  id: string;
  type: SecurityEventType;
  severity: AlertSeverity;
  title: string;
  description: string;
  ipAddress: string | null;
  device: string | null;
  createdAt: string;
  reviewed: boolean;
  /** The user said it was not them. */
  reported: boolean;
  /** "This wasn't me" applies: the event opened a session other than the viewer's. */
  canReport: boolean;
};

/** The sign-in events "This wasn't me" applies to: they opened a session. */
const REPORTABLE: SecurityEventType[] = ["sign_in", "new_device_sign_in"];

/**
 * An event's title and description as message keys of the `security` namespace
 * (docs/decisions/023-languages.md, "Messages as keys"): the Security Center and the API put them
 * in the reader's language (routes/account/security/in-language.server.ts). A count that is not
 * recorded is 0, which the messages read as "many" or "several".
 */
function describeEvent(
  type: SecurityEventType,
  details: Record<string, unknown>,
): { title: string; description: string } {
  const device =
    typeof details.device === "string" ? details.device : msg("security.event.aDevice");
  const count = Number(details.count) || 0;
  switch (type) {
    case "sign_in":
      return {
        title: msg("security.event.signIn"),
        description: msg("security.event.signInText", { device }),
      };
    case "new_device_sign_in":
      return details.newDevice
        ? {
            title: msg("security.event.newDevice"),
            description: msg("security.event.newDeviceText", { device }),
          }
        : {
            title: msg("security.event.newNetwork"),
            description: msg("security.event.newNetworkText", { device }),
          };
    case "failed_sign_ins":
      return details.lockedOut
        ? {
            title: msg("security.event.locked"),
            description: msg("security.event.lockedText", { count }),
          }
        : {
            title: msg("security.event.failed"),
            description: msg("security.event.failedText", { count }),
          };
    case "password_changed":
      return {
        title: msg("security.event.passwordChanged"),
        description: msg("security.event.passwordChangedText"),
      };
    case "two_factor_enabled":
      return {
        title: msg("security.event.twoFactorOn"),
        description: msg("security.event.twoFactorOnText"),
      };
    case "two_factor_disabled":
      return {
        title: msg("security.event.twoFactorOff"),
        description: msg("security.event.twoFactorOffText"),
      };
    case "recovery_code_used":
      return {
        title: msg("security.event.recoveryUsed"),
        description: msg("security.event.recoveryUsedText"),
      };
    case "two_factor_locked":
      return {
        title: msg("security.event.codesPaused"),
        description:
          typeof details.lockedUntil === "string"
            ? msg("security.event.codesPausedUntil", {
                count,
                until: details.lockedUntil,
              })
            : msg("security.event.codesPausedText", { count }),
      };
    case "email_changed":
      return {
        title: msg("security.event.emailChanged"),
        description: msg("security.event.emailChangedText"),
      };
    case "phone_changed":
      return {
        title: msg("security.event.phoneChanged"),
        description: msg("security.event.phoneChangedText"),
      };
    case "session_reported":
      return {
        title: msg("security.event.reported"),
        description:
          details.sessionEnded === false
            ? msg("security.event.reportedAlreadyOut")
            : msg("security.event.reportedSignedOut"),
      };
  }
}

function toEventView(
  e: typeof securityEvents.$inferSelect,
  currentSessionId: string | null,
): SecurityEventView {
  const { title, description } = describeEvent(e.type, e.details);
  return {
    id: e.id,
    type: e.type,
    severity: e.severity,
    title,
    description,
    ipAddress: e.ip,
    device: e.userAgent ? describeDevice(e.userAgent).label : null,
    createdAt: e.createdAt.toISOString(),
    reviewed: !!e.reviewedAt,
    reported: e.details.reported === true,
    canReport: !!e.sessionId && e.sessionId !== currentSessionId && REPORTABLE.includes(e.type),
  };
}

/**
 * The user's security events of the last 30 days, newest first: `alerts` (warnings and high),
 * `fraud` (sign-in risk: new devices and networks, failed bursts, lockouts, recovery codes,
 * two-factor pauses, reported sessions) or `all` (at most 100).
 */
export async function listSecurityEvents(
  userId: string,
  kind: "alerts" | "fraud" | "all",
  currentSessionId: string | null = null,
): Promise<SecurityEventView[]> {
  const since = new Date(Date.now() - SECURITY_WINDOW_DAYS * DAY);
  const filter =
    kind === "alerts"
      ? inArray(securityEvents.severity, ["warning", "high"])
      : kind === "fraud"
        ? inArray(securityEvents.type, [
            "new_device_sign_in",
            "failed_sign_ins",
            "recovery_code_used",
            "two_factor_locked",
            "session_reported",
          ])
        : undefined;
  const rows = await db()
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), gt(securityEvents.createdAt, since), filter))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(100);
  return rows.map((e) => toEventView(e, currentSessionId));
}

const ALERT_NOT_FOUND = msg("refusals.notFound.alert");

/**
 * The user's answer to an alert, given once: `mine` marks it reviewed; `not-me` (a sign-in
 * only) marks it reviewed and reported, ends the session it opened and records a
 * `session_reported` event (the page then asks for a new password). That record is the
 * answer, not a new alert: it is info and answered when written, so it never waits for a
 * "This was me" nor lowers the security score (docs/decisions/012-security-center.md).
 * 404 for another user's or an unknown event, 400 for `not-me` on an event that is not a
 * sign-in, 409 when the alert was already answered (one guarded UPDATE: two answers at once
 * record one).
 */
export async function reviewSecurityEvent(
  userId: string,
  eventId: string,
  verdict: "mine" | "not-me",
  info: SessionInfo,
): Promise<{ sessionEnded: boolean }> {
  if (!isUuid(eventId)) throw new DomainError(404, ALERT_NOT_FOUND);
  return db().transaction(async (tx) => {
    const [event] = await tx
      .update(securityEvents)
      .set({
        reviewedAt: new Date(),
        ...(verdict === "not-me"
          ? { details: sql`${securityEvents.details} || '{"reported": true}'::jsonb` }
          : {}),
      })
      .where(
        and(
          eq(securityEvents.id, eventId),
          eq(securityEvents.userId, userId),
          isNull(securityEvents.reviewedAt),
          verdict === "not-me" ? inArray(securityEvents.type, REPORTABLE) : undefined,
        ),
      )
      .returning();
    if (!event) {
      const [row] = await tx
        .select({ type: securityEvents.type, reviewedAt: securityEvents.reviewedAt })
        .from(securityEvents)
        .where(and(eq(securityEvents.id, eventId), eq(securityEvents.userId, userId)));
      if (!row) throw new DomainError(404, ALERT_NOT_FOUND);
      if (row.reviewedAt) throw new DomainError(409, msg("refusals.security.alreadyAnswered"));
      throw new DomainError(400, msg("refusals.security.onlySignIn"));
    }
    if (verdict === "mine") return { sessionEnded: false };
    let sessionEnded = false;
    if (event.sessionId) {
      const gone = await tx
        .delete(sessions)
        .where(and(eq(sessions.id, event.sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      sessionEnded = gone.length > 0;
    }
    await recordSecurityEvent(
      userId,
      "session_reported",
      { ...info, severity: "info", reviewed: true, details: { eventId, sessionEnded } },
      tx,
    );
    return { sessionEnded };
  });
}

/** The product's Security data, and what to do next. */
export type SecurityOverview = {
  /** ISO 8601, or null for an account without a password (Google sign-in only). */
  lastPasswordChange: string | null;
  twoFactorEnabled: boolean;
  /** Live sessions marked trusted. */
  trustedDevices: number;
  /** Warnings and high alerts of the last 30 days the user has not answered. */
  suspiciousActivity: number;
  /** Sign-in lockouts (too many wrong passwords, or two-factor codes paused) in 30 days. */
  accountLockouts: number;
  /** 0 (no sign of fraud) to 100, from unanswered alerts and lockouts. */
  fraudScore: number;
  /** 0 to 100, from the checks below. */
  securityScore: number;
  emailVerified: boolean;
  phoneVerified: boolean;
  activeSessions: number;
  checks: { id: string; done: boolean; points: number; text: string; href: string }[];
};

/** Points of the security score; they add up to 100. */
export const SECURITY_POINTS = {
  twoFactor: 30,
  password: 15,
  email: 15,
  phone: 15,
  noSuspicious: 25,
} as const;
const PASSWORD_MAX_AGE_DAYS = 365;

/** Computes the Security data from the records. */
export async function securityOverview(userId: string): Promise<SecurityOverview> {
  const since = new Date(Date.now() - SECURITY_WINDOW_DAYS * DAY);
  const [[password], [user], sessionRows, events, twoFactorEnabled] = await Promise.all([
    db()
      .select({ changedAt: passwords.updatedAt })
      .from(passwords)
      .where(eq(passwords.userId, userId)),
    db()
      .select({ email: users.emailVerifiedAt, phone: users.phoneVerifiedAt })
      .from(users)
      .where(eq(users.id, userId)),
    db()
      .select({ trusted: sessions.trusted, n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
      .groupBy(sessions.trusted),
    db()
      .select({
        severity: securityEvents.severity,
        type: securityEvents.type,
        details: securityEvents.details,
        reviewedAt: securityEvents.reviewedAt,
      })
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.userId, userId),
          gt(securityEvents.createdAt, since),
          inArray(securityEvents.severity, ["warning", "high"]),
        ),
      ),
    isTwoFactorEnabled(userId),
  ]);
  const unanswered = events.filter((e) => !e.reviewedAt);
  const lockouts = events.filter(
    (e) => (e.type === "failed_sign_ins" && e.details.lockedOut) || e.type === "two_factor_locked",
  );
  const fraudScore = Math.min(
    100,
    unanswered.filter((e) => e.severity === "high").length * 40 +
      unanswered.filter((e) => e.severity === "warning").length * 15 +
      lockouts.length * 10,
  );
  const passwordFresh =
    !password || Date.now() - password.changedAt.getTime() < PASSWORD_MAX_AGE_DAYS * DAY;
  const checks = [
    {
      id: "twoFactor",
      done: twoFactorEnabled,
      points: SECURITY_POINTS.twoFactor,
      text: twoFactorEnabled
        ? msg("security.check.twoFactorOn")
        : msg("security.check.twoFactorOff"),
      href: "/security?tab=password#two-factor",
    },
    {
      id: "password",
      done: passwordFresh,
      points: SECURITY_POINTS.password,
      text: passwordFresh ? msg("security.check.passwordFresh") : msg("security.check.passwordOld"),
      href: "/security?tab=password",
    },
    {
      id: "email",
      done: !!user?.email,
      points: SECURITY_POINTS.email,
      text: user?.email ? msg("security.check.emailDone") : msg("security.check.email"),
      href: "/verification?tab=contact",
    },
    {
      id: "phone",
      done: !!user?.phone,
      points: SECURITY_POINTS.phone,
      text: user?.phone ? msg("security.check.phoneDone") : msg("security.check.phone"),
      href: "/verification?tab=contact",
    },
    {
      id: "noSuspicious",
      done: unanswered.length === 0,
      points: SECURITY_POINTS.noSuspicious,
      text:
        unanswered.length === 0
          ? msg("security.check.noAlerts")
          : msg("security.check.review", { count: unanswered.length }),
      href: "/security?tab=alerts",
    },
  ];
  const live = sessionRows.reduce((n, r) => n + r.n, 0);
  return {
    lastPasswordChange: password?.changedAt.toISOString() ?? null,
    twoFactorEnabled,
    trustedDevices: sessionRows.find((r) => r.trusted)?.n ?? 0,
    suspiciousActivity: unanswered.length,
    accountLockouts: lockouts.length,
    fraudScore,
    securityScore: checks.reduce((n, c) => n + (c.done ? c.points : 0), 0),
    emailVerified: !!user?.email,
    phoneVerified: !!user?.phone,
    activeSessions: live,
    checks,
  };
}

/**
 * Turns 2FA off after checking the password and a current code (or a recovery code); mails
 * the owner, telling a moderator or admin that staff access waits until 2FA is on again
 * (docs/decisions/005-permissions.md, "Staff access"). Answers the role the account held then.
 * Throws DomainError 400 (wrong password or code, or 2FA is off), 429.
 */
export async function disableTwoFactor(
  user: { id: string; email: string; firstName: string },
  password: string,
  code: string,
  info: SessionInfo,
): Promise<{ role: Role }> {
  if (!(await isTwoFactorEnabled(user.id)))
    throw new DomainError(400, msg("refusals.security.twoFactorOff"));
  await requireCurrentPassword(user.id, password, "password");
  await checkTwoFactorCode(user.id, code, info);
  const { role } = await removeTwoFactor(user.id, info);
  await mailTwoFactorChange(user, false, role);
  return { role };
}

/**
 * Tells the owner 2FA was turned on or off, and what to do if it was not them; turned off on a
 * staff account (`role` moderator or admin), that the admin panel is closed to them until it is on.
 */
export async function mailTwoFactorChange(
  user: { id: string; email: string; firstName: string },
  on: boolean,
  role: Role = "user",
): Promise<void> {
  // In the owner's language and zone (docs/decisions/023-languages.md).
  const { t, link, f } = await mailReader(user.id);
  const parts: MailPart[] = [
    t("mail.hello", { name: user.firstName }),
    t("mail.twoFactor.body", {
      on: on ? "yes" : "no",
      site: SITE.name,
      when: f.dateTimeZone(new Date()),
    }),
    ...(!on && role !== "user" ? [t("mail.twoFactor.staffPaused", { site: SITE.name })] : []),
    t("mail.security.notYou", { support: SITE.supportEmail }),
    { href: link("/security"), label: t("mail.security.open") },
  ];
  await queueMail({
    to: user.email,
    subject: t("mail.twoFactor.subject", { on: on ? "yes" : "no", site: SITE.name }),
    text: mailText(parts),
    html: mailHtml(parts),
  });
}
