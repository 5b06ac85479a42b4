/**
 * What a sign-in leaves in the Security Center's record (its Alerts:
 * docs/decisions/012-security-center.md). A sign-in from a browser and system the account has not
 * signed in from before is a `new_device_sign_in` (warning, an in-app alert and an e-mail); a known
 * device on a new IP address is a `new_device_sign_in` of severity info (mobile networks change
 * addresses often, so no mail). A device the user marked trusted (a session of the same browser,
 * system and kind) raises neither.
 * Bursts of wrong passwords on an existing account are `failed_sign_ins`.
 */
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { db } from "#db/connection";
import { securityEvents, sessions, users } from "#db/schema";
import type { AlertSeverity } from "~/lib/vocabulary/domain-trust";
import { SITE } from "~/lib/format/site";
import { mailHtml, mailReader, mailText, type MailPart } from "~/i18n/server/mail.server";
import { queueMail } from "~/services/mail.server";
import type { SessionInfo } from "../identity/sessions.server";
import { describeDevice, deviceKey } from "../identity/devices.server";
import { notify, words } from "../shared/notifications.server";
import { recordSecurityEvent } from "./events.server";

/**
 * Records a sign-in that opened `sessionId`, judged against the account's earlier sign-ins:
 * a new device raises a warning, an in-app alert and an e-mail with a link to the Alerts tab.
 */
export async function recordSignIn(
  userId: string,
  sessionId: string,
  info: SessionInfo,
  method: "password" | "google",
): Promise<void> {
  const device = describeDevice(info.userAgent);
  const key = deviceKey(device);
  // Each sign-in keeps its device key in `details`, so the account's history is asked in SQL
  // rather than by parsing every earlier User-Agent again.
  const signIns = and(
    eq(securityEvents.userId, userId),
    inArray(securityEvents.type, ["sign_in", "new_device_sign_in"]),
  );
  const [[seen], trusted] = await Promise.all([
    db()
      .select({
        any: sql<boolean>`count(*) > 0`,
        device: sql<boolean>`coalesce(bool_or(${securityEvents.details}->>'deviceKey' = ${key}), false)`,
        ip: sql<boolean>`coalesce(bool_or(${securityEvents.ip} = ${info.ip ?? ""}), false)`,
      })
      .from(securityEvents)
      .where(signIns),
    db()
      .select({ userAgent: sessions.userAgent })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.trusted, true))),
  ]);
  const first = !seen?.any;
  const trustedDevice = trusted.some((t) => deviceKey(describeDevice(t.userAgent)) === key);
  const knownDevice = first || trustedDevice || !!seen?.device;
  // A device the user trusts may sign in from any network without an alert.
  const knownIp = first || trustedDevice || !info.ip || !!seen?.ip;
  const details = {
    method,
    device: device.label,
    deviceKey: key,
    newDevice: !knownDevice,
    newIp: !knownIp,
  };
  if (knownDevice && knownIp) {
    await recordSecurityEvent(userId, "sign_in", { ...info, sessionId, details });
    return;
  }
  const severity: AlertSeverity = knownDevice ? "info" : "warning";
  await recordSecurityEvent(userId, "new_device_sign_in", {
    ...info,
    sessionId,
    severity,
    details,
  });
  if (knownDevice) return;
  await notify(userId, {
    type: "security_alert",
    title: words("mail.signIn.noteTitle", { device: device.label }),
    body: words("mail.signIn.noteBody", { device: device.label, ip: info.ip ?? "none" }),
    link: "/security?tab=alerts",
  });
  const [user] = await db()
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  // In the owner's language and zone (docs/decisions/023-languages.md).
  const { t, link, f } = await mailReader(userId);
  const parts: MailPart[] = [
    t("mail.hello", { name: user.firstName }),
    t("mail.signIn.intro", { site: SITE.name }),
    [
      t("mail.signIn.device", { device: device.label }),
      t("mail.signIn.ip", { ip: info.ip ?? "none" }),
      t("mail.signIn.time", { when: f.dateTimeZone(new Date()) }),
    ].join("\n"),
    t("mail.signIn.advice"),
    { href: link("/security?tab=alerts"), label: t("mail.signIn.open") },
  ];
  await queueMail({
    to: user.email,
    subject: t("mail.signIn.subject", { site: SITE.name }),
    text: mailText(parts),
    html: mailHtml(parts),
  });
}

/**
 * Records a burst of failed sign-ins on an existing account: a warning at the 5th failure in
 * the rate limit's window and a lockout (high, with an e-mail) when the limit is reached. At
 * most one of each per 15 minutes.
 */
export async function recordFailedSignIns(
  userId: string,
  failures: number,
  lockedOut: boolean,
  info: SessionInfo,
): Promise<void> {
  if (failures < 5 && !lockedOut) return;
  const since = new Date(Date.now() - 15 * 60_000);
  const recent = await db()
    .select({ details: securityEvents.details })
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.userId, userId),
        eq(securityEvents.type, "failed_sign_ins"),
        gt(securityEvents.createdAt, since),
      ),
    );
  const already = recent.some((r) => !!r.details.lockedOut === lockedOut);
  if (already) return;
  await recordSecurityEvent(userId, "failed_sign_ins", {
    ...info,
    severity: lockedOut ? "high" : "warning",
    details: { count: failures, lockedOut },
  });
  if (!lockedOut) return;
  await notify(userId, {
    type: "security_alert",
    title: words("mail.locked.title"),
    body: words("mail.locked.body"),
    link: "/security?tab=fraud",
  });
}
