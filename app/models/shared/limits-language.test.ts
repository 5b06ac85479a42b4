/**
 * A rate limit's refusal reads in the reader's language, its reason and its wait both
 * (docs/decisions/023-languages.md, "Messages as keys"), and a photo's refusal inside the
 * upload's "name: reason" line too.
 */
import { describe, expect, it } from "vitest";
import { translateText } from "~/i18n/server/catalogues.server";
import { msg } from "~/i18n/messages";
import { DomainError } from "./errors.server";
import { overLimit } from "./limits.server";

const over = { ok: false, count: 31, retryAfterSeconds: 600 };

describe("refusals in the reader's language", () => {
  it("says a rate limit's reason and wait in Hausa, English unchanged", () => {
    const refusal = overLimit(msg("refusals.limit.messages"), over)!;
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal.status).toBe(429);
    expect(translateText("en", refusal.message)).toBe(
      "You are sending messages too quickly. Please wait 10 minutes and try again.",
    );
    const hausa = translateText("ha", refusal.message);
    expect(hausa).toContain("Kana aika saƙonni da sauri da yawa.");
    expect(hausa).not.toContain("Please wait");
  });

  it("says why a photo was refused in Yoruba", () => {
    const line = msg("sell.refusal.photoFile", {
      name: "car.bmp",
      reason: msg("refusals.photo.format"),
    });
    expect(translateText("yo", line)).toContain("Fọ́tò gbọ́dọ̀ jẹ́ àwòrán JPEG, PNG, WebP tàbí HEIC");
    expect(translateText("en", line)).toContain(
      "car.bmp: Photos must be JPEG, PNG, WebP or HEIC images",
    );
  });
});
