/**
 * Zod without its compiled fast path in the browser. Zod 4 compiles object parsers with
 * `new Function` where it may, and finds out once by calling `Function("")` in a try/catch. The
 * site's Content-Security-Policy allows no eval (docs/decisions/026-framework-script-hashes.md),
 * so the browser refuses that call and reports a CSP violation on every page that builds a form
 * schema, although zod then parses without it. `jitless` skips the probe; the server, where no
 * policy applies, keeps the compiled path.
 *
 * The setting is written where zod keeps its `globalConfig` (`globalThis.__zod_globalConfig`,
 * which zod adopts when it loads and shares between copies of itself) instead of through
 * `config()` from "zod": importing zod here put its core (3.8 KB gzip) in every page's first
 * visit, pages without a form included (README, Weight budget). zod-in-browser.test.ts holds
 * zod to reading it.
 *
 * An object schema reads the setting when it is built, and route modules build theirs when they
 * load. root.tsx imports this module, and the browser runs the root's module before any route
 * module (React Router imports the root first). The bundler runs the chunks the root imports
 * before the root's own code, this included, so none of those may build a schema as it loads:
 * the browser test of the policy (tests/e2e/security.spec.ts) sees the violation if one does.
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

if (typeof document !== "undefined") {
  const scope = globalThis as ZodGlobal;
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
}
// A module (nothing to export): imported for its effect.
export {};
