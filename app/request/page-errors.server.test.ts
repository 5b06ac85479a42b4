import { describe, expect, it } from "vitest";
import { msg } from "~/i18n/messages";
import { DomainError, notFound } from "~/models/shared/errors.server";
import { orPageError } from "./page-errors.server";

const request = new Request("http://localhost/admin/users/1");

const refuse = (status: DomainError["status"], message: string) =>
  Promise.reject(new DomainError(status, message));
const thrown = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (e: unknown) => e,
  );

describe("orPageError", () => {
  it("passes the result through", async () => {
    expect(await orPageError(request, Promise.resolve(7))).toBe(7);
    expect(await orPageError(request, async () => 8, "Listing not found")).toBe(8);
  });

  it("answers every refusal with its status and message by default", async () => {
    expect(await thrown(orPageError(request, refuse(404, "User not found")))).toMatchObject({
      data: "User not found",
      init: { status: 404 },
    });
  });

  it("answers only the statuses listed, with their texts; others pass through", async () => {
    const texts = { 404: "Receipt not found", 503: true } as const;
    expect(
      await thrown(orPageError(request, refuse(404, "Payment not found"), texts)),
    ).toMatchObject({
      data: "Receipt not found",
      init: { status: 404 },
    });
    expect(await thrown(orPageError(request, refuse(503, "Storage down"), texts))).toMatchObject({
      data: "Storage down",
      init: { status: 503 },
    });
    expect(await thrown(orPageError(request, refuse(403, "Not yours"), texts))).toBeInstanceOf(
      DomainError,
    );
  });

  it("answers every refusal 404 with one text, never saying why", async () => {
    expect(
      await thrown(orPageError(request, refuse(403, "Not yours"), "Listing not found")),
    ).toMatchObject({
      data: "Listing not found",
      init: { status: 404 },
    });
    const bug = new Error("bug");
    expect(await thrown(orPageError(request, Promise.reject(bug), "Listing not found"))).toBe(bug);
  });

  it("answers a message key in the page's language, English by default", async () => {
    const missing = () => Promise.reject(notFound("User"));
    expect(await thrown(orPageError(request, missing))).toMatchObject({
      data: "User not found",
      init: { status: 404 },
    });
    const hausa = new Request("http://localhost/ha/admin/users/1");
    expect(await thrown(orPageError(hausa, missing))).toMatchObject({
      data: "Ba a samu mai amfanin ba",
      init: { status: 404 },
    });
    const yoruba = new Request("http://localhost/admin/users/1", {
      headers: { "Accept-Language": "yo" },
    });
    const texts = { 404: msg("refusals.notFound.receipt") };
    expect(await thrown(orPageError(yoruba, missing, texts))).toMatchObject({
      data: "A kò rí ìwé-ẹ̀rí ìsanwó náà",
    });
  });
});
