import { describe, expect, it } from "vitest";
import { DomainError } from "~/models/shared/errors.server";
import { orPageError } from "./page-errors.server";

const refuse = (status: DomainError["status"], message: string) =>
  Promise.reject(new DomainError(status, message));
const thrown = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (e: unknown) => e,
  );

describe("orPageError", () => {
  it("passes the result through", async () => {
    expect(await orPageError(Promise.resolve(7))).toBe(7);
    expect(await orPageError(async () => 8, "Listing not found")).toBe(8);
  });

  it("answers every refusal with its status and message by default", async () => {
    expect(await thrown(orPageError(refuse(404, "User not found")))).toMatchObject({
      data: "User not found",
      init: { status: 404 },
    });
  });

  it("answers only the statuses listed, with their texts; others pass through", async () => {
    const texts = { 404: "Receipt not found", 503: true } as const;
    expect(await thrown(orPageError(refuse(404, "Payment not found"), texts))).toMatchObject({
      data: "Receipt not found",
      init: { status: 404 },
    });
    expect(await thrown(orPageError(refuse(503, "Storage down"), texts))).toMatchObject({
      data: "Storage down",
      init: { status: 503 },
    });
    expect(await thrown(orPageError(refuse(403, "Not yours"), texts))).toBeInstanceOf(DomainError);
  });

  it("answers every refusal 404 with one text, never saying why", async () => {
    expect(await thrown(orPageError(refuse(403, "Not yours"), "Listing not found"))).toMatchObject({
      data: "Listing not found",
      init: { status: 404 },
    });
    const bug = new Error("bug");
    expect(await thrown(orPageError(Promise.reject(bug), "Listing not found"))).toBe(bug);
  });
});
