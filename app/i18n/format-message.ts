/**
 * The browser's side of Lingui's message format (docs/decisions/023-languages.md): formats one
 * message the server compiled with Lingui's compiler (`@lingui/message-utils`), in `locale`.
 *
 * Lingui's own runtime (`@lingui/core`) is 2.4 KB gzip, most of the 3 KB a first visit may grow
 * by, and most of it (an event emitter, locale data, date presets, compiling) a page never uses;
 * this is the part it does use: text, `{name}`, `plural` (exact `=n` first, then the locale's
 * plural rules, `#` as the number), `selectordinal`, `select`, and `number` / `date` / `time`
 * with Intl's defaults. Counts use CLDR's rules for our four languages and en-NG's digit
 * grouping (the same in all four), not the browser's locale data, which lacks these languages. `app/i18n/format-message.test.ts` checks it gives what Lingui gives for
 * every message in every catalogue. The server's mail, SMS and API texts use Lingui itself.
 */

/** A compiled message: text, or parts that are text or `[name, kind?, branches-or-style?]`. */
export type CompiledMessage = string | CompiledPart[];
type CompiledPart = string | [string, string?, (Record<string, CompiledMessage> | string)?];

export type MessageValues = Record<string, unknown>;

/**
 * A count's plural category (CLDR's cardinal rules for our languages): English and Hausa say
 * `one` for exactly 1, Yoruba and Igbo have only `other`. Written out rather than asked of
 * `Intl.PluralRules`, which in browsers without Hausa, Yoruba or Igbo data (Chromium's and
 * Android's) falls back to English rules and would make the page differ from the server's.
 */
function cardinal(locale: string, n: number): string {
  const language = locale.slice(0, 2);
  return (language === "en" || language === "ha") && n === 1 ? "one" : "other";
}

/** Digits and separators are the same in the four locales (`20,798`): en-NG's grouping. */
const GROUPED = new Intl.NumberFormat("en-NG");

/** `message` with `values` in `locale` (`ha-NG`...). */
export function formatMessage(
  message: CompiledMessage,
  values: MessageValues,
  locale: string,
): string {
  const render = (parts: CompiledMessage, count?: string): string => {
    if (typeof parts === "string") return parts;
    let out = "";
    for (const part of parts) {
      if (typeof part === "string") {
        out += part === "#" && count !== undefined ? count : part;
        continue;
      }
      const [name, kind, options] = part;
      const value = values[name];
      if (kind === "plural" || kind === "selectordinal") {
        const n = Number(value);
        const branches = options as Record<string, CompiledMessage> & { offset?: number };
        const shown = n - (branches.offset ?? 0);
        const category =
          kind === "plural"
            ? cardinal(locale, shown)
            : new Intl.PluralRules(locale, { type: "ordinal" }).select(shown);
        const branch = branches[String(n)] ?? branches[category] ?? branches.other!;
        out += render(branch, GROUPED.format(shown));
      } else if (kind === "select") {
        const branches = options as Record<string, CompiledMessage>;
        out += render(branches[String(value)] ?? branches.other!, count);
      } else if (kind === "number") {
        out += GROUPED.format(Number(value));
      } else if (kind === "date" || kind === "time") {
        out += new Intl.DateTimeFormat(
          locale,
          kind === "time" ? { timeStyle: "short" } : undefined,
        ).format(new Date(value as string));
      } else if (value != null) {
        out += String(value);
      }
    }
    return out;
  };
  return render(message);
}
