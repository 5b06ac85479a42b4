/**
 * The API reference page (`/api/docs`) and its files: a plain HTML document whose scripts are
 * all files from our origin (so the CSP needs no exception), and Swagger UI's files served from
 * a fixed list under a versioned address, cached for a year.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { callRoute } from "../../../tests/support/routes";
import { loader as file } from "./api-docs-file";
import { loader as page } from "./api-docs";

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** `/api/docs/<version>/<name>` split into the route's params. */
function params(url: string) {
  const match = /^\/api\/docs\/([^/]+)\/([^/]+)$/.exec(url);
  if (!match) throw new Error(`not a file address: ${url}`);
  return { version: match[1], file: match[2] };
}

async function docsPage() {
  const r = await callRoute(page, { path: "/api/docs" });
  const html = r.body as string;
  const scripts = [...html.matchAll(SCRIPT_TAG)].map(([, attributes, text]) => ({
    src: /\bsrc="([^"]+)"/.exec(attributes)?.[1],
    text,
  }));
  const css = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
  return { r, html, scripts, css };
}

describe("GET /api/docs", () => {
  it("is an English HTML page titled MotorMart API reference, with Swagger UI's files", async () => {
    const { r, html, scripts, css } = await docsPage();
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(html).toContain("<title>MotorMart API reference</title>");
    expect(html).toContain('id="swagger-ui"');
    expect(html).toContain('<a href="/api/openapi.json">');
    const version = createRequire(import.meta.url)("swagger-ui-dist/package.json").version;
    expect(css).toMatch(new RegExp(`^/api/docs/${version}-[0-9a-f]{8}/swagger-ui\\.css$`));
    expect(scripts.map((s) => s.src?.replace(/^\/api\/docs\/[^/]+\//, ""))).toEqual([
      "swagger-ui-bundle.js",
      "init.js",
    ]);
  });

  it("has no inline script, and a CSP that runs scripts from our origin only", async () => {
    const { r, scripts } = await docsPage();
    for (const script of scripts) {
      expect(script.src).toMatch(/^\/api\/docs\//);
      expect(script.text.trim()).toBe("");
    }
    const csp = r.headers.get("content-security-policy") ?? "";
    const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(csp)?.[1];
    expect(scriptSrc).toBe("'self'");
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/unsafe-eval|https:\/\/(cdn|unpkg)/);
  });

  it("may be kept briefly by a shared cache, but browsers ask again", async () => {
    const { r } = await docsPage();
    expect(r.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30");
  });
});

describe("GET /api/docs/:version/:file", () => {
  it("serves the page's files with their type, length and a year's immutable caching", async () => {
    const { scripts, css } = await docsPage();
    const urls = [css!, ...scripts.map((s) => s.src!)];
    const types = ["text/css", "text/javascript", "text/javascript"];
    const dist = createRequire(import.meta.url).resolve("swagger-ui-dist/package.json");
    for (const [i, url] of urls.entries()) {
      const r = await callRoute(file, { path: url, params: params(url) });
      expect(r.status, url).toBe(200);
      expect(r.headers.get("content-type"), url).toBe(`${types[i]}; charset=utf-8`);
      expect(r.headers.get("cache-control"), url).toBe("public, max-age=31536000, immutable");
      expect(Number(r.headers.get("content-length")), url).toBe(Buffer.byteLength(r.body));
    }
    const bundle = await callRoute(file, { path: urls[1], params: params(urls[1]) });
    const onDisk = readFileSync(dist.replace(/package\.json$/, "swagger-ui-bundle.js"), "utf8");
    expect(bundle.body).toBe(onDisk);
    const init = await callRoute(file, { path: urls[2], params: params(urls[2]) });
    expect(init.body).toContain('url: "/api/openapi.json"');
    expect(init.body).toContain("SwaggerUIBundle(");
    expect(init.body).toContain("validatorUrl: null");
  });

  it("answers 404 for any other name, another version, or a path out of the list", async () => {
    const { css } = await docsPage();
    const { version } = params(css!);
    const cases: [string, string][] = [
      [version, "index.html"],
      [version, "package.json"],
      [version, "swagger-ui-bundle.js.map"],
      [version, "../package.json"],
      [version, "..%2Fpackage.json"],
      [version, "../../../../etc/passwd"],
      [version, "__proto__"],
      [version, "constructor"],
      [version, "toString"],
      [version, ""],
      ["0.0.1-00000000", "swagger-ui.css"],
      ["..", "swagger-ui.css"],
    ];
    for (const [v, name] of cases) {
      const r = await callRoute(file, {
        path: `/api/docs/x/y`,
        params: { version: v, file: name },
      });
      expect(r.status, `${v}/${name}`).toBe(404);
      expect(r.headers.get("cache-control"), `${v}/${name}`).toBe("no-store");
      expect(r.body, `${v}/${name}`).toBe("Not found\n");
    }
  });
});
