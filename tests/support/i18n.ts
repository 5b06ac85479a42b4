/**
 * Rendering components in a language in Vitest: `withI18n(<CarCard ... />, "ha")` wraps them in
 * the provider the root layout gives every page, with that language's messages of every
 * namespace (docs/decisions/023-languages.md).
 */
import { createElement } from "react";
import { afterEach, beforeEach, expect, vi, type MockInstance } from "vitest";
import { messagesJsonFor } from "../../app/i18n/server/catalogues.server";
import type { Language } from "../../app/i18n/languages";
import { NAMESPACES } from "../../app/i18n/namespaces";
import { I18nProvider, type Viewer } from "../../app/i18n/react";
import type { ApproxRate } from "../../app/lib/format/format";

export function viewerFor(
  language: Language = "en",
  options: { timeZone?: string; approx?: ApproxRate | null } = {},
): Viewer {
  return {
    language,
    messages: messagesJsonFor(language, NAMESPACES),
    timeZone: options.timeZone ?? "Africa/Lagos",
    approx: options.approx ?? null,
  };
}

export function withI18n(
  node: React.ReactNode,
  language: Language = "en",
  options: { timeZone?: string; approx?: ApproxRate | null } = {},
) {
  return createElement(I18nProvider, { viewer: viewerFor(language, options) }, node);
}

/**
 * Fails the test file's tests when a render reports a "Missing message" (a key the page was not
 * sent, or one no catalogue has): call once at the top of a file that renders pages in a language.
 */
export function failOnMissingMessages() {
  let errors: MockInstance<typeof console.error>;
  beforeEach(() => {
    errors = vi.spyOn(console, "error");
  });
  afterEach(() => {
    const missing = errors.mock.calls.filter((c) => String(c[0]).includes("Missing message"));
    errors.mockRestore();
    expect(missing).toEqual([]);
  });
}
