/**
 * Every catalogue is complete (docs/decisions/023-languages.md): each language has exactly the
 * keys English has, in every namespace, each message parses as ICU MessageFormat, and a
 * translation uses the same placeholders as the English it translates (a missing `{count}`
 * would print a wrong sentence; an extra one a blank).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { CATALOGUES, messagesFor, translator } from "./catalogues.server";
import { LANGUAGES } from "../languages";
import { NAMESPACES } from "../namespaces";

const LOCALES_DIR = path.join(import.meta.dirname, "../../locales");

/**
 * The placeholders a message uses, each with its format (`{count, plural, ...}` and `{name}`:
 * "count plural", "name"), so a translation that turns a plural into plain text (or a select
 * into a plural) differs from its English. A plural, select or ordinal without its `other`
 * branch, which ICU falls back to, is reported as "<name> <format> without other".
 */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  // A message compiles to a list of parts: text (a string) or a placeholder, [name] or
  // [name, format, branches], where each branch is a list of parts again.
  const walk = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part) || typeof part[0] !== "string") continue;
      const format = typeof part[1] === "string" ? part[1] : undefined;
      names.add(format ? `${part[0]} ${format}` : part[0]);
      const branches: unknown = part[2];
      if (branches && typeof branches === "object") {
        if (
          format &&
          ["plural", "select", "selectordinal"].includes(format) &&
          !("other" in branches)
        )
          names.add(`${part[0]} ${format} without other`);
        for (const branch of Object.values(branches)) walk(branch);
      }
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

describe("message catalogues", () => {
  it("registers every catalogue file, and has a file for every namespace in every language", () => {
    for (const language of LANGUAGES) {
      const files = readdirSync(path.join(LOCALES_DIR, language))
        .filter((f) => f.endsWith(".json"))
        .map((f) => f.replace(/\.json$/, ""))
        .sort();
      expect(files, language).toEqual([...NAMESPACES].sort());
    }
  });

  for (const language of LANGUAGES.filter((l) => l !== "en")) {
    for (const namespace of NAMESPACES) {
      it(`${language}/${namespace} has exactly English's keys, with the same placeholders`, () => {
        const english = CATALOGUES.en[namespace];
        const own = CATALOGUES[language][namespace];
        const missing = Object.keys(english).filter((k) => !(k in own));
        const extra = Object.keys(own).filter((k) => !(k in english));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
        for (const [key, text] of Object.entries(own)) {
          expect(text.trim(), `${language} ${namespace}.${key} is empty`).not.toBe("");
          expect(placeholders(text), `${language} ${namespace}.${key}`).toEqual(
            placeholders(english[key]!),
          );
        }
      });
    }
  }

  it("parses every message as ICU MessageFormat", () => {
    for (const language of LANGUAGES)
      for (const namespace of NAMESPACES)
        for (const [key, text] of Object.entries(CATALOGUES[language][namespace]))
          expect(() => compileMessage(text), `${language} ${namespace}.${key}`).not.toThrow();
  });

  it("gives every English plural and select its `other` branch", () => {
    for (const namespace of NAMESPACES)
      for (const [key, text] of Object.entries(CATALOGUES.en[namespace]))
        expect(
          placeholders(text).filter((p) => p.endsWith("without other")),
          `en ${namespace}.${key}`,
        ).toEqual([]);
  });

  it("formats plurals and placeholders in each language", () => {
    expect(translator("en")("common.nav.messages", { count: 0 })).toBe("Messages");
    expect(translator("en")("common.nav.messages", { count: 3 })).toBe("Messages, 3 unread");
    expect(translator("ha")("common.nav.messages", { count: 3 })).toBe(
      "Saƙonni, 3 ba a karanta ba",
    );
    expect(translator("yo")("common.footer.copyright", { year: "2026", site: "MotorMart" })).toBe(
      "© 2026 MotorMart. Gbogbo ẹ̀tọ́ wa ní ìpamọ́.",
    );
  });

  it("sends a page only its language and the namespaces it asks for", () => {
    const messages = messagesFor("ig", ["common"]);
    expect(Object.keys(messages).every((k) => k.startsWith("common."))).toBe(true);
    expect(JSON.stringify(messages)).toContain("Banye");
    expect(JSON.stringify(messages)).not.toContain("Shiga");
  });
});
