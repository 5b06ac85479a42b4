/**
 * Outgoing e-mail through nodemailer (design.md, Mail).
 *
 * `queueMail` puts a message on the `send-mail` job queue and returns at once, so a slow or
 * failing SMTP server never holds up a request; the job worker calls `deliverMail`, and a
 * failure is retried with backoff (queue.server.ts) until it goes through: no mail is lost.
 *
 * Delivery: with `SMTP_URL`, through that SMTP server. Without it, each message is written
 * as JSON to `<DATA_DIR>/outbox/` and logged, so sign-up verification and password reset work
 * offline and tests can read the links.
 *
 * Links inside mail are built by callers from `getEnv().appUrl` only (issue 9, hole 1).
 */
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { getEnv } from "~/env.server";
import { enqueue } from "./queue.server";

export type Mail = { to: string; subject: string; text: string; html?: string };

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
    await transport.sendMail({ from: env.MAIL_FROM, ...mail });
    return;
  }
  const dir = path.join(env.dataDir, "outbox");
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`);
  // Written beside it, then renamed: a reader never sees half a message.
  const partial = `${file}.partial`;
  await fs.writeFile(
    partial,
    JSON.stringify({ from: env.MAIL_FROM, ...mail, sentAt: new Date().toISOString() }, null, 2),
  );
  await fs.rename(partial, file);
  if (env.LOG_LEVEL !== "silent")
    console.log(`Mail to ${mail.to}: "${mail.subject}" (written to ${file})`);
}

/** Messages in the local outbox for an address, newest first (tests and development). */
export async function readOutbox(
  to: string,
  dataDir = getEnv().dataDir,
): Promise<(Mail & { sentAt: string })[]> {
  const dir = path.join(dataDir, "outbox");
  let names: string[] = [];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  const mails = await Promise.all(
    names
      .filter((n) => n.endsWith(".json"))
      .map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), "utf8"))),
  );
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
