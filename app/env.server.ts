/**
 * The environment: every variable README.md (Configuration) lists, in one zod schema, read
 * once and validated at start-up. Nothing else in the app reads `process.env`
 * (docs/decisions/004-layout-and-layers.md).
 *
 * `getEnv()` answers the parsed, typed values plus derived ones (absolute folders, the public
 * origin). It throws an `EnvError` with one readable line per bad variable; the server prints
 * it and exits. Rules beyond types:
 * - `APP_URL` is required in production: links in mail, `og:url`, canonical links and the
 *   OpenAPI `servers` come only from it, never from a request's Host header
 *   (docs/decisions/008-security-review.md). Development and tests default to
 *   `http://localhost:PORT`.
 * - `S3_ENDPOINT` and `S3_PUBLIC_URL` need `S3_BUCKET` (alone they would silently keep files on
 *   the disk); credentials are not variables of ours but the AWS SDK's usual chain
 *   (docs/decisions/014-object-storage.md).
 */
import path from "node:path";
import { z } from "zod";

const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : v === "true" || v === "1"));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** PostgreSQL connection string; unset selects embedded PGlite under DATA_DIR. */
  DATABASE_URL: optionalText,
  DATA_DIR: z.string().min(1).default("./data"),
  /** The public origin for absolute links (mail, Open Graph, canonical, OpenAPI servers). */
  APP_URL: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: "APP_URL must be an http(s) URL such as https://motormart.ng",
      })
      .optional(),
  ),
  SEED_ON_EMPTY: flag(true),
  SEED_LISTINGS: z.coerce.number().int().min(1).max(1_000_000).default(600),
  LOG_LEVEL: z.enum(["silent", "info"]).default("info"),
  /**
   * Seconds a worker keeps an anonymous visitor's page in memory to answer the same request
   * again (server/page-cache.ts), unless a change purges it first; 0 turns it off.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  /** Memory the page cache may use per worker, in megabytes. */
  PAGE_CACHE_MB: z.coerce.number().min(1).max(1024).default(32),
  /**
   * A CDN's purge endpoint (services/cdn.server.ts; docs/decisions/019-cacheable-pages.md):
   * set, shareable answers carry their surrogate keys in the CDN's header, and a change to a car
   * or a seller asks the CDN, from a job with retries, to forget the answers that show it.
   */
  CDN_PURGE_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: "CDN_PURGE_URL must be an http(s) URL" }).optional(),
  ),
  /** The credential the purge endpoint wants (a Cloudflare API token, a Fastly API key). */
  CDN_PURGE_TOKEN: optionalText,
  /** The purge API and tag header: `cloudflare` (Cache-Tag, `tags`) or `fastly` (Surrogate-Key). */
  CDN_PURGE_FORMAT: z.enum(["cloudflare", "fastly"]).default("cloudflare"),
  /** Worker processes serving the port; unset: one per CPU on PostgreSQL, 1 on PGlite. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * Express `trust proxy`: proxy addresses, ranges or names (`loopback, uniquelocal`), or a
   * number of hops in front of the app (`1`: one load balancer). `true` is refused: it would let
   * any client choose its own IP (X-Forwarded-For), and with it the rate limits it counts under.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default("loopback")
    .refine((v) => v.toLowerCase() !== "true", {
      error:
        "TRUST_PROXY=true would trust any client's X-Forwarded-For: name the proxies (loopback, uniquelocal, 10.0.0.0/8) or give a hop count (1)",
    })
    .transform((v): string | number => (/^\d+$/.test(v) ? Number(v) : v)),
  /** Strict-Transport-Security; on by default in production. */
  HSTS: flag(true),
  MIGRATIONS_DIR: z.string().default("./db/migrations"),
  /** Secret(s) signing cookies, newest first; unset: generated into DATA_DIR/session-secret. */
  SESSION_SECRET: optionalText,
  /** Drops the Secure flag (and the __Host- prefix) of cookies: plain-HTTP test set-ups only. */
  INSECURE_COOKIES: flag(false),
  /** SMTP server for mail; unset: mail goes to DATA_DIR/outbox and the log. */
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default("MotorMart <no-reply@motormart.ng>"),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /** Multiplies every rate limit (the e2e suite signs everyone up from one IP). */
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
  /**
   * Newsletter mails handed to the mail queue per minute (docs/decisions/024-newsletter.md):
   * one batch a minute, so a big list does not trip the SMTP provider's limits.
   */
  NEWSLETTER_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(300),
  /** Run the background job workers inside the server (false: `npm run jobs` runs them). */
  JOBS_IN_SERVER: flag(true),
  /** Paystack secret key; unset: the built-in simulated checkout takes payments offline. */
  PAYSTACK_SECRET_KEY: optionalText,
  PAYSTACK_PUBLIC_KEY: optionalText,
  /** Paystack's API origin (tests and staging point it at a mock). */
  PAYSTACK_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api.paystack.co"),
  /**
   * Serve the simulated checkout when no Paystack key is set. Default: on outside production,
   * off in production (a production site without a key must not hand out plans for free).
   */
  SIMULATED_PAYMENTS: z.enum(["true", "false", "1", "0", ""]).optional(),
  /** Termii API key (Nigerian SMS); unset: SMS go to DATA_DIR/outbox and the log. */
  TERMII_API_KEY: optionalText,
  /** The registered sender ID Termii shows as the sender. */
  TERMII_SENDER_ID: z.string().default("MotorMart"),
  /** Termii's API origin (tests point it at a mock). */
  TERMII_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api.ng.termii.com"),
  /**
   * Object storage (docs/decisions/014-object-storage.md): set, every file goes to this
   * bucket (public files under `uploads/`, private ones under `private/`); unset, the disk.
   */
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error: "S3_BUCKET must be a bucket name: 3-63 lower-case letters, digits, dots, hyphens",
      })
      .optional(),
  ),
  /** An S3-compatible service's origin (MinIO, R2, Spaces); unset for AWS. */
  S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: "S3_ENDPOINT must be an http(s) URL" }).optional(),
  ),
  S3_REGION: optionalText.transform((v) => v ?? "us-east-1"),
  /** Bucket in the path (`endpoint/bucket/key`): what MinIO and most stand-ins need. */
  S3_FORCE_PATH_STYLE: flag(false),
  /** The public base of photo URLs (a CDN or the bucket's website); unset, the app serves them. */
  S3_PUBLIC_URL: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: "S3_PUBLIC_URL must be an http(s) URL such as https://cdn.motormart.ng",
      })
      .optional(),
  ),
  SEED_STAFF_PASSWORD: z.string().min(8).default("staff-demo-2026"),
  // The demo admin's two-factor key (README, "Demo accounts"): a staff role needs 2FA on.
  SEED_STAFF_TOTP_SECRET: z
    .string()
    .regex(
      /^[A-Z2-7]{16,64}$/,
      "SEED_STAFF_TOTP_SECRET must be 16 to 64 base32 characters (A-Z, 2-7)",
    )
    .default("MMDEMOSTAFFTOTPKEYFORLOCALUSE234"),
  SEED_SELLER_PASSWORD: z.string().min(8).default("seller-demo-2026"),
});

