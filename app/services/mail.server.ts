/**
 * Outgoing e-mail through nodemailer (design.md, Mail). With `SMTP_URL` set, mail goes through
 * that SMTP server. Without it, each message is written as JSON to `<DATA_DIR>/outbox/` and
 * logged, so sign-up verification and password reset work offline and tests can read links.
 */
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { getEnv } from "~/env.server";

export type Mail = { to: string; subject: string; text: string; html?: string };

let transport: nodemailer.Transporter | undefined;

export async function sendMail(mail: Mail): Promise<void> {
  const env = getEnv();
  const from = process.env.MAIL_FROM ?? "MotorMart <no-reply@motormart.ng>";
  if (process.env.SMTP_URL) {
    transport ??= nodemailer.createTransport(process.env.SMTP_URL);
    await transport.sendMail({ from, ...mail });
    return;
  }
  const dir = path.join(env.dataDir, "outbox");
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`);
  await fs.writeFile(
    file,
    JSON.stringify({ from, ...mail, sentAt: new Date().toISOString() }, null, 2),
  );
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
    names.map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), "utf8"))),
  );
  return mails
    .filter((m) => m.to.toLowerCase() === to.toLowerCase())
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}

/** The absolute origin for links in mail: APP_URL, else the request's own origin. */
export function appOrigin(request: Request): string {
  return getEnv().APP_URL ?? new URL(request.url).origin;
}
