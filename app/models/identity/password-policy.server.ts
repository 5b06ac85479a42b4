/**
 * What a new password may not be (docs/decisions/008-security-review.md): one of the 49,000 most
 * common passwords (the list of @zxcvbn-ts/language-common, maintained from breach corpora), or the
 * account's own e-mail address or its local part. Length rules (8 to 128) are in the shared zod
 * schema; this list stays on the server, out of the browser's JavaScript.
 */
import { msg } from "~/i18n/messages";
import { dictionary } from "@zxcvbn-ts/language-common";

const COMMON = new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));

/** Message keys (docs/decisions/023-languages.md): the English texts are in `refusals.json`. */
export const COMMON_PASSWORD = msg("refusals.password.common");
export const PASSWORD_IS_EMAIL = msg("refusals.password.isEmail");

/** Why `password` may not be used for the account of `email`, or null when it may. */
export function passwordProblem(password: string, email?: string | null): string | null {
  const p = password.trim().toLowerCase();
  if (COMMON.has(p)) return COMMON_PASSWORD;
  if (email) {
    const e = email.trim().toLowerCase();
    const local = e.split("@")[0];
    if (p === e || (local.length >= 6 && p === local)) return PASSWORD_IS_EMAIL;
  }
  return null;
}
