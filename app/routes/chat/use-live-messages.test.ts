import { describe, expect, it } from "vitest";
import { reopenDelayMs } from "./use-live-messages";

describe("reopenDelayMs", () => {
  it("waits 2 s after the first refused stream, doubling up to the server's 30 s Retry-After", () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(reopenDelayMs)).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
