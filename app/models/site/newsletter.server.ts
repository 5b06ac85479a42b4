/**
 * The newsletter of the footer's e-mail box (docs/product.md#help-pages-and-newsletter), with
 * double opt-in: subscribing mails a confirmation link, and only a confirmed address is on the
 * list. Every answer to a subscribe request is the same whether or not the address is already on
 * the list, so the box cannot be used to find out who subscribed. Links carry a secret token whose
 * SHA-256 is stored (`newsletter_subscribers.token_hash`).
 *
 * Confirmation links work for 7 days; unsubscribe links always work. Mail is queued with
 * `queueMail` (SMTP, or the local outbox in development); links start with APP_URL.
 *
 * An address that belongs to an account follows that account's marketing switch
 * (`user_preferences.marketing_emails`) and nothing else (docs/decisions/024-newsletter.md):
 * confirming a footer subscription turns the switch on, and the newsletter's one-click link
 * (`newsletterOptOutToken`) turns it off and takes the address off the footer list.
 */
import { msg } from "~/i18n/messages";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { newsletterSubscribers, users } from "#db/schema";
import type { Language } from "~/lib/vocabulary/domain-trust";
import { EmailSchema } from "~/lib/account/auth-schemas";
import { db, queryRows } from "#db/connection";
import { queueMail } from "~/services/mail.server";
import { SITE } from "~/lib/format/site";
import { randomToken, sha256 } from "../shared/crypto.server";
import { hitLimit, LIMITS, overLimit } from "../shared/limits.server";
import { updatePreferences } from "../shared/preferences.server";
import { signedToken, verifiedToken } from "../shared/signed-links.server";
import { mailHtml, mailText, mailWords, type MailPart } from "~/i18n/server/mail.server";

/** The subscribe form: one e-mail address (trimmed, lower-cased). */
export const NewsletterSchema = z.object({ email: EmailSchema });

/** How long a confirmation link works (ms). */
export const CONFIRM_TTL_MS = 7 * 24 * 3600_000;

/**
 * Starts a subscription for `email` (already validated and lower-cased): a pending or
 * unsubscribed address gets a fresh token and a confirmation mail; a confirmed one gets
 * nothing new. `language` is the page's: the newsletter's translation they will get. Throws
 * DomainError 429 past LIMITS.newsletterSignUpsPerIp or newsletterSignUpsPerEmail.
 */
export async function subscribeToNewsletter(
  email: string,
  ip: string | null,
  language: Language = "en",
): Promise<void> {
  const [byIp, byEmail] = await Promise.all([
    hitLimit(`newsletter:ip:${ip ?? "unknown"}`, LIMITS.newsletterSignUpsPerIp),
    hitLimit(`newsletter:email:${email}`, LIMITS.newsletterSignUpsPerEmail),
  ]);
  const blocked = overLimit(msg("refusals.tooManyRequests"), byIp, byEmail);
  if (blocked) throw blocked;
  const token = randomToken();
  const [row] = await db()
    .insert(newsletterSubscribers)
    .values({ email, status: "pending", tokenHash: sha256(token), language })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { status: "pending", tokenHash: sha256(token), tokenIssuedAt: new Date(), language },
      setWhere: ne(newsletterSubscribers.status, "confirmed"),
    })
    .returning({ id: newsletterSubscribers.id });
  if (!row) return; // already confirmed: nothing to send
  // In the language of the page they subscribed from, links to pages in it
  // (docs/decisions/023-languages.md).
  const { t, link } = mailWords(language);
  const site = SITE.name;
  const confirm = link(`/newsletter/confirm?token=${token}`);
  const leave = link(`/newsletter/unsubscribe?token=${token}`);
  const parts: MailPart[] = [
    t("newsletter.subscribe.hello"),
    t("newsletter.subscribe.asked", { site }),
    { href: confirm, label: t("newsletter.subscribe.button") },
    t("newsletter.subscribe.expiry"),
  ];
  await queueMail({
    to: email,
    subject: t("newsletter.subscribe.subject", { site }),
    text: `${mailText(parts)}\n\n${t("newsletter.subscribe.leaveText", { link: leave })}`,
    html: mailHtml([...parts, { href: leave, label: t("newsletter.subscribe.leave") }]),
  });
}

/**
 * Confirms the subscription the token belongs to. Returns the address, or null when the token
 * is unknown, replaced, unsubscribed or older than 7 days. Confirming twice is fine. The owner
 * of the mailbox asked for the newsletter: an account with this address gets its marketing
 * switch turned on, the one rule that decides for an account's address.
 */
export async function confirmNewsletter(token: string, now = new Date()): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db()
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: now })
    .where(
      and(
        eq(newsletterSubscribers.tokenHash, sha256(token)),
        ne(newsletterSubscribers.status, "unsubscribed"),
        gt(newsletterSubscribers.tokenIssuedAt, new Date(now.getTime() - CONFIRM_TTL_MS)),
      ),
    )
    .returning({ email: newsletterSubscribers.email });
  if (row) {
    const account = await accountOf(row.email);
    if (account) await updatePreferences(account, { marketingEmails: true });
  }
  return row?.email ?? null;
}

/** The id of the account whose address is `email` (any case), or null. */
async function accountOf(email: string): Promise<string | null> {
  const [row] = await db()
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row?.id ?? null;
}

const OPT_OUT = "newsletter-opt-out";

/**
 * The signed token of the newsletter's one-click link for `email` (docs/decisions/024-newsletter.md):
 * it names the address, never expires, and works without sign-in.
 */
export function newsletterOptOutToken(email: string): string {
  return signedToken(OPT_OUT, email.toLowerCase());
}

/** The address an opt-out link names and whether it still gets the newsletter, or null. */
export async function optOutTarget(token: string) {
  const email = verifiedToken(OPT_OUT, token);
  if (!email) return null;
  const [subscriber] = await db()
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  const account = await accountOf(email);
  const marketing = account
    ? (
        await queryRows<{ on: boolean }>(
          sql`select marketing_emails as "on" from user_preferences where user_id = ${account}`,
        )
      )[0]?.on === true
    : false;
  return { email, receiving: marketing || (!account && subscriber?.status === "confirmed") };
}

/**
 * The one-click opt-out (RFC 8058): the address's account gets its marketing switch off, and the
 * address leaves the footer list. No sign-in: the signed token is the authority. Answers the
 * address, or null for a token that does not verify. Doing it twice is fine.
 */
export async function optOutOfNewsletter(token: string, now = new Date()): Promise<string | null> {
  const email = verifiedToken(OPT_OUT, token);
  if (!email) return null;
  const account = await accountOf(email);
  if (account) await updatePreferences(account, { marketingEmails: false });
  await db()
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: now })
    .where(
      and(eq(newsletterSubscribers.email, email), ne(newsletterSubscribers.status, "unsubscribed")),
    );
  return email;
}

/** Takes the token's address off the list. Returns the address, or null for an unknown token. */
export async function unsubscribeNewsletter(
  token: string,
  now = new Date(),
): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db()
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: now })
    .where(eq(newsletterSubscribers.tokenHash, sha256(token)))
    .returning({ email: newsletterSubscribers.email });
  return row?.email ?? null;
}

/** The token's subscription state, for the confirm and unsubscribe pages. */
export async function newsletterStatus(token: string) {
  if (!token || token.length > 200) return null;
  const [row] = await db()
    .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.tokenHash, sha256(token)));
  return row ?? null;
}
