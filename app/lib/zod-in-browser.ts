/**
 * Zod without its compiled fast path in the browser. Zod 4 compiles object parsers with
 * `new Function` where it may, and finds out once by calling `Function("")` in a try/catch. The
 * site's Content-Security-Policy allows no eval (docs/decisions/026-framework-script-hashes.md),
 * so the browser refuses that call and reports a CSP violation on every page that builds a form
 * schema, although zod then parses without it. `jitless` skips the probe (zod's `globalConfig`);
 * the server, where no policy applies, keeps the compiled path.
 *
 * An object schema reads the probe when it is built, and route modules build theirs when they
 * load. root.tsx imports this module, and the browser runs the root's module before any route
 * module (React Router imports the root first). The bundler runs the chunks the root imports
 * before the root's own code, this included, so none of those may build a schema as it loads:
 * the browser test of the policy (tests/e2e/security.spec.ts) sees the violation if one does.
 */
import { config } from "zod";

if (typeof document !== "undefined") config({ jitless: true });
