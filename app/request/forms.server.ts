/**
 * Reading and answering a page's form post: every page action answers through `handleForm`,
 * so each form reads, validates and refuses the same way (Epic Stack's
 * `data({ result: submission.reply() })`; the answer's shape is lib/forms/form-answer.ts).
 *
 * `readForm` refuses text with NUL characters (PostgreSQL cannot store them, and nobody types
 * them) with a 400 before anything reaches a model (docs/decisions/008-security-review.md). Lone
 * UTF-16 surrogates cannot arrive this way: form bodies and query strings are decoded as UTF-8,
 * which turns the bytes of one into U+FFFD (only a JSON `\ud800` escape makes one; `readJson`
 * refuses it). `readIntent` reads the `intent` field against the action's intents
 * (lib/forms/intents.ts): anything else is a thrown 400 "Unknown action".
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import type { FormAnswer, FormErrors, FormResult } from "~/lib/forms/form-answer";
import { isBot } from "~/lib/forms/honeypot";
import { databaseRefusal, DomainError } from "~/models/shared/errors.server";
import { translateFieldErrors, translateText } from "~/i18n/server/catalogues.server";
import type { Language } from "~/i18n/languages";
import { msg } from "~/i18n/messages";
import { errorViewer, pageLanguage, pageText } from "./page-language.server";
import { UploadError } from "./uploads.server";

/**
 * The request's form data; a thrown 400 when the body cannot be read or any field holds a NUL
 * character, its message in the page's language (`pageLanguage`).
 */
export async function readForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw await pageRefusal(request, 400, msg("refusals.form.unreadable"));
  }
  for (const [key, value] of form) {
    if (key.includes("\0") || (typeof value === "string" && value.includes("\0")))
      throw await pageRefusal(request, 400, msg("refusals.form.badCharacters"));
  }
  return form;
}

/**
 * The form's `intent`, one of `intents`; a thrown 400 "Unknown action" otherwise (a message key,
 * `refusals.form.unknownAction`: `handleForm` answers it in the page's language).
 */
export function readIntent<const T extends readonly [string, ...string[]]>(
  form: FormData,
  intents: T,
): T[number] {
  const parsed = z.enum(intents).safeParse(form.get("intent"));
  if (!parsed.success) throw data({ message: msg("refusals.form.unknownAction") }, { status: 400 });
  return parsed.data;
}

/**
 * The page's error answer `data({ message, viewer }, { status })`, `text` in the page's
 * language. Refused before the page's data is read, so it carries the layout's messages too.
 */
async function pageRefusal(request: Request, status: number, text: string) {
  const language = await pageLanguage(request);
  return data(
    { message: translateText(language, text), viewer: errorViewer(language) },
    { status },
  );
}

/** A form field as trimmed text ("" when missing or a file). */
export function formText(form: FormData, name: string, max = 2000): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, max) : "";
}

/**
 * A refusal as a form reads it: from a model (a DomainError, with its field errors if any) or
 * from an upload (an UploadError: too large, too many files, a truncated body), with its status
 * and the message for the person.
 */
export type Refusal = {
  from: "model" | "upload";
  status: DomainError["status"] | UploadError["status"];
  message: string;
  fields?: Record<string, string[]>;
};

/** The default reading of a refusal: its message above the form, and its field errors. */
export function messageAndFields(error: Refusal): FormErrors {
  return { formErrors: [error.message], fieldErrors: error.fields };
}

/** A refusal read as its message above the form alone (a form whose fields it does not name). */
export function messageOnly(error: Refusal): FormErrors {
  return { formErrors: [error.message] };
}

/** A refusal's field errors when it has some (under the fields), else its message (above). */
export function fieldsOrMessage(error: Refusal): FormErrors {
  return error.fields ? { fieldErrors: error.fields } : { formErrors: [error.message] };
}

/** A schema's refusal read as its first message above the form, the field errors kept. */
export function firstFieldError(fieldErrors: Record<string, string[]>): FormErrors {
  const first = Object.values(fieldErrors).find((m) => m.length)?.[0];
  return { formErrors: first ? [first] : [] };
}

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/** How one form reads and refuses. Every setting may also be given for all of a page's forms. */
type FormRules = {
  /** Fields never sent back with what was typed (passwords, codes). */
  hideFields?: string[];
  /**
   * When the schema refuses the form (400): the text shown above the form, or a function of
   * the field errors giving the form's errors. Unset: only the field errors show.
   */
  invalid?: string | ((fieldErrors: Record<string, string[]>) => FormErrors);
  /**
   * How a refusal (a model's DomainError, an upload's UploadError) reads on this form; default
   * `messageAndFields`.
   */
  refused?: (error: Refusal) => FormErrors;
  /**
   * The schema reads the fields as they were sent (fieldText, then a schema shared with the API
   * piped after): Conform's type coercion is left out, as it would also turn an empty field into
   * `undefined` inside the piped schema and change its refusal's wording.
   */
  asSent?: boolean;
};

