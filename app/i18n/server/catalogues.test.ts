/**
 * Every catalogue is complete (docs/decisions/023-languages.md): each language has exactly the
 * keys English has, in every namespace, each message parses as ICU MessageFormat, and a
 * translation uses the same placeholders as the English it translates (a missing `{count}`
 * would print a wrong sentence; an extra one a blank). No message is empty, and a translation
 * equal to its English is one of the loan words readers use as they are (app/locales/GLOSSARY.md)
 * or a known gap listed here. Every key the code names exists: `t()` and `msg()` take only typed
 * keys (app/i18n/keys.ts), so the type check proves the literal ones; this file also checks the
 * key-like string literals the type check cannot see (a cast, a plain string) and that each key
 * the code builds from a template (`admin.listingStatus.${status}`) fits at least one key.
 *
 * This is what proves "the words are in the language" for every page: the language tests of each
 * area (`app/routes/<area>/languages.db.test.ts`) render one smoke page per language only for
 * what a catalogue cannot show (missing messages, links under the prefix, loader-made text).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { CATALOGUES, messagesFor, translator } from "./catalogues.server";
import { LANGUAGES } from "../languages";
import { NAMESPACES } from "../namespaces";

const LOCALES_DIR = path.join(import.meta.dirname, "../../locales");
const REPO = path.join(import.meta.dirname, "../../..");

/**
 * Words a translation keeps as English has them (app/locales/GLOSSARY.md: loan words of the
 * Nigerian car trade, brand, plan and payment names, technical abbreviations), compared without
 * case. A translation equal to its English passes when its words are all here.
 */
const LOAN_WORDS = new Set(
  [
    "tokunbo",
    "dashboard",
    "email",
    "basic",
    "premium",
    "boost",
    "whatsapp",
    "bluetooth",
    "ussd",
    "vin",
    "eft",
    "tin",
    "ip",
    "km",
    "utc",
    "cvt",
    "suv",
    "sedan",
    "hatchback",
    "wagon",
    "van",
    "coupe",
    "pickup",
    "diesel",
    "hybrid",
    // A language's own name, in a language that writes it the same way.
    "hausa",
    "igbo",
  ].map((w) => w.toLowerCase()),
);

/**
 * Translations still equal to English that are not loan words: each is a gap to translate
 * (app/locales/GLOSSARY.md has a word for most), listed so that a new one fails, and an entry
 * fails once it is translated, so the list only shrinks. `<language>:<namespace>.<key>`.
 */
const KNOWN_UNTRANSLATED = new Set([
  "ha:cards.transmission.automatic",
  "yo:cards.transmission.automatic",
  "ig:cards.transmission.automatic",
  "ha:common.nav.menu",
  "ig:common.nav.menu",
  "ig:home.tab.nigerian-used",
  // Values of a filter typed as the codes they are (user, listing, report).
  "ha:admin.audit.targetTypeHint",
  "yo:admin.audit.targetTypeHint",
  "ig:admin.audit.targetTypeHint",
]);

/** The words of a message's text, outside its placeholders, in lower case. */
function words(message: string): string[] {
  const texts: string[] = [];
  const walk = (parts: unknown): void => {
    if (typeof parts === "string") texts.push(parts);
    if (!Array.isArray(parts)) return;
    for (const part of parts)
      if (typeof part === "string") texts.push(part);
      else if (Array.isArray(part) && part[2] && typeof part[2] === "object")
        for (const branch of Object.values(part[2] as object)) walk(branch);
  };
  walk(compileMessage(message));
  return texts
    .join(" ")
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
}

/** Every `.ts`/`.tsx` file under `dir` that is not a test, with its comments removed. */
function sources(dir: string): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name))
      continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
    found.push({ file: path.relative(REPO, file), text });
  }
  return found;
}

/** Strings of the form `<namespace>.<word>` that are not message keys (audit action names). */
const NOT_KEYS = new Set(["newsletter.test", "newsletter.send"]);

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

  it("has no empty message, in English either", () => {
    for (const language of LANGUAGES)
      for (const namespace of NAMESPACES)
        for (const [key, text] of Object.entries(CATALOGUES[language][namespace]))
          expect(text.trim(), `${language} ${namespace}.${key} is empty`).not.toBe("");
  });

  it("translates every message, except loan words and the listed gaps", () => {
    const same: string[] = [];
    for (const language of LANGUAGES.filter((l) => l !== "en"))
      for (const namespace of NAMESPACES)
        for (const [key, text] of Object.entries(CATALOGUES[language][namespace])) {
          if (text !== CATALOGUES.en[namespace][key]) continue;
          const id = `${language}:${namespace}.${key}`;
          if (words(text).every((w) => LOAN_WORDS.has(w)) && !KNOWN_UNTRANSLATED.has(id)) continue;
          same.push(id);
        }
    expect(
      same.filter((id) => !KNOWN_UNTRANSLATED.has(id)),
      "English left in",
    ).toEqual([]);
    expect(
      [...KNOWN_UNTRANSLATED].filter((id) => !same.includes(id)),
      "translated now: take them off KNOWN_UNTRANSLATED",
    ).toEqual([]);
  });

  const code = [...sources(path.join(REPO, "app")), ...sources(path.join(REPO, "server"))].filter(
    ({ file }) => !file.startsWith("app/locales/"),
  );
  const english = new Set(
    NAMESPACES.flatMap((namespace) =>
      Object.keys(CATALOGUES.en[namespace]).map((key) => `${namespace}.${key}`),
    ),
  );

  it("has every key that the code writes as a string (with msg()'s values or without)", () => {
    const quoted = new RegExp(
      `["'\`]((?:${NAMESPACES.join("|")})\\.[A-Za-z0-9_.-]+)(\\?[^"'\`]*)?["'\`]`,
      "g",
    );
    const unknown: string[] = [];
    let seen = 0;
    for (const { file, text } of code)
      for (const [, key] of text.matchAll(quoted)) {
        if (key!.endsWith(".") || NOT_KEYS.has(key!)) continue;
        seen++;
        if (!english.has(key!)) unknown.push(`${file}: ${key}`);
      }
    expect(seen).toBeGreaterThan(1000);
    expect(unknown).toEqual([]);
  });

  it("has a key for every key the code builds from a template", () => {
    const template = new RegExp(
      `\`((?:${NAMESPACES.join("|")})\\.[^\`\\s]*\\$\\{[^\`\\s]*)\``,
      "g",
    );
    const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const unmatched: string[] = [];
    let seen = 0;
    for (const { file, text } of code)
      for (const [, written] of text.matchAll(template)) {
        seen++;
        // `admin.listingStatus.${status}` fits admin.listingStatus.<word>.
        const parts = written!.split(/\$\{(?:[^{}]|\{[^{}]*\})*\}/);
        const fits = new RegExp(`^${parts.map(escape).join("[A-Za-z0-9_-]+")}$`);
        if (![...english].some((key) => fits.test(key))) unmatched.push(`${file}: ${written}`);
      }
    expect(seen).toBeGreaterThan(100);
    expect(unmatched).toEqual([]);
  });

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
