/**
 * Reading a page's form post. `readForm` refuses text with NUL characters (PostgreSQL cannot
 * store them, and nobody types them) with a 400 before anything reaches a model
 * (docs/decisions/008-security-review.md). Lone UTF-16 surrogates cannot arrive this way:
 * form bodies and query strings are decoded as UTF-8, which turns the bytes of one into
 * U+FFFD (only a JSON `\ud800` escape makes one; `readJson` refuses it). `readIntent` reads
 * the `intent` field against the action's list of intents (lib/intents.ts), parsed with zod:
 * anything else is a 400 "Unknown action".
 */
import { data } from "react-router";
import { z } from "zod";

/** The request's form data; a thrown 400 when any field holds a NUL character. */
export async function readForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data({ message: "The form could not be read." }, { status: 400 });
  }
  for (const [key, value] of form) {
    if (key.includes("\0") || (typeof value === "string" && value.includes("\0")))
      throw data({ message: "The form contains characters we cannot accept." }, { status: 400 });
  }
  return form;
}

/** The form's `intent`, one of `intents`; a thrown 400 otherwise. */
export function readIntent<const T extends readonly [string, ...string[]]>(
  form: FormData,
  intents: T,
): T[number] {
  const parsed = z.enum(intents).safeParse(form.get("intent"));
  if (!parsed.success) throw data({ message: "Unknown action" }, { status: 400 });
  return parsed.data;
}

/** A form field as trimmed text ("" when missing or a file). */
export function formText(form: FormData, name: string, max = 2000): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, max) : "";
}
