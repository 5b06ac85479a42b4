/**
 * Text rules every schema applies to what people type: no control characters (NUL and the
 * like cannot be stored by PostgreSQL and nobody types them); multi-line text keeps its line
 * breaks and tabs. Source: docs/decisions/008-security-review.md.
 */
import { z } from "zod";
import { msg } from "~/i18n/messages";

const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f]/;
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Messages are keys of the `forms` namespace (docs/decisions/023-languages.md). */
export const CONTROL_MESSAGE = msg("forms.text.control");

/** "At most 50 characters", in the reader's language. */
const atMost = (max: number) => msg("forms.text.atMost", { max });

/** A trimmed single line of at most `max` characters, without control characters. */
export const line = (max: number, message?: string) =>
  z
    .string(message ? { error: message } : undefined)
    .trim()
    .max(max, message ?? atMost(max))
    .refine((v) => !SINGLE_LINE_CONTROL.test(v), CONTROL_MESSAGE);

/** Trimmed text that may span lines, at most `max` characters, without other controls. */
export const paragraph = (max: number, message?: string) =>
  z
    .string(message ? { error: message } : undefined)
    .trim()
    .max(max, message ?? atMost(max))
    .refine((v) => !MULTI_LINE_CONTROL.test(v), CONTROL_MESSAGE);

/** Whether a single line of text is free of control characters. */
export const isCleanLine = (v: string) => !SINGLE_LINE_CONTROL.test(v);

/** `text` with `%`, `_` and `\` escaped, to be taken literally in a LIKE / ILIKE pattern. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An ILIKE pattern matching `text` anywhere, its wildcards taken literally. */
export const likeContaining = (text: string) => `%${likeEscaped(text)}%`;

/**
 * A plain form field as the server has always read it: trimmed text cut at `max` characters,
 * "" when the field is missing, empty or a file. For the fields of a form schema whose value
 * the model judges (an id, a reason, a note); what people type for keeps goes through `line` or
 * `paragraph`, which refuse instead of cutting.
 */
export const fieldText = (max: number) =>
  z
    .unknown()
    .optional()
    .transform((v) => (typeof v === "string" ? v.trim().slice(0, max) : ""));

/**
 * A form field exactly as it was sent, "" when missing or a file: text the schema judges as
 * typed (a password, which may begin with a space; a message, whose blanks the schema refuses).
 */
export const fieldAsSent = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === "string" ? v : ""));
