/**
 * The newsletter box's answer (footer and /newsletter), shared by the server and the browser.
 * No zod here: the footer is on every page, and its JavaScript must stay small.
 */
import { msg } from "~/i18n/messages";
import { fieldErrorsOf, formErrorsOf, type FormAnswer } from "../forms/form-answer";

/**
 * What the subscriber is told after asking, whatever the address's state: a message key of
 * `common` (the footer's namespace), shown through `useMessageText()`
 * (docs/decisions/023-languages.md, "Messages as keys").
 */
export const SUBSCRIBE_SENT = msg("common.newsletter.sent");

/**
 * The subscribe action's answer (lib/forms/form-answer.ts): `sent` once asked; refused, the address
 * as typed and why.
 */
export type SubscribeReply = FormAnswer<never, { sent: boolean }>;

/** Why a subscription was refused, to show by the address (none when it was not). */
export function subscribeErrors(reply: SubscribeReply | undefined): string[] {
  return [...(formErrorsOf(reply) ?? []), ...(fieldErrorsOf(reply, "email") ?? [])];
}
