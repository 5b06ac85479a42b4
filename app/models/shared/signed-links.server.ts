/**
 * Signed tokens for links that act without sign-in (one-click unsubscribe, RFC 8058):
 * `<payload>.<HMAC-SHA256>` in base64url, signed with SESSION_SECRET (or the generated
 * `DATA_DIR/session-secret`), every listed secret verifying so a rotation keeps old links
 * working (docs/decisions/022-saved-search-alerts.md, docs/decisions/024-newsletter.md). A
 * `purpose` is mixed into the signature, so a token made for one kind of link opens no other.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "~/env.server";

/**
 * The secrets links are signed with (SESSION_SECRET's, newest first; else the generated
 * `DATA_DIR/session-secret`). Also the saved-search alerts' links, which keep their own
 * `<id>.<signature>` shape so links already mailed keep working.
 */
export function linkSecrets(): string[] {
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

/** A token carrying `value` (any text) for `purpose`; it does not expire. */
export function signedToken(purpose: string, value: string): string {
  const payload = Buffer.from(value).toString("base64url");
  return `${payload}.${sign(linkSecrets()[0]!, purpose, payload)}`;
}

/** The value a token was signed with for `purpose`, or null when it does not verify. */
export function verifiedToken(purpose: string, token: unknown): string | null {
  if (typeof token !== "string" || token.length > 1000) return null;
  const [payload, sig, extra] = token.split(".");
  if (!payload || !sig || extra !== undefined) return null;
  const given = Buffer.from(sig);
  const ok = linkSecrets().some((secret) => {
    const want = Buffer.from(sign(secret, purpose, payload));
    return want.length === given.length && crypto.timingSafeEqual(want, given);
  });
  return ok ? Buffer.from(payload, "base64url").toString() : null;
}
