/**
 * The newsletter box's answer (footer and /newsletter), shared by the server and the browser.
 * No zod here: the footer is on every page, and its JavaScript must stay small.
 */

/** What the subscriber is told after asking, whatever the address's state. */
export const SUBSCRIBE_SENT =
  "Check your inbox: we have sent you a link to confirm your subscription.";

/** The subscribe action's answer: `email` is what was typed, kept when there are errors. */
export type SubscribeReply = { sent: boolean; email: string; errors: string[] };
