import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("zod in the browser", () => {
  it("turns zod's compiled parsers off where there is a document, without importing zod", async () => {
    vi.stubGlobal("document", {});
    await import("./zod-in-browser");
    const { config, z } = await import("zod");
    expect(config().jitless).toBe(true);
    // A schema built afterwards still parses (without the eval probe).
    expect(z.object({ price: z.number() }).parse({ price: 5 })).toEqual({ price: 5 });
  });
});
