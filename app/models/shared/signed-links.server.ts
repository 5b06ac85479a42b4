/**
 * Signed tokens for links that act without sign-in (one-click unsubscribe, RFC 8058):
 * `<payload>.<HMAC-SHA256>` in base64url, signed with SESSION_SECRET (or the generated
 * `DATA_DIR/session-secret`), every listed secret verifying so a rotation keeps old links
 * working (docs/decisions/022-saved-search-alerts.md, docs/decisions/024-newsletter.md). A
 * `purpose` is mixed into the signature, so a token made for one kind of link opens no other.
 * A token is checked whole: the one signed, with nothing before or after it.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "~/env.server";

/**
 * The secrets links are signed with (SESSION_SECRET's, newest first; else the generated
 * `DATA_DIR/session-secret`).
 */
function linkSecrets(): string[] {
  const configured = getEnv()
    .SESSION_SECRET?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (configured?.length) return configured;
  // The server writes this file at start (request/session.server.ts) before any job runs.
  const file = path.join(getEnv().dataDir, "session-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      fs.writeFileSync(file, crypto.randomBytes(32).toString("base64url"), {
        mode: 0o600,
        flag: "wx",
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return [fs.readFileSync(file, "utf8").trim()];
}

const sign = (secret: string, purpose: string, payload: string) =>
  crypto.createHmac("sha256", secret).update(`${purpose}:${payload}`).digest("base64url");

/**
 * The token `<payload>.<HMAC-SHA256 of purpose:payload>` signed with the newest secret.
 * `payload` must hold no `.` (base64url, a UUID). The saved-search alerts' links use it with
 * the search id as it is, the shape their links always had, so links already mailed still work.
 */
export function linkToken(purpose: string, payload: string): string {
  return `${payload}.${sign(linkSecrets()[0]!, purpose, payload)}`;
}

/**
 * The payload of `token` when the whole token, byte for byte, is `linkToken(purpose, payload)`
 * under one of the secrets, compared in constant time; else null. Anything added before or
 * after a good token (`.x`, a space, another signature) makes it another token, refused.
 * Tokens longer than `maxLength` characters are refused unread.
 */
export function verifiedLinkPayload(
  purpose: string,
  token: unknown,
  maxLength = 1000,
): string | null {
  if (typeof token !== "string" || token.length > maxLength) return null;
  const dot = token.indexOf(".");
  if (dot <= 0) return null;
  const payload = token.slice(0, dot);
  const given = Buffer.from(token);
  const ok = linkSecrets().some((secret) => {
    const want = Buffer.from(`${payload}.${sign(secret, purpose, payload)}`);
    return want.length === given.length && crypto.timingSafeEqual(want, given);
  });
  return ok ? payload : null;
}

/** A token carrying `value` (any text) for `purpose`; it does not expire. */
export function signedToken(purpose: string, value: string): string {
  return linkToken(purpose, Buffer.from(value).toString("base64url"));
}

/** The value a token was signed with for `purpose`, or null when it does not verify. */
export function verifiedToken(purpose: string, token: unknown): string | null {
  const payload = verifiedLinkPayload(purpose, token);
  return payload === null ? null : Buffer.from(payload, "base64url").toString();
}
