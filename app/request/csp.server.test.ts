import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { defaultPolicy, newScriptMark, sealPage } from "./csp.server";

const sha = (text: string) =>
  `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

describe("the Content-Security-Policy", () => {
  it("names each marked inline script once, skips unmarked ones and src, and takes the marks out", () => {
    const mark = newScriptMark();
    expect(mark).toMatch(/^[\w-]{22}$/);
    expect(newScriptMark()).not.toBe(mark);
    const a = 'window.__reactRouterContext = {"a":1};';
    const b = 'import("/assets/root.js");';
    const stray = "alert(document.cookie)";
    const n = `nonce="${mark}"`;
    const html =
      `<html><head><link rel="modulepreload" href="/assets/x.js" ${n}/><script ${n}>${a}</script></head>` +
      `<body><p><script>${stray}</script></p><script nonce="guess">${stray}</script>` +
      `<script type="module" async="" ${n}>${b}</script><script src="/assets/x.js" ${n}></script>` +
      `<script ${n}>${a}</script></body></html>`;
    const sealed = sealPage(html, mark);
    const scriptSrc = /script-src ([^;]*)/.exec(sealed.policy)![1].split(" ");
    expect(scriptSrc).toEqual(["'self'", sha(a), sha(b)]);
    expect(sealed.html).not.toContain(mark);
    expect(sealed.html).toContain(`<script>${a}</script>`);
    expect(sealed.html).toContain(`<script type="module" async="">${b}</script>`);
    expect(sealed.html).toContain('<link rel="modulepreload" href="/assets/x.js"/>');
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
