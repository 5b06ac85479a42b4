/**
 * The Content-Security-Policy of a rendered page, through the real document entry and React
 * Router's request handler (docs/decisions/026-framework-script-hashes.md): it names the inline
 * scripts React Router wrote, and a `<script>` that user content put into the page, as if
 * React's escaping had failed, is not named, so the browser does not run it
 * (tests/e2e/security.spec.ts shows the browser refusing it).
 */
import crypto from "node:crypto";
import {
  createRequestHandler,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  type ServerBuild,
} from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as entry from "./entry.server";

const INJECTED = "document.documentElement.dataset.injected = 'yes'";
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const sha = (text: string) =>
  `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

/** A seller's listing whose description and name hold a script. */
function loader() {
  return {
    name: `Ade <script>${INJECTED}</script>`,
    description: `Clean Corolla.<script>${INJECTED}</script>`,
  };
}

/** The page writes the user's text as HTML: what a failure of escaping would produce. */
function Page() {
  const car = useLoaderData<typeof loader>();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>Car</title>
      </head>
      <body>
        <p dangerouslySetInnerHTML={{ __html: car.name }} />
        <p dangerouslySetInnerHTML={{ __html: car.description }} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

const build: ServerBuild = {
  entry: { module: entry },
  routes: {
    root: { id: "root", path: "", module: { default: Page, loader } },
  },
  assets: {
    entry: { module: "/assets/entry.client.js", imports: [] },
    routes: {
      root: {
        id: "root",
        path: "",
        module: "/assets/root.js",
        hasAction: false,
        hasLoader: true,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: false,
        clientActionModule: undefined,
        clientLoaderModule: undefined,
        clientMiddlewareModule: undefined,
        hydrateFallbackModule: undefined,
      },
    },
    url: "/assets/manifest.js",
    version: "test",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
    v8_middleware: false,
  },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
};

async function render() {
  // The production build sets the policy; the development server leaves it out.
  vi.stubEnv("DEV", false);
  const response = await createRequestHandler(
    build,
    "production",
  )(new Request("https://motormart.test/"));
  const html = await response.text();
  const policy = response.headers.get("content-security-policy") ?? "";
  const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(policy)![1].split(" ");
  const scripts = [...html.matchAll(SCRIPT)].map(([, attributes, text]) => ({ attributes, text }));
  return { response, html, scriptSrc, scripts };
}

afterEach(() => vi.unstubAllEnvs());

describe("a page's Content-Security-Policy", () => {
  it("names React Router's inline scripts, and not a script slipped into user content", async () => {
    const { response, scriptSrc, scripts } = await render();
    expect(response.status).toBe(200);
    const injected = scripts.filter((s) => s.text === INJECTED);
    expect(injected).toHaveLength(2);
    expect(scriptSrc).not.toContain(sha(INJECTED));

    // Every other inline script is the framework's (loader data, module import, scroll
    // restoration), and each is named, so the page hydrates.
    const own = scripts.filter((s) => s.text !== INJECTED);
    expect(own.length).toBeGreaterThanOrEqual(4);
    expect(own.map((s) => s.text).join("\n")).toContain("window.__reactRouterContext");
    expect(scriptSrc).toEqual(["'self'", ...new Set(own.map((s) => sha(s.text)))]);
  });

  it("leaves no mark in the page: two renders are the same bytes under the same policy", async () => {
    const first = await render();
    const second = await render();
    expect(first.html).not.toMatch(/\bnonce=/);
    expect(first.response.headers.get("content-security-policy")).not.toMatch(/nonce-/);
    expect(second.html).toBe(first.html);
    expect(second.scriptSrc).toEqual(first.scriptSrc);
  });
});
