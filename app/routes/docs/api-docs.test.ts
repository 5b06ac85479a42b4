/**
 * The API reference (`/api/docs`): every operation of the OpenAPI document as plain HTML, with
 * no script and nothing to load; the interactive one (`/api/docs/try`): a plain HTML document
 * whose scripts are all files from our origin (so the CSP needs no exception), and Swagger UI's
 * files served from a fixed list under a versioned address, cached for a year.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { callRoute } from "../../../tests/support/routes";
import { getEnv } from "~/env.server";
import { openApiDocument } from "../api/meta/openapi-document.server";
import { servedApiRoutes } from "../api/meta/served-api.server";
import { loader as file } from "./api-docs-file";
import { loader as reference } from "./api-docs";
import { loader as page } from "./api-docs-try";

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** `/api/docs/<version>/<name>` split into the route's params. */
function params(url: string) {
  const match = /^\/api\/docs\/([^/]+)\/([^/]+)$/.exec(url);
  if (!match) throw new Error(`not a file address: ${url}`);
  return { version: match[1], file: match[2] };
}

async function docsPage() {
  const r = await callRoute(page, { path: "/api/docs/try" });
  const html = r.body as string;
  const scripts = [...html.matchAll(SCRIPT_TAG)].map(([, attributes, text]) => ({
    src: /\bsrc="([^"]+)"/.exec(attributes)?.[1],
    text,
  }));
  const css = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
  return { r, html, scripts, css };
}

/** The text of `html` as a reader sees it: no tags, entities decoded, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .replace(/ ([),:;])/g, "$1")
    .replace(/\( /g, "(");

describe("GET /api/docs", () => {
  it("is the whole reference in English HTML, with no script and nothing to load", async () => {
    const r = await callRoute(reference, { path: "/api/docs" });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = r.body as string;
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(html).toContain("<title>MotorMart API reference</title>");
    expect(html).not.toMatch(/<script|<link rel="stylesheet"|<img|<iframe|\bsrc=/i);
    // Every link is on this site: an address of ours or a place in the page.
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^[#/]/);
    expect(html).toContain('<a href="/api/docs/try">Try it (needs JavaScript)</a>');
    expect(html).toContain('<a href="/api/openapi.json">');
    const csp = r.headers.get("content-security-policy") ?? "";
    expect(/(?:^|; )script-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'");
    expect(r.headers.get("cache-control")).toBe(SHARED);
  });

  it("describes every operation of the document: parameters, body, answers, schemas", async () => {
    const html = (await callRoute(reference, { path: "/api/docs" })).body as string;
    const doc = openApiDocument(getEnv().appUrl, servedApiRoutes()) as {
      paths: Record<string, Record<string, { operationId: string }>>;
      components: { schemas: Record<string, unknown> };
    };
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ method, path, id: op.operationId })),
    );
    expect(operations.length).toBeGreaterThan(50);
    for (const { method, path, id } of operations) {
      const section = new RegExp(`<section class="op" id="${id}"[\\s\\S]*?</section>`).exec(
        html,
      )?.[0];
      expect(section, `${method} ${path}`).toBeDefined();
      expect(textOf(section!), id).toContain(`${method.toUpperCase()} ${path}`);
    }
    for (const name of Object.keys(doc.components.schemas))
      expect(html).toContain(`id="schema-${name}"`);

    const text = (id: string) =>
      textOf(new RegExp(`<section class="op" id="${id}"[\\s\\S]*?</section>`).exec(html)![0]);
    // A query parameter with its type, bounds, default and words.
    expect(text("listCars")).toContain(
      "limit query integer Cars per page, 1 to 50. (1 to 50; default 12)",
    );
    expect(text("listCars")).toContain("Authentication: optional (bearer or session)");
    // A body's fields, required or not, and the answers with their statuses.
    const login = text("signIn");
    expect(login).toMatch(/Request body application\/json: object email string required/);
    expect(login).toMatch(/password string required \(6 to 128 characters\)/);
    expect(login).toMatch(/Answers 200 .* 400 .* 429/);
    // A schema named in an answer links to its description.
    expect(html).toContain('<a href="#schema-Car"><code>Car</code></a>');
  });
});

const SHARED = "public, max-age=0, s-maxage=30";

describe("GET /api/docs/try", () => {
  it("is an English HTML page titled MotorMart API reference (interactive), with Swagger UI's files", async () => {
    const { r, html, scripts, css } = await docsPage();
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(html).toContain("<title>MotorMart API reference (interactive)</title>");
    expect(html).toContain('id="swagger-ui"');
    // Without JavaScript: the reference to read, and the document.
    expect(html).toContain('<a href="/api/docs">');
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
    expect(r.headers.get("cache-control")).toBe(SHARED);
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