/** A form: its schema, or its schema with its rules. */
export type FormSpec = FormSchema | ({ schema: FormSchema } & FormRules);

/** The same form for each of `intents` (buttons of one form: approve, reject...). */
export function eachIntent<const I extends readonly string[], S extends FormSpec>(
  intents: I,
  form: S,
): Record<I[number], S> {
  return Object.fromEntries(intents.map((intent) => [intent, form])) as Record<I[number], S>;
}

/** A form whose only field is its `intent` (a button). */
export const NoFields = z.object({});

type SchemaOf<S> = S extends { schema: infer Z } ? Z : S;
type ValueOf<S> = z.output<SchemaOf<S> & z.ZodType>;

type PageRules = FormRules & {
  /**
   * A public form's honeypot (lib/forms/honeypot.ts): when a bot filled it, the post is refused with
   * 400 before the schema. `true`: nothing said and nothing typed sent back (sign-in,
   * registration); a message: that message above the form, what was typed kept (the newsletter
   * box, which always says why).
   */
  honeypot?: true | string;
  /**
   * How the body is read (default `readForm`): a multipart form passes its reader (uploads).
   * A refusal it throws (too large...) is answered like a model's, as the form `intent` when
   * given (the upload's form; nothing was read to tell), else with `intent` null.
   */
  read?: { form: (request: Request) => Promise<FormData>; intent?: string };
  /**
   * Refusals answered as the page's error instead of the form's, by status, with the text to
   * show: a conversation that is gone (404) has no form to show an error on.
   */
  pageErrors?: Partial<Record<Refusal["status"], string>>;
  /**
   * For a form whose typing is worth keeping through a fault (registration): any other error
   * `work` throws is logged and answered 500 with this message above the form, instead of the
   * error page.
   */
  fault?: string;
};

/** One form on the page: no `intent` field is read. */
type OneForm<S extends FormSpec> = PageRules & { form: S };
/** Several forms, told apart by their `intent` field: intent -> form. */
type IntentForms<M extends Record<string, FormSpec>> = PageRules & { intents: M };

/** What a form's work receives: the intent (null on a one-form page) and the valid values. */
export type Submitted<M extends Record<string, FormSpec>> = {
  [K in keyof M & string]: { intent: K; value: ValueOf<M[K]> };
}[keyof M & string];

type Answer<I extends string, E> = Response | ReturnType<typeof data<FormAnswer<I, E>>>;

/**
 * The one way a page answers a form post (docs/decisions/006-flash-messages.md for success):
 *
 * 1. reads the body once (`readForm`, or `read`); refuses a filled `honeypot`; for several
 *    forms, the `intent` field picks the form (unknown: a thrown 400 "Unknown action");
 * 2. parses it with the form's zod schema through Conform (`parseWithZod`); a refusal answers
 *    400 with Conform's reply: what was typed (not `hideFields`), the field errors and the
 *    `invalid` text;
 * 3. runs `work` with the valid values. Its Response (a redirect, usually `redirectWithFlash`)
 *    is the answer; a plain object is a success without a redirect, answered 200 with the
 *    form reset and the object's keys beside `result`;
 * 4. answers a DomainError or UploadError that `work` throws with the form's errors
 *    (`refused`) and the error's own status, what was typed kept, and a write the database
 *    refused for its values (a CHECK...) as such a 400 (`databaseRefusal`); or, for a status in
 *    `pageErrors`, throws the page's error answer. Anything else is rethrown (a redirect of
 *    `requireUser`, a fault: 500), unless the form names its `fault` text.
 *
 * Every answer that is not a Response has one shape, `{ intent, result, ...extra }`
 * (lib/forms/form-answer.ts). Example:
 *
 *   export const action = ({ request }: Route.ActionArgs) =>
 *     handleForm(request, { intents: { approve: IdForm, reject: RejectForm } }, async (input) => {
 *       await decide(input.intent, input.value);
 *       return redirectWithFlash("/admin/queue", "Done");
 *     });
 */
export function handleForm<S extends FormSpec, E extends Record<string, unknown> = {}>(
  request: Request,
  page: OneForm<S>,
  work: (input: { intent: null; value: ValueOf<S> }, form: FormData) => Promise<Response | E>,
): Promise<Answer<never, E>>;
export function handleForm<
  M extends Record<string, FormSpec>,
  E extends Record<string, unknown> = {},
