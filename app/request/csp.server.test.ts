import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { defaultPolicy, inlineScriptHashes, pagePolicy } from "./csp.server";

const sha = (text: string) =>
  `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

describe("the Content-Security-Policy", () => {
  it("names each inline script of a page by its hash, once, and skips scripts with a src", () => {
    const a = 'window.__reactRouterContext = {"a":1};';
    const b = 'import("/assets/root.js");';
    const html = `<html><head><script>${a}</script></head><body><script type="module" async>${b}</script><script src="/assets/x.js"></script><script>${a}</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(a), sha(b)]);
    const scriptSrc = /script-src ([^;]*)/.exec(pagePolicy(html))![1].split(" ");
    expect(scriptSrc).toEqual(["'self'", sha(a), sha(b)]);
  });

  it("allows no inline script, nonce or eval anywhere else, and keeps the other limits", () => {
    const policy = defaultPolicy();
    expect(/script-src ([^;]*)/.exec(policy)![1]).toBe("'self'");
    expect(policy).not.toMatch(/nonce-|unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src-attr 'none'");
    expect(policy).toContain("form-action 'self' https://checkout.paystack.com");
  });
});
