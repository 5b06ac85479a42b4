/**
 * Messages as keys (docs/decisions/023-languages.md): a key made with `msg` (and its values)
 * reads in each language; any other text is shown as it is.
 */
import { describe, expect, it } from "vitest";
import { translateText } from "./server/catalogues.server";
import { decodeMessage, msg } from "./messages";

describe("messages as keys", () => {
  it("carries a key and its values as text, and reads it back", () => {
    expect(msg("forms.email.invalid")).toBe("forms.email.invalid");
    const atMost = msg("forms.text.atMost", { max: 50 });
    expect(atMost).toBe("forms.text.atMost?max=50");
    expect(decodeMessage(atMost)).toEqual({ key: "forms.text.atMost", values: { max: 50 } });
    const sent = msg("auth.register.sent", { email: "a+b&c@x.ng" });
    expect(decodeMessage(sent)?.values).toEqual({ email: "a+b&c@x.ng" });
  });

  it("translates keys in each language and keeps English exactly as it was", () => {
    expect(translateText("en", msg("forms.password.mismatch"))).toBe("Passwords don't match");
    expect(translateText("en", msg("forms.text.atMost", { max: 2000 }))).toBe(
      "At most 2000 characters",
    );
    expect(translateText("ha", msg("forms.text.atMost", { max: 50 }))).toBe(
      "Haruffa 50 a mafi yawa",
    );
    expect(translateText("ig", msg("auth.login.agree", { terms: "T", privacy: "P" }))).toBe(
      "Site n'ịbanye, ị kwenyere na T na P anyị.",
    );
  });

  it("shows any other text as it is", () => {
    for (const text of [
      "Unknown field: cycle",
      "Listing deleted",
      "forms",
      "forms.email invalid",
    ]) {
      expect(decodeMessage(text)).toBeNull();
      expect(translateText("yo", text)).toBe(text);
    }
    // Shaped like a key but in no catalogue: shown as it is.
    expect(translateText("yo", "nope.key")).toBe("nope.key");
  });
});