>(
  request: Request,
  page: IntentForms<M>,
  work: (input: Submitted<M>, form: FormData) => Promise<Response | E>,
): Promise<Answer<keyof M & string, E>>;
export async function handleForm(
  request: Request,
  page: PageRules & { form?: FormSpec; intents?: Record<string, FormSpec> },
  // The overloads type `work`'s input; here it is whichever form the intent picked.
  work: (input: any, form: FormData) => Promise<Response | Record<string, unknown>>,
): Promise<Answer<string, Record<string, unknown>>> {
  // Messages that are keys (a schema's, a model's) are answered in the page's language (the one
  // the root loader renders it in: address, signed-in user's preference, cookie, Accept-Language),
  // so they read right on a page that does not list the `forms` or `refusals` namespace
  // (docs/decisions/023-languages.md). Looked up only when there is something to translate.
  let language: Promise<Language> | undefined;
  const inLanguage = () => (language ??= pageLanguage(request));
  const answer = async (
    intent: string | null,
    result: FormResult,
    status: number,
    extra?: Record<string, unknown>,
  ) => {
    const translated = result.error
      ? { ...result, error: translateFieldErrors(await inLanguage(), result.error) }
      : result;
    return data({ ...extra, intent, result: translated } as FormAnswer, { status });
  };

  let form: FormData;
  try {
    form = await (page.read?.form ?? readForm)(request);
  } catch (error) {
    const refusal = await refusalOf(error, page, request);
    const intent = page.read?.intent ?? null;
    const spec = intent === null ? undefined : page.intents?.[intent];
    const refused = (spec && "schema" in spec && spec.refused) || page.refused;
    const errors = (refused ?? messageAndFields)(refusal);
    return answer(intent, refusedResult(errors), refusal.status);
  }

  if (page.honeypot && isBot(form)) {
    if (page.honeypot === true) return answer(null, refusedResult({}), 400);
    // Read with no schema: what was typed, and no other error than the message.
    const typed = parseWithZod(form, { schema: z.object({}) });
    const reply = typed.reply({ formErrors: [page.honeypot], hideFields: page.hideFields });
    return answer(null, reply, 400);
  }

  let intent: string | null = null;
  if (page.intents) {
    try {
      intent = readIntent(form, Object.keys(page.intents) as [string, ...string[]]);
    } catch {
      throw await pageRefusal(request, 400, msg("refusals.form.unknownAction"));
    }
  }
  const spec = (intent === null ? page.form : page.intents?.[intent])!;
  const rules: FormRules = "schema" in spec ? { ...page, ...spec } : page;
  const schema = "schema" in spec ? spec.schema : spec;

  const submission = parseWithZod(form, { schema, disableAutoCoercion: rules.asSent });
  if (submission.status !== "success") {
    const fieldErrors = Object.fromEntries(
      Object.entries(submission.error ?? {}).filter((e): e is [string, string[]] => !!e[1]),
    );
    const errors: FormErrors =
      typeof rules.invalid === "function"
        ? rules.invalid(fieldErrors)
        : rules.invalid
          ? { formErrors: [rules.invalid] }
          : {};
    return answer(intent, submission.reply({ hideFields: rules.hideFields, ...errors }), 400);
  }

  try {
    const done = await work({ intent, value: submission.value }, form);
    if (done instanceof Response) return done;
    return answer(intent, submission.reply({ resetForm: true }), 200, done);
  } catch (thrown) {
    // A write the database refused for its values is the form's 400, never a fault.
    const error = databaseRefusal(thrown) ?? thrown;
    if (page.fault && !(error instanceof Response) && !isRefusal(error)) {
      console.error(error);
      const reply = submission.reply({ hideFields: rules.hideFields, formErrors: [page.fault] });
      return answer(intent, reply, 500);
    }
    const refusal = await refusalOf(error, page, request);
    const errors = (rules.refused ?? messageAndFields)(refusal);
    return answer(
      intent,
      submission.reply({ hideFields: rules.hideFields, ...errors }),
      refusal.status,
    );
  }
}

const isRefusal = (error: unknown): error is DomainError | UploadError =>
  error instanceof DomainError || error instanceof UploadError;

/**
 * `error` as a refusal to answer on the form; anything else is thrown, and so is a page error
 * (its text in the page's language).
 */
async function refusalOf(error: unknown, page: PageRules, request: Request): Promise<Refusal> {
  if (!isRefusal(error)) throw error;
  const text = page.pageErrors?.[error.status];
  if (text !== undefined) throw data(await pageText(request, text), { status: error.status });
  return error instanceof DomainError
    ? { from: "model", status: error.status, message: error.message, fields: error.fields }
    : { from: "upload", status: error.status, message: error.message };
}

/** A refusal's result when there is no submission (the body could not be read). */
function refusedResult({ formErrors = [], fieldErrors = {} }: FormErrors): FormResult {
  const errors = Object.entries({ "": formErrors, ...fieldErrors }).filter(([, e]) => e.length);
  return { status: "error", initialValue: {}, error: Object.fromEntries(errors) };
}
