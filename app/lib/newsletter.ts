/**
 * The newsletter box's answer (footer and /newsletter), shared by the server and the browser.
 * No zod here: the footer is on every page, and its JavaScript must stay small.
 */
import { fieldErrorsOf, formErrorsOf, type FormAnswer } from "./form-answer";

/** What the subscriber is told after asking, whatever the address's state. */
export const SUBSCRIBE_SENT =
  "Check your inbox: we have sent you a link to confirm your subscription.";

/**
 * The subscribe action's answer (lib/form-answer.ts): `sent` once asked; refused, the address
 * as typed and why.
 */
export type SubscribeReply = FormAnswer<never, { sent: boolean }>;

/** Why a subscription was refused, to show by the address (none when it was not). */
export function subscribeErrors(reply: SubscribeReply | undefined): string[] {
  return [...(formErrorsOf(reply) ?? []), ...(fieldErrorsOf(reply, "email") ?? [])];
}
