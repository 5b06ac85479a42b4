/**
 * Outgoing SMS (docs/decisions/011-trust-and-verification.md): phone verification codes and, when
 * the user wants them, alerts.
 *
 * `queueSms` puts a message on the `send-sms` job queue and returns at once; the job worker
 * calls `deliverSms` through the configured `SmsProvider`, and a failure is retried
 * (queue.server.ts).
 *
 * Providers: with `TERMII_API_KEY`, Termii's REST API (`POST {TERMII_BASE_URL}/api/sms/send`,
 * JSON `{to, from, sms, type: "plain", channel: "generic", api_key}`; `to` in international
 * form without the plus, e.g. 2348031234567). Without it, each message is written as JSON
 * (`to`, `text`, `createdAt`) into `<DATA_DIR>/outbox/` beside the mail, and logged, so phone
 * verification works offline and tests can read the codes.
 */
import { getEnv } from "~/env.server";
import type { Addressee } from "./mail.server";
import { readOutboxFiles, writeOutboxFile } from "./outbox.server";
import { enqueue } from "./queue.server";

/**
 * One text message. `to` is an international number (+2348031234567); `userId` and `kind`
 * (mail.server.ts, Addressee) let the job honour the recipient's SMS preferences.
 */
export type Sms = { to: string; text: string } & Addressee;

/** Sends one SMS now; throws when the provider refuses or cannot be reached (so it is retried). */
export interface SmsProvider {
  send(sms: Sms): Promise<void>;
}

/** Writes each SMS into the outbox of `dataDir` (`sms-<time>-<rand>.json`), then logs it. */
export class OutboxSmsProvider implements SmsProvider {
  constructor(private dataDir: string) {}

  async send(sms: Sms): Promise<void> {
    const file = await writeOutboxFile(this.dataDir, "sms-", {
      ...sms,
      createdAt: new Date().toISOString(),
    });
    if (getEnv().LOG_LEVEL !== "silent") console.log(`SMS to ${sms.to} (written to ${file})`);
  }
}

/** Termii's SMS API (https://developers.termii.com/messaging-api). */
export class TermiiSmsProvider implements SmsProvider {
  constructor(
    private apiKey: string,
    private senderId: string,
    private baseUrl: string,
  ) {}

  async send(sms: Sms): Promise<void> {
    const response = await fetch(`${this.baseUrl}/api/sms/send`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        to: sms.to.replace(/^\+/, ""),
        from: this.senderId,
        sms: sms.text,
        type: "plain",
        channel: "generic",
        api_key: this.apiKey,
      }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) {
      const body = await response.text().catch(() => "");
      throw new Error(`Termii answered ${response.status}: ${body.slice(0, 200)}`);
    }
  }
}

let override: SmsProvider | undefined;

/** Replaces the provider (tests); `undefined` goes back to the configured one. */
export function setSmsProvider(provider: SmsProvider | undefined) {
  override = provider;
}

/** The configured provider: Termii when `TERMII_API_KEY` is set, else the outbox. */
export function smsProvider(): SmsProvider {
  if (override) return override;
  const env = getEnv();
  return env.TERMII_API_KEY
    ? new TermiiSmsProvider(env.TERMII_API_KEY, env.TERMII_SENDER_ID, env.TERMII_BASE_URL)
    : new OutboxSmsProvider(env.dataDir);
}

/** Queues an SMS; resolves once it is stored, not when it is sent. */
export async function queueSms(sms: Sms): Promise<void> {
  await enqueue("send-sms", sms);
}

/** Sends one SMS now (the `send-sms` job). Throws so the job is retried. */
export async function deliverSms(sms: Sms): Promise<void> {
  await smsProvider().send(sms);
}

/** SMS in the local outbox for a number, newest first (tests and development). */
export async function readSmsOutbox(
  to: string,
  dataDir = getEnv().dataDir,
): Promise<(Sms & { createdAt: string })[]> {
  const messages = await readOutboxFiles<Sms & { createdAt: string }>(dataDir, "sms-");
  return messages.filter((m) => m.to === to).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
