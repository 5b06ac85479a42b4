/**
 * The newsletter box's form (footer and /newsletter): its field, its answer, and the shape the
 * action returns, shared by the server and the browser.
 */
import { z } from "zod";
import { EmailSchema } from "./auth-schemas";

export const NewsletterSchema = z.object({ email: EmailSchema });

/** What the subscriber is told after asking, whatever the address's state. */
export const SUBSCRIBE_SENT =
  "Check your inbox: we have sent you a link to confirm your subscription.";

/** The subscribe action's answer: `email` is what was typed, kept when there are errors. */
export type SubscribeReply = { sent: boolean; email: string; errors: string[] };
