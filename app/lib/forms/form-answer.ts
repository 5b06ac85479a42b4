/**
 * What every page form post answers when it does not redirect, on both sides: the server builds
 * it with `handleForm` (request/forms.server.ts), the views read it. One shape, as Epic Stack's
 * `data({ result: submission.reply() })`:
 *
 *   { intent, result, ...extra }
 *
 * - `intent`: which of the page's forms answered (its `intent` field), null on a page with one
 *   form or when the body could not be read;
 * - `result`: Conform's submission result: what was typed (`initialValue`, never the hidden
 *   fields such as passwords), the form's errors (`error[""]`) and each field's (`error[name]`);
 * - `extra`: what a form that succeeds without a redirect hands back (the recovery codes shown
 *   once, a fetcher's stored message...).
 *
 * The status carries the rest: 400 for a form the schema refuses, a model's DomainError status
 * for its refusal
 * (models/errors.server.ts). Conform forms pass `result` to
 * `useSchemaForm`; plain forms read it with the helpers below.
 */
import type { SubmissionResult } from "@conform-to/react";

/** Conform's submission result with string messages. */
export type FormResult = SubmissionResult<string[]>;

/** Errors as a refused form shows them: above the form, and under each named field. */
export type FormErrors = { formErrors?: string[]; fieldErrors?: Record<string, string[]> };

/** The answer of a form post that did not redirect (see the module's note). */
export type FormAnswer<Intent extends string = string, Extra = unknown> = {
  intent: Intent | null;
  result: FormResult;
} & Partial<Extra>;

type AnyAnswer = { intent?: string | null; result?: FormResult } | null | undefined;

/** `answer` when it is the answer of the form with `intent` (one of `intent`), else undefined. */
export function answerOf<A extends AnyAnswer>(
  answer: A,
  intent: string | readonly string[],
): NonNullable<A> | undefined {
  if (!answer) return undefined;
  const wanted = typeof intent === "string" ? [intent] : intent;
  return answer.intent && wanted.includes(answer.intent) ? answer : undefined;
}

/** The form-level errors of an answer (undefined when there are none). */
export function formErrorsOf(answer: AnyAnswer): string[] | undefined {
  const errors = answer?.result?.error?.[""];
  return errors?.length ? errors : undefined;
}

/** The errors of field `name` (a Conform name: "code", "workingHours.weekdays"), if any. */
export function fieldErrorsOf(answer: AnyAnswer, name: string): string[] | undefined {
  const errors = answer?.result?.error?.[name];
  return errors?.length ? errors : undefined;
}

/**
 * What was typed into field `name`, to show it again ("" when nothing was, or the field is
 * hidden); a field sent several times gives its first value.
 */
export function typedOf(answer: AnyAnswer, name: string): string {
  const value = answer?.result?.initialValue?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : "";
}
