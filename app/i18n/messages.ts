/**
 * Messages that travel as text (docs/decisions/023-languages.md, "Messages as keys"): a zod
 * schema's error, a model's refusal, a flash message or an API `message` is either plain text,
 * shown as it is, or a message key made with `msg("forms.email.invalid")` (with values:
 * `msg("forms.text.atMost", { max: 50 })` -> `forms.text.atMost?max=50`), translated where it
 * is shown: by the form parts in the browser (`useMessageText()`), and on the server by
 * `translateText(language, text)` (page form answers, flash messages, the API). Safe on the
 * client: no catalogues here.
 */
import type { MessageKey, MessageValues } from "./keys";

/**
 * A key's shape: a lower-case namespace, a dot, then no spaces (a sentence always has some). The
 * namespaces' list itself stays out of every page's script.
 */
const KEY = /^[a-z][a-z-]*\.[A-Za-z0-9_.-]+$/;

/** A message key (and its values) as a text that schemas, models and cookies carry. */
export function msg(key: MessageKey, values?: Record<string, string | number>): string {
  if (!values || !Object.keys(values).length) return key;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) query.set(name, String(value));
  return `${key}?${query}`;
}

/** The key and values of a text made by `msg`, or null for any other text. */
export function decodeMessage(text: string): { key: MessageKey; values?: MessageValues } | null {
  const mark = text.indexOf("?");
  const key = mark < 0 ? text : text.slice(0, mark);
  if (!KEY.test(key)) return null;
  if (mark < 0) return { key: key as MessageKey };
  const values: MessageValues = {};
  for (const [name, value] of new URLSearchParams(text.slice(mark + 1)))
    values[name] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  return { key: key as MessageKey, values };
}

/** A value that is a moment (ISO 8601 with a time, as `Date#toISOString` writes it). */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * `text` translated by `t` when it is a message key, else as it is. A value that is itself a
 * message key is translated first (`msg("profile.failed.image", { reason: msg("...") })`: a
 * heading around a model's refusal); a value that is a moment (`until: date.toISOString()`) is
 * written by `moment` (the reader's date and time with its zone named), as it is without one.
 */
export function translateMessage(
  t: (key: MessageKey, values?: MessageValues) => string,
  text: string,
  moment?: (iso: string) => string,
): string {
  const decoded = decodeMessage(text);
  if (!decoded) return text;
  const values = decoded.values && { ...decoded.values };
  for (const [name, value] of Object.entries(values ?? {}))
    if (typeof value === "string" && decodeMessage(value))
      values![name] = translateMessage(t, value, moment);
    else if (typeof value === "string" && moment && MOMENT.test(value))
      values![name] = moment(value);
  return t(decoded.key, values);
}
