/**
 * How a page's loader answers a model's refusal: the page's error answer (its ErrorBoundary shows
 * the status and the text), never a 500. The loaders' counterpart of `handleForm`
 * (forms.server.ts), so no route catches a DomainError itself.
 */
import { data } from "react-router";
import { DomainError } from "~/models/shared/errors.server";
import { pageText } from "./page-language.server";

/**
 * Per status, the text a page shows for a refusal with it (`true`: the error's own message). A
 * text is plain or a message key (`msg("refusals.notFound.receipt")`).
 */
export type PageErrorTexts = Partial<Record<DomainError["status"], string | true>>;

/**
 * `work`'s result, or its DomainError thrown as the page's error answer, `data(text, { status })`.
 * Without `texts` every refusal is answered with its own status and message (an admin page whose
 * model says 404 "User not found" shows that); with them, only the statuses listed, each with its
 * text ("Receipt not found" for any 404, whatever the model said); any other refusal, like any
 * other error, passes through (a 500). `texts` as one string answers every refusal 404 with it:
 * a page that never says why something is not there (we never reveal that another user's
 * resource exists: models/shared/errors.server.ts).
 *
 * A text that is a message key (a model's `notFound("User")`, `msg(...)` in `texts`) is answered
 * in the page's language (`pageLanguage(request)`: the address, the signed-in user's preference,
 * the cookie, `Accept-Language`), so the ErrorBoundary shows it as it is, without the `refusals`
 * namespace in the page (docs/decisions/023-languages.md).
 */
export async function orPageError<T>(
  request: Request,
  work: Promise<T> | (() => Promise<T>),
  texts?: PageErrorTexts | string,
): Promise<T> {
  try {
    return await (typeof work === "function" ? work() : work);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (typeof texts === "string") throw data(await pageText(request, texts), { status: 404 });
    const text = texts ? texts[error.status] : true;
    if (text === undefined) throw error;
    const shown = await pageText(request, text === true ? error.message : text);
    throw data(shown, { status: error.status });
  }
}
