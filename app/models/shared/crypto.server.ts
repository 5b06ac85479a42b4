/**
 * Random tokens and their stored digests: a token handed to a client (session cookie, e-mail
 * link, unsubscribe link) is 32 random bytes in base64url; only its SHA-256 (hex) is stored
 * (docs/product.md#architecture).
 */
import crypto from "node:crypto";

export const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

export const randomToken = () => crypto.randomBytes(32).toString("base64url");
