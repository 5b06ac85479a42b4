import { describe, expect, it } from "vitest";
import { isRetryableConflict, retryOnConflict } from "./retry.server";

/** A database error as drizzle wraps the `postgres` driver's: the SQLSTATE on its cause. */
const wrapped = (code: string) => Object.assign(new Error("Failed query"), { cause: { code } });

describe("retryOnConflict", () => {
  it("runs a transaction aborted as a deadlock or serialization failure once more", async () => {
    for (const failure of [wrapped("40P01"), { code: "40001" }]) {
      let runs = 0;
      const result = await retryOnConflict(async () => {
        runs++;
        if (runs === 1) throw failure;
        return "done";
      });
      expect({ result, runs }).toEqual({ result: "done", runs: 2 });
    }
  });

  it("gives up after the second failure, and never retries other errors", async () => {
    let runs = 0;
    await expect(
      retryOnConflict(async () => {
        runs++;
        throw wrapped("40P01");
      }),
    ).rejects.toMatchObject({ cause: { code: "40P01" } });
    expect(runs).toBe(2);
    runs = 0;
    await expect(
      retryOnConflict(async () => {
        runs++;
        throw wrapped("23505");
      }),
    ).rejects.toThrow("Failed query");
    expect(runs).toBe(1);
    expect(isRetryableConflict(new Error("plain"))).toBe(false);
  });
});
