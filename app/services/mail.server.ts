/**
 * Outgoing e-mail through nodemailer (docs/product.md#architecture).
 *
 * `queueMail` puts a message on the `send-mail` job queue and returns at once, so a slow or
 * failing SMTP server never holds up a request; the job worker calls `deliverMail`, and a
 * failure is retried with backoff (queue.server.ts) until it goes through: no mail is lost.
 *
 * Delivery: with `SMTP_URL`, through that SMTP server. Without it, each message is written
 * as JSON to `<DATA_DIR>/outbox/` and logged, so sign-up verification and password reset work
 * offline and tests can read the links.
 *
 * Links inside mail are built by callers from `getEnv().appUrl` only
 * (docs/decisions/008-security-review.md).
 */
import nodemailer from "nodemailer";
import { getEnv } from "~/env.server";
import { readOutboxFiles, writeOutboxFile } from "./outbox.server";
import { enqueue } from "./queue.server";

/**
 * What a message is about, so the job that delivers it can honour the recipient's preferences
 * (models/shared/preferences.server.ts, `wantsMail` and `wantsSms`): `account` (e-mail and phone
 * verification, password reset, security notices, receipts) always goes; `notification` (a
 * new message), `inquiry` (a buyer's first message to a seller), `alert` (a buyer's saved-search
 * and price-drop alerts), `marketing` and `weekly_report` go only when the user wants them
 * (docs/product.md#profile-and-settings).
 */
export const MESSAGE_KINDS = [
  "account",
  "notification",
  "inquiry",
  "alert",
  "marketing",
  "weekly_report",
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Whose preferences decide whether a message goes (`userId`), and what it is about. A
 * message without them is an account message. */
export type Addressee = { userId?: string; kind?: MessageKind };

/**
 * One e-mail. `headers` are extra header lines (`List-Unsubscribe`, `List-Unsubscribe-Post` on
 * alert mail: RFC 8058), passed to the SMTP server as given and kept in the outbox file.
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
} & Addressee;

let transport: nodemailer.Transporter | undefined;
let transportUrl: string | undefined;

/** Queues a message for delivery; resolves once it is stored, not when it is sent. */
export async function queueMail(mail: Mail): Promise<void> {
  await enqueue("send-mail", mail);
}

/**
 * Sends one message now (the `send-mail` job). Throws when the SMTP server refuses or cannot
 * be reached, so the job is retried.
 */
export async function deliverMail(mail: Mail): Promise<void> {
  const env = getEnv();
  if (env.SMTP_URL) {
    if (!transport || transportUrl !== env.SMTP_URL) {
      transport = nodemailer.createTransport(env.SMTP_URL);
      transportUrl = env.SMTP_URL;
    }
    const { userId: _userId, kind: _kind, ...message } = mail;
    await transport.sendMail({ from: env.MAIL_FROM, ...message });
    return;
  }
  const file = await writeOutboxFile(env.dataDir, "", {
    from: env.MAIL_FROM,
    ...mail,
    sentAt: new Date().toISOString(),
  });
  if (env.LOG_LEVEL !== "silent")
    console.log(`Mail to ${mail.to}: "${mail.subject}" (written to ${file})`);
}

/** Messages in the local outbox for an address, newest first (tests and development). */
export async function readOutbox(
  to: string,
  dataDir = getEnv().dataDir,
): Promise<(Mail & { sentAt: string })[]> {
  const mails = await readOutboxFiles<Mail & { sentAt: string }>(dataDir, "");
  return mails
    .filter((m) => m.to.toLowerCase() === to.toLowerCase())
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}

/** Escapes text for the HTML part of a message. */
export function escapeHtml(value: string) {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}
