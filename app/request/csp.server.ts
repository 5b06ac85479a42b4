/**
 * The site's Content-Security-Policy (docs/decisions/019-cacheable-pages.md).
 *
 * Scripts run only from our own origin, plus, on a page, the inline scripts that page itself
 * rendered, each named by its SHA-256 hash (React Router's loader data and its module loader,
 * the scroll restoration). A hash depends only on the page's bytes, so the same page answers
 * the same header to every visitor and a shared cache may keep both; a per-request nonce made
 * every answer unique. An inline script injected into the page (by a proxy, or by content that
 * slipped past escaping) has another hash and does not run.
 *
 * Every answer carries a policy: `server.js` gives `defaultPolicy()` to whatever did not set
 * one (static files, uploads, API answers, redirects), and `entry.server.tsx` gives each
 * rendered page `pagePolicy(html)`.
 */
import crypto from "node:crypto";
import { getEnv } from "~/env.server";

/** The directives, without `script-src`; `img-src` allows S3_PUBLIC_URL's origin when set. */
function baseDirectives(): [string, string[]][] {
  const base = getEnv().uploadsBase;
  return [
    ["default-src", ["'self'"]],
    ["base-uri", ["'self'"]],
    ["connect-src", ["'self'"]],
    ["font-src", ["'self'", "https:", "data:"]],
    // Our own origin, and Paystack's checkout: a form (or a redirect after one) goes nowhere
    // else. Browsers apply form-action to the redirect that starts a payment.
    ["form-action", ["'self'", "https://checkout.paystack.com"]],
    ["frame-ancestors", ["'none'"]],
    ["img-src", ["'self'", "data:", "blob:", ...(base ? [new URL(base).origin] : [])]],
    ["object-src", ["'none'"]],
    ["script-src-attr", ["'none'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
  ];
}

function serialise(scriptSources: string[]): string {
  return [...baseDirectives(), ["script-src", scriptSources] as [string, string[]]]
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** The policy of an answer that renders no inline script: scripts from our origin only. */
export function defaultPolicy(): string {
  return serialise(["'self'"]);
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The `'sha256-…'` sources of the inline scripts in `html` (a `<script>` without `src`), in
 * the order they appear, without repeats. The hash is of the script's text exactly as written
 * between its tags, which is what the browser hashes.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`);
  }
  return [...hashes];
}

/** The policy of one rendered page: our origin's scripts and the page's own inline scripts. */
export function pagePolicy(html: string): string {
  return serialise(["'self'", ...inlineScriptHashes(html)]);
}
