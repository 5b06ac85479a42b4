/**
 * The site's Content-Security-Policy (docs/decisions/026-framework-script-hashes.md).
 *
 * Scripts run only from our own origin, plus, on a page, the inline scripts React Router itself
 * writes (the context and loader data, the route modules' import, the scroll restoration), each
 * named by its SHA-256 hash. Only those: the page is rendered with a fresh unguessable mark
 * (`newScriptMark`) that React Router puts on each script it writes, as it would a nonce, and
 * `sealPage` hashes the scripts that carry it, then removes the marks. A `<script>` inside user
 * content (a listing description, a name, a message), had it slipped past React's escaping,
 * carries no mark, is not named, and does not run; nor does one a proxy adds later.
 *
 * The hashes depend only on the page's bytes, and the sealed page holds no mark, so the same page
 * answers the same bytes, ETag and header to every visitor and a shared cache may keep them
 * (docs/decisions/019-cacheable-pages.md). A nonce left in the page would make every render
 * differ, and a kept copy would show every visitor the nonce its header accepts.
 *
 * Every answer carries a policy: `server.js` gives `defaultPolicy()` to whatever did not set
 * one (static files, uploads, API answers, redirects, the API reference), and
 * `entry.server.tsx` gives each rendered page the policy `sealPage` answers.
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

/**
 * A fresh mark for one render: 128 random bits in base64url. Passed as the `nonce` of React
 * Router's `ServerRouter`, it lands on every script the framework writes, and nowhere a user's
 * text could have put it, since it did not exist when that text was stored or loaded.
 */
export function newScriptMark(): string {
  return crypto.randomBytes(16).toString("base64url");
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * Seals a page rendered with `mark` as its nonce: the `'sha256-…'` sources of the inline scripts
 * that carry the mark (in order, without repeats; the hash of the text exactly as written
 * between the tags, which is what the browser hashes), and the page with every ` nonce="mark"`
 * removed. Scripts without the mark (or with a `src`) are not named. Answers the page and its
 * policy: our origin's scripts and those hashes.
 */
export function sealPage(html: string, mark: string): { html: string; policy: string } {
  const attribute = ` nonce="${mark}"`;
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (!attributes.includes(attribute) || /\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`);
  }
  return { html: html.replaceAll(attribute, ""), policy: serialise(["'self'", ...hashes]) };
}
