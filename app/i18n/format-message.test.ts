/**
 * The browser's message formatter gives what Lingui's runtime gives (docs/decisions/023-languages.md),
 * for every message of every catalogue in every language, with each plural at several counts and
 * each select at each of its branches.
 */
import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "./server/catalogues.server";
import { formatMessage, type CompiledMessage } from "./format-message";
import { LANGUAGES, LOCALES } from "./languages";
import { NAMESPACES } from "./namespaces";

type Placeholder = { name: string; kind?: string; branches: string[] };

/** The placeholders of a compiled message, nested ones included. */
function placeholders(message: CompiledMessage, found: Placeholder[] = []): Placeholder[] {
  if (typeof message === "string") return found;
  for (const part of message) {
    if (typeof part === "string") continue;
    const [name, kind, options] = part;
    const branches = options && typeof options === "object" ? options : {};
    found.push({ name, kind, branches: Object.keys(branches).filter((b) => b !== "offset") });
    // A plural's branches sit beside its `offset` (a number, or undefined).
    for (const branch of Object.values(branches))
      if (typeof branch === "string" || Array.isArray(branch)) placeholders(branch, found);
  }
  return found;
}

/** Value sets that reach every branch: counts 0, 1, 2, 5, 21; each select branch and one other. */
function valueSets(found: Placeholder[]): Record<string, unknown>[] {
  const sets: Record<string, unknown>[] = [];
  const base: Record<string, unknown> = {};
  for (const p of found)
    base[p.name] = p.kind === "plural" || p.kind === "selectordinal" ? 3 : `«${p.name}»`;
  sets.push(base);
  for (const p of found) {
    if (p.kind === "plural" || p.kind === "selectordinal")
      for (const n of [0, 1, 2, 5, 21, 1000]) sets.push({ ...base, [p.name]: n });
    if (p.kind === "select")
      for (const b of [...p.branches, "unlisted"]) sets.push({ ...base, [p.name]: b });
  }
  return sets;
}

describe("formatMessage", () => {
  for (const language of LANGUAGES) {
    it(`formats every ${language} message as Lingui does`, () => {
      const locale = LOCALES[language];
      let checked = 0;
      for (const namespace of NAMESPACES) {
        for (const [key, text] of Object.entries(CATALOGUES[language][namespace])) {
          const compiled = compileMessage(text) as CompiledMessage;
          const lingui = setupI18n({
            locale: language,
            locales: locale,
            messages: { [language]: { m: compiled } },
          });
          for (const values of valueSets(placeholders(compiled))) {
            expect(formatMessage(compiled, values, locale), `${namespace}.${key}`).toBe(
              lingui._("m", values),
            );
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(100);
    });
  }

  it("reads # as the count, formatted in the locale, and an exact =n before the rules", () => {
    const m = compileMessage(
      "{n, plural, =0 {none} one {# car} other {# cars}}",
    ) as CompiledMessage;
    expect(formatMessage(m, { n: 0 }, "en-NG")).toBe("none");
    expect(formatMessage(m, { n: 1 }, "en-NG")).toBe("1 car");
    expect(formatMessage(m, { n: 20798 }, "en-NG")).toBe("20,798 cars");
  });
});
