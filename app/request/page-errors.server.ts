/**
 * How a page's loader answers a model's refusal: the page's error answer (its ErrorBoundary shows
 * the status and the text), never a 500. The loaders' counterpart of `handleForm`
 * (forms.server.ts), so no route catches a DomainError itself.
 */
import { data } from "react-router";
import { DomainError } from "~/models/shared/errors.server";

/** Per status, the text a page shows for a refusal with it (`true`: the error's own message). */
export type PageErrorTexts = Partial<Record<DomainError["status"], string | true>>;

/**
 * `work`'s result, or its DomainError thrown as the page's error answer, `data(text, { status })`.
 * Without `texts` every refusal is answered with its own status and message (an admin page whose
 * model says 404 "User not found" shows that); with them, only the statuses listed, each with its
 * text ("Receipt not found" for any 404, whatever the model said); any other refusal, like any
 * other error, passes through (a 500). `texts` as one string answers every refusal 404 with it:
 * a page that never says why something is not there (we never reveal that another user's
 * resource exists: models/shared/errors.server.ts).
 */
export async function orPageError<T>(
  work: Promise<T> | (() => Promise<T>),
  texts?: PageErrorTexts | string,
): Promise<T> {
  try {
    return await (typeof work === "function" ? work() : work);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (typeof texts === "string") throw data(texts, { status: 404 });
    const text = texts ? texts[error.status] : true;
    if (text === undefined) throw error;
    throw data(text === true ? error.message : text, { status: error.status });
  }
}
