/**
 * A message whose value is a moment (`until: date.toISOString()`) shows it as the reader's date
 * and time with the zone named, in their language (docs/decisions/023-languages.md, "Messages as
 * keys"): a refusal like the paused two-factor codes reads the same way on a page and in the API.
 */
import { describe, expect, it } from "vitest";
import { codesPaused } from "~/models/security/two-factor.server";
import { translateText } from "./server/catalogues.server";
import { translateMessage } from "./messages";

const until = new Date("2026-11-21T13:05:00.000Z");

describe("moments in messages", () => {
  it("writes them in the language's words and the zone asked for", () => {
    expect(translateText("en", codesPaused(until))).toContain("until 21 Nov 2026, 14:05 WAT.");
    const hausa = translateText("ha", codesPaused(until));
    expect(hausa).toContain("har zuwa 21 Nuw 2026, 14:05 WAT.");
    expect(hausa).not.toContain("2026-11-21T");
    expect(translateText("yo", codesPaused(until), "UTC")).toContain("13:05 UTC");
  });

  it("leaves a value as it is without a moment writer, and plain text untouched", () => {
    const t = (key: string, values?: Record<string, unknown>) => `${key} ${String(values?.until)}`;
    expect(translateMessage(t as never, codesPaused(until))).toBe(
      "refusals.security.codesPaused 2026-11-21T13:05:00.000Z",
    );
    expect(translateText("ha", "Plain 2026-11-21T13:05:00.000Z")).toBe(
      "Plain 2026-11-21T13:05:00.000Z",
    );
  });
});
