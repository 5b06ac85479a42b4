import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * In a Node process of its own: zod reads the setting once, when it first loads, and the test
 * workers load zod long before this file runs (vitest.config.ts: no isolation between files).
 */
const PROBE = `
  globalThis.document = {};
  await import("./app/lib/forms/zod-in-browser.ts");
  const { config, z } = await import("zod");
  const parsed = z.object({ price: z.number() }).parse({ price: 5 });
  console.log(JSON.stringify({ jitless: config().jitless, parsed }));
`;

describe("zod in the browser", () => {
  it("turns zod's compiled parsers off where there is a document, without importing zod", () => {
    const out = execFileSync(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "--eval", PROBE],
      { encoding: "utf8" },
    );
    // A schema built afterwards still parses (without the eval probe).
    expect(JSON.parse(out)).toEqual({ jitless: true, parsed: { price: 5 } });
  });

  it("leaves the server's zod compiled", () => {
    const out = execFileSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "--input-type=module",
        "--eval",
        PROBE.replace("globalThis.document = {};", ""),
      ],
      { encoding: "utf8" },
    );
    expect(JSON.parse(out).jitless).not.toBe(true);
  });
});
