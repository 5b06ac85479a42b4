/**
 * Registration: creating an account (with the sign-up limit per IP), the verification mail, its
 * resend limit and confirming the address. A sign-up answers the same whether the address was
 * new or already had an account (docs/decisions/008-security-review.md). Links in mail start with
 * APP_URL. Errors: DomainError 400 / 403 / 429.
 */
import {
  type PublicUser,
  EmailTakenError,
  type NewAccount,
  registerUser,
  getUserByEmail,
  markEmailVerified,
  REGISTRATION_CLOSED,
} from "../identity/users.server";
import { requireAcceptablePassword } from "../identity/passwords.server";
import { issueToken, consumeToken } from "../identity/tokens.server";
import { msg } from "~/i18n/messages";
import { SITE } from "~/lib/format/site";
import { queueMail } from "~/services/mail.server";
import {
  mailHtml,
  mailReader,
  mailText,
  mailWords,
  type MailPart,
} from "~/i18n/server/mail.server";
import { languageOf } from "../shared/preferences.server";
import { DomainError } from "../shared/errors.server";
import { getSettings } from "../site/settings.server";
import { hitLimit, LIMITS, overLimit } from "../shared/limits.server";

/** What a sign-up answers, whether the address was new or already had an account. */
export const signUpSent = (email: string) => msg("auth.register.sent", { email });

/**
 * Signs up: creates the account and mails the confirmation link. For an address that already
 * has an account nothing is created and its owner is mailed instead (at most
 * LIMITS.signUpNoticesPerAccount an hour). Both answer `{ email }` (the address, lower case)
 * after the same work (the password is hashed either way), so a sign-up cannot be used to
 * find out who has an account (docs/decisions/008-security-review.md). Throws DomainError
 * 400 for a common password or one equal to the e-mail, 403 while registration is closed
 * (Settings): the same for any address; 429 past LIMITS.registerPerIp sign-ups from `ip` (the
 * client's address, null when unknown).
 */
export async function registerAccount(
  input: NewAccount,
  ip: string | null,
): Promise<{ email: string }> {
  if (!(await getSettings()).registrationOpen) throw new DomainError(403, REGISTRATION_CLOSED);
  const limit = await hitLimit(`register:ip:${ip ?? "unknown"}`, LIMITS.registerPerIp);
  if (!limit.ok)
    throw new DomainError(429, overLimit(msg("refusals.registration.tooMany"), limit)!.message);
  requireAcceptablePassword(input.password, input.email, "password");
  const email = input.email.toLowerCase();
  try {
    await sendVerificationEmail(await registerUser(input));
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error;
    await mailSignUpAttempt(email);
  }
  return { email };
}

/** Tells the owner of `email` that someone tried to sign up with it, and what to do. */
async function mailSignUpAttempt(email: string) {
  const owner = await getUserByEmail(email);
  if (!owner) return;
  const limit = await hitLimit(`sign-up-notice:${email}`, LIMITS.signUpNoticesPerAccount);
  if (!limit.ok) return;
  // In the owner's language and zone (docs/decisions/023-languages.md).
  const { t, link, f } = await mailReader(owner.id);
  const parts: MailPart[] = [
    t("mail.hello", { name: owner.firstName }),
    t("mail.signUpAttempt.body", { site: SITE.name, when: f.dateTimeZone(new Date()) }),
    {
      text: (links) => t("mail.signUpAttempt.wasYou", links),
      links: { login: link("/login"), reset: link("/forgot-password") },
    },
    t("mail.signUpAttempt.ignore"),
  ];
  await queueMail({
    to: owner.email,
    subject: t("mail.signUpAttempt.subject", { site: SITE.name }),
    text: mailText(parts),
    html: mailHtml(parts),
  });
}

/** Mails the e-mail confirmation link, in the user's language. */
export async function sendVerificationEmail(user: PublicUser) {
  const token = await issueToken(user.id, "verify-email");
  const { t, link } = mailWords(await languageOf(user.id));
  const parts: MailPart[] = [
    t("mail.hello", { name: user.firstName }),
    t("mail.verify.welcome", { site: SITE.name }),
    { href: link(`/verify-email?token=${token}`), label: t("mail.verify.button") },
    t("mail.verify.expires"),
    t("mail.verify.ignore"),
  ];
  await queueMail({
    to: user.email,
    subject: t("mail.verify.subject", { site: SITE.name }),
    text: mailText(parts),
    html: mailHtml(parts),
  });
}

/**
 * Sends a new e-mail confirmation link at the user's request, at most
 * `LIMITS.verificationEmailsPerUser` an hour. Errors: DomainError 429 past the limit.
 */
export async function resendVerificationEmail(user: PublicUser) {
  const limit = await hitLimit(`verify-resend:${user.id}`, LIMITS.verificationEmailsPerUser);
  if (!limit.ok) throw new DomainError(429, msg("refusals.registration.tooManyEmails"));
  await sendVerificationEmail(user);
}

/** Marks the token's user verified; false when the token is unknown, used or expired. */
export async function verifyEmail(token: string): Promise<boolean> {
  const userId = await consumeToken(token, "verify-email");
  if (!userId) return false;
  await markEmailVerified(userId);
  return true;
}