/** Where the bucket is (S3_* variables); credentials come from the SDK's chain unless given. */
export type S3Settings = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  /** Tests only: the environment leaves credentials to the SDK's chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

export type Env = z.infer<typeof EnvSchema> & {
  /** DATA_DIR as an absolute path. */
  dataDir: string;
  /** Uploaded public files (photos, avatars): `<dataDir>/uploads`, served at /uploads (disk store). */
  uploadsDir: string;
  /** Private files (verification documents): never served statically (disk store). */
  privateDir: string;
  /** The bucket files go to (S3_BUCKET set), or null: files on the disk. */
  s3: S3Settings | null;
  /**
   * What public file URLs start with, before `/uploads/<key>`: S3_PUBLIC_URL without a
   * trailing slash, or "" (the app serves them on its own origin).
   */
  uploadsBase: string;
  /** The public origin without a trailing slash, e.g. `https://motormart.ng`. */
  appUrl: string;
  production: boolean;
  /** Cookies carry Secure (and the session cookie the `__Host-` prefix). */
  secureCookies: boolean;
  googleSignIn: boolean;
  /** Which payment provider takes payments: Paystack (a key is set), simulated, or none. */
  payments: "paystack" | "simulated" | "none";
};

export class EnvError extends Error {
  constructor(lines: string[]) {
    super(`Invalid environment:\n${lines.map((l) => `  ${l}`).join("\n")}`);
    this.name = "EnvError";
  }
}

let cached: Env | undefined;

/** Parses `source` (default `process.env`) into an Env; throws EnvError. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  if (production && !e.APP_URL) {
    throw new EnvError([
      "APP_URL is required in production: the public origin of the site, such as " +
        "https://motormart.ng. Links in e-mails are built from it, never from a request's Host.",
    ]);
  }
  const s3Only = (
    [
      ["S3_ENDPOINT", e.S3_ENDPOINT],
      ["S3_PUBLIC_URL", e.S3_PUBLIC_URL],
    ] as const
  ).filter(([, v]) => v);
  if (!e.S3_BUCKET && s3Only.length) {
    throw new EnvError(
      s3Only.map(
        ([name]) =>
          `${name} is set but S3_BUCKET is not: set S3_BUCKET to keep files in a bucket, or unset ${name}.`,
      ),
    );
  }
  if (e.S3_PUBLIC_URL && /[?#]/.test(e.S3_PUBLIC_URL)) {
    throw new EnvError(["S3_PUBLIC_URL must be a base URL without a query or a fragment."]);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...e,
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    privateDir: path.join(dataDir, "private"),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : null,
    uploadsBase: e.S3_PUBLIC_URL?.replace(/\/+$/, "") ?? "",
    appUrl: new URL(e.APP_URL ?? `http://localhost:${e.PORT}`).origin,
    production,
    secureCookies: production && !e.INSECURE_COOKIES,
    googleSignIn: Boolean(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET),
    payments: e.PAYSTACK_SECRET_KEY
      ? "paystack"
      : (e.SIMULATED_PAYMENTS ? ["true", "1"].includes(e.SIMULATED_PAYMENTS) : !production)
        ? "simulated"
        : "none",
  };
}

/** The process's environment, parsed once. Throws EnvError when it is not valid. */
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}

/** Forget the parsed environment (tests that change process.env). */
export function resetEnv() {
  cached = undefined;
}
