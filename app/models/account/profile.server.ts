/**
 * A user's own profile (docs/product.md#profile-and-settings and #data, Profile screen): read,
 * update every field the user owns, change the e-mail (only once the new address confirms it), the
 * profile photo and the seller's cover image. Password changes and account deletion live with
 * the other account flows (account/sign-in.server.ts).
 *
 * - Phone: a new number goes through `changePhone` (trust/phone.server.ts), which
 *   un-verifies it and records a `phone_changed` security event.
 * - E-mail: `requestEmailChange` mails a link to the new address (a `change-email` token
 *   carrying it, 24 hours) and a notice to the old one; `confirmEmailChange` applies it, marks
 *   it verified and records an `email_changed` security event.
 * - Photos: checked by content, converted to WebP (avatars 320 px and up, covers up to
 *   1280 px); the one replaced is deleted.
 *
 * Errors: DomainError 400 (a field, a wrong password, not an image), 409 (e-mail taken), 429.
 */
import { msg } from "~/i18n/messages";
import crypto from "node:crypto";
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { db } from "#db/connection";
import {
  listings,
  passwords,
  sessions,
  users,
  verificationTokens,
  type WorkingHours,
} from "#db/schema";
import type { PlanId } from "~/lib/vocabulary/domain";
import { trustScoreOf, type Gender } from "~/lib/vocabulary/domain-trust";
import { photoUrl, UPLOADS_PATH } from "~/lib/api/images";
import { SITE } from "~/lib/format/site";
import { mailHtml, mailText, mailWords, type MailPart } from "~/i18n/server/mail.server";
import { queueMail } from "~/services/mail.server";
import { languageOf } from "../shared/preferences.server";
import { makeVariants, PhotoError } from "~/services/images.server";
import { deleteFilesQuietly } from "~/services/storage.server";
import { requireCurrentPassword } from "../identity/passwords.server";
import { isTwoFactorEnabled } from "../security/two-factor.server";
import { consumeTokenWithPayload, issueToken } from "../identity/tokens.server";
import { getUserByEmail, getUserById, type PublicUser } from "../identity/users.server";
import { type SessionInfo } from "../identity/sessions.server";
import { responseStats } from "../messaging/conversations.server";
import { DomainError, storageFailure } from "../shared/errors.server";
import { isPublic } from "../shared/public-listings.server";
import { sellerSummaries } from "../catalogue/search.server";
import { changePhone } from "../trust/phone.server";
import { hitLimit, LIMITS, overLimit } from "../shared/limits.server";
import { recordSecurityEvent } from "../security/events.server";
import { subscriptionRecord } from "../billing/subscriptions.server";

/** The request a change came from, for the security record. */
export type ChangeInfo = SessionInfo & { sessionId?: string | null };

/** Everything the user owns on their profile, as `/profile` and the API show it. */
export type Profile = PublicUser & {
  address: string | null;
  dateOfBirth: string | null;
  gender: Gender | null;
  bio: string | null;
  description: string | null;
  website: string | null;
  sellerType: "dealer" | "individual" | null;
  businessName: string | null;
  services: string[];
  certifications: string[];
  workingHours: WorkingHours | null;
  avatar: string | null;
  coverImage: string | null;
  phoneVerified: boolean;
  /** Buyers may message the user on WhatsApp at `phone` (the car page's button). */
  whatsapp: boolean;
  /** A new address waiting for its confirmation link to be opened, or null. */
  pendingEmail: string | null;
};

/** The user's profile, or null for an unknown id. */
export async function getProfile(userId: string): Promise<Profile | null> {
  const user = await getUserById(userId);
  if (!user) return null;
  const [[extra], [pending]] = await Promise.all([
    db()
      .select({
        address: users.address,
        dateOfBirth: users.dateOfBirth,
        gender: users.gender,
        bio: users.bio,
        description: users.description,
        website: users.website,
        sellerType: users.sellerType,
        businessName: users.businessName,
        services: users.services,
        certifications: users.certifications,
        workingHours: users.workingHours,
        avatar: users.avatar,
        coverImage: users.coverImage,
        phoneVerifiedAt: users.phoneVerifiedAt,
        whatsapp: users.whatsapp,
      })
      .from(users)
      .where(eq(users.id, userId)),
    db()
      .select({ payload: verificationTokens.payload })
      .from(verificationTokens)
      .where(
        and(
          eq(verificationTokens.userId, userId),
          eq(verificationTokens.purpose, "change-email"),
          isNull(verificationTokens.usedAt),
          gt(verificationTokens.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(verificationTokens.createdAt))
      .limit(1),
  ]);
  const { phoneVerifiedAt, ...rest } = extra;
  return {
    ...user,
    ...rest,
    workingHours: rest.workingHours ?? null,
    phoneVerified: phoneVerifiedAt !== null,
    pendingEmail: pending?.payload ?? null,
  };
}

/**
 * The changes `updateProfile` applies: a field left out (undefined) stays as it is; null
 * clears it. E-mail is not among them (`requestEmailChange`).
 */
export type ProfileChanges = {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  /** Buyers may message the user on WhatsApp at the phone number (docs/product.md#car-detail). */
  whatsapp?: boolean;
  state?: string | null;
  city?: string | null;
  address?: string | null;
  dateOfBirth?: string | null;
  gender?: Gender | null;
  bio?: string | null;
  accountType?: PublicUser["accountType"];
  sellerType?: "dealer" | "individual";
  businessName?: string | null;
  description?: string | null;
  services?: string[];
  certifications?: string[];
  workingHours?: WorkingHours | null;
  website?: string | null;
};

/** The seller part of a profile (business, hours, services): kept only by selling accounts. */
const SELLER_FIELDS = [
  "sellerType",
  "businessName",
  "description",
  "services",
  "certifications",
  "workingHours",
  "website",
] as const satisfies readonly (keyof ProfileChanges)[];

const UPDATABLE = [
  "firstName",
  "lastName",
  "whatsapp",
  "state",
  "city",
  "address",
  "dateOfBirth",
  "gender",
  "bio",
  "accountType",
  ...SELLER_FIELDS,
] as const satisfies readonly (keyof ProfileChanges)[];
const isSellerField = (key: keyof ProfileChanges) =>
  (SELLER_FIELDS as readonly string[]).includes(key);

/**
 * Applies `changes` to the user's profile; a different phone number goes through
 * `changePhone` (un-verified, recorded). Empty text clears a field. The seller fields are
 * left out for an account that is (or, with this change, becomes) for buying only, whether
 * the Profile page or `PUT /api/users/profile` sent them. Answers the profile.
 */
export async function updateProfile(
  userId: string,
  changes: ProfileChanges,
  info: ChangeInfo = {},
): Promise<Profile> {
  let accountType = changes.accountType;
  if (!accountType && SELLER_FIELDS.some((key) => changes[key] !== undefined)) {
    const [row] = await db()
      .select({ accountType: users.accountType })
      .from(users)
      .where(eq(users.id, userId));
    accountType = row?.accountType;
  }
  const values: Record<string, unknown> = {};
  for (const key of UPDATABLE) {
    if (accountType === "buyer" && isSellerField(key)) continue;
    const value = changes[key];
    if (value === undefined) continue;
    values[key] = value === "" ? null : value;
  }
  if (values.workingHours) {
    const hours = values.workingHours as WorkingHours;
    if (!hours.weekdays && !hours.saturday && !hours.sunday) values.workingHours = null;
  }
  if (Object.keys(values).length) await db().update(users).set(values).where(eq(users.id, userId));
  if (changes.phone !== undefined) await changePhone(userId, changes.phone || null, info);
  return (await getProfile(userId))!;
}

/** Requests to change the e-mail address: at most 5 an hour (each sends two mails). */

async function hasPassword(userId: string): Promise<boolean> {
  const [row] = await db()
    .select({ userId: passwords.userId })
    .from(passwords)
    .where(eq(passwords.userId, userId));
  return !!row;
}

/**
 * Asks to change the user's e-mail to `newEmail` (lowercase): a link to
 * `/confirm-email?token=...` (24 hours, single use; an earlier request is voided) goes to the
 * new address, and a notice to the old one. Nothing changes until the link is opened. The
 * current password is required when the account has one. Answers the address the link went
 * to. Throws DomainError 400 (same address, wrong or missing password), 409 (taken), 429.
 */
export async function requestEmailChange(
  user: Pick<PublicUser, "id" | "email" | "firstName">,
  newEmail: string,
  password?: string,
): Promise<string> {
  const email = newEmail.trim().toLowerCase();
  if (email === user.email.toLowerCase())
    throw new DomainError(400, msg("refusals.email.alreadyYours"), {
      email: [msg("refusals.email.alreadyYours")],
    });
  if (await hasPassword(user.id)) {
    if (!password) {
      const message = msg("refusals.password.currentForEmail");
      throw new DomainError(400, message, { currentPassword: [message] });
    }
    await requireCurrentPassword(user.id, password, "currentPassword");
  }
  const limited = overLimit(
    msg("refusals.email.tooManyChanges"),
    await hitLimit(`email-change:${user.id}`, LIMITS.emailChangesPerUser),
  );
  if (limited) throw new DomainError(429, limited.message);
  if (await getUserByEmail(email))
    throw new DomainError(409, msg("refusals.email.taken"), {
      email: [msg("refusals.email.taken")],
    });
  const token = await issueToken(user.id, "change-email", email);
  // Both in the user's language (docs/decisions/023-languages.md).
  const { t, link } = mailWords(await languageOf(user.id));
  const confirm: MailPart[] = [
    t("mail.hello", { name: user.firstName }),
    t("mail.emailChange.intro", { site: SITE.name }),
    { href: link(`/confirm-email?token=${token}`), label: t("mail.emailChange.button") },
    t("mail.emailChange.expires"),
    t("mail.emailChange.ignore"),
  ];
  await queueMail({
    to: email,
    subject: t("mail.emailChange.subject", { site: SITE.name }),
    text: mailText(confirm),
    html: mailHtml(confirm),
  });
  const notice: MailPart[] = [
    t("mail.hello", { name: user.firstName }),
    t("mail.emailChange.notice", { site: SITE.name, email }),
    t("mail.emailChange.notYou", { support: SITE.supportEmail }),
    { href: link("/forgot-password"), label: t("mail.changed.button") },
  ];
  await queueMail({
    to: user.email,
    subject: t("mail.emailChange.noticeSubject", { site: SITE.name }),
    text: mailText(notice),
    html: mailHtml(notice),
  });
  return email;
}

export type EmailChange = { userId: string; email: string };

/**
 * Applies an e-mail change from its link: the address becomes the account's, verified now,
 * and an `email_changed` security event (warning) is recorded. Throws DomainError 400 for an
 * unknown, used or expired link, 409 when another account took the address meanwhile (the
 * unique index decides, so a registration racing the confirmation cannot share it).
 */
export async function confirmEmailChange(
  token: string,
  info: ChangeInfo = {},
): Promise<EmailChange> {
  const used = await consumeTokenWithPayload(token, "change-email");
  if (!used?.payload) throw new DomainError(400, msg("auth.confirmEmail.linkInvalid"));
  const [before] = await db()
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, used.userId));
  if (!before) throw new DomainError(400, msg("auth.confirmEmail.noAccount"));
  try {
    await db()
      .update(users)
      .set({ email: used.payload, emailVerifiedAt: sql`now()` })
      .where(eq(users.id, used.userId));
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    if (cause?.code === "23505" || /users_email_key/.test(String((error as Error).message)))
      throw new DomainError(409, msg("auth.confirmEmail.taken"));
    throw error;
  }
  await recordSecurityEvent(used.userId, "email_changed", {
    ...info,
    severity: "warning",
    details: { from: before.email, to: used.payload },
  });
  return { userId: used.userId, email: used.payload };
}

/**
 * How the profile screen's verification level reads (docs/product.md#data): Full, Partial or None.
 */
export type VerificationLevel = "Full" | "Partial" | "None";

/**
 * The product's Profile screen (docs/product.md#data) for `GET /api/users/profile` and the side
 * card of `/profile`: the profile plus figures from the records. Null for an unknown id.
 */
export async function profileOverview(userId: string) {
  const profile = await getProfile(userId);
  if (!profile) return null;
  const now = new Date();
  const [[records], [counts], summaries, response, subscription] = await Promise.all([
    db()
      .select({
        emailVerifiedAt: users.emailVerifiedAt,
        phoneVerifiedAt: users.phoneVerifiedAt,
        identityVerifiedAt: users.identityVerifiedAt,
        addressVerifiedAt: users.addressVerifiedAt,
      })
      .from(users)
      .where(eq(users.id, userId)),
    db()
      .select({
        active: sql<number>`count(*) filter (where ${isPublic(now)})`.mapWith(Number),
        sold: sql<number>`count(*) filter (where ${listings.status} = 'sold')`.mapWith(Number),
        total: sql<number>`count(*) filter (where ${listings.status} <> 'removed')`.mapWith(Number),
        views:
          sql<number>`coalesce(sum(${listings.views}) filter (where ${listings.status} <> 'removed'), 0)`.mapWith(
            Number,
          ),
      })
      .from(listings)
      .where(eq(listings.sellerId, userId)),
    sellerSummaries([userId]),
    responseStats([userId]),
    subscriptionRecord({ id: userId, plan: profile.plan as PlanId }),
  ]);
  const anyVerified =
    !!records.emailVerifiedAt ||
    !!records.phoneVerifiedAt ||
    !!records.identityVerifiedAt ||
    !!records.addressVerifiedAt;
  const summary = summaries.get(userId);
  return {
    ...profile,
    profileImage: profile.avatar,
    verificationLevel: (profile.verified
      ? "Full"
      : anyVerified
        ? "Partial"
        : "None") satisfies VerificationLevel as VerificationLevel,
    subscription: profile.plan,
    trustScore: trustScoreOf(records),
    activeListings: counts.active,
    /** The product's other spelling of `activeListings`. */
    activeListing: counts.active,
    totalListings: counts.total,
    totalViews: counts.views,
    averageRating: summary?.rating === null || !summary ? null : Number(summary.rating),
    totalReviews: Number(summary?.totalReviews ?? 0),
    joinDate: profile.createdAt,
    /** Percent of conversations answered within 24 hours; null with too few to tell. */
    responseRate: response.get(userId)?.responseRate ?? null,
    soldCars: counts.sold,
    subscriptionExpiry: subscription.currentPeriodEnd,
    uploadsUsed: subscription.uploadsUsed,
    uploadsLimit: subscription.uploadsLimit,
    nextBillingDate: subscription.nextBillingDate,
  };
}
export type ProfileOverview = NonNullable<Awaited<ReturnType<typeof profileOverview>>>;

/** The Security tab's summary of `/profile`: the full picture is the Security Center's. */
export type SecuritySummary = {
  twoFactorEnabled: boolean;
  /** ISO time the password was last set, or null (an account that signs in with Google). */
  lastPasswordChange: string | null;
  /** Sessions not yet expired (this one included). */
  activeSessions: number;
};

export async function securitySummary(userId: string): Promise<SecuritySummary> {
  const [[password], [signedIn], twoFactorEnabled] = await Promise.all([
    db()
      .select({ changedAt: passwords.updatedAt })
      .from(passwords)
      .where(eq(passwords.userId, userId)),
    db()
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date()))),
    isTwoFactorEnabled(userId),
  ]);
  return {
    twoFactorEnabled,
    lastPasswordChange: password?.changedAt.toISOString() ?? null,
    activeSessions: signedIn?.n ?? 0,
  };
}

/** The storage prefix of a photo URL of ours under `folder/<userId>/` (its variants). */
function photoPrefix(url: string | null, folder: string, userId: string): string | null {
  const start = `${UPLOADS_PATH}/${folder}/${userId}/`;
  if (!url?.startsWith(start)) return null;
  return url.slice(UPLOADS_PATH.length + 1).replace(/-\d+\.webp$/, "-");
}

/**
 * Stores a photo of the user's from image bytes (checked by content, WebP variants) under
 * `folder/<userId>/`, sets `column` to the URL of the variant `pick` chooses and deletes the
 * photo it replaces (docs/decisions/008-security-review.md). Counts against the photo upload limit.
 */
async function setUserPhoto(
  userId: string,
  bytes: Buffer,
  folder: "avatars" | "covers",
  field: string,
): Promise<string> {
  const limited = overLimit(
    msg("refusals.photos.tooMany"),
    await hitLimit(`photos:user:${userId}`, LIMITS.photoUploadsPerUser),
  );
  if (limited) throw new DomainError(429, limited.message);
  let stored;
  try {
    // Shown as one WebP URL: AVIF variants would be encoded for no one.
    stored = await makeVariants(bytes, `${folder}/${userId}/${crypto.randomUUID()}`, {
      avif: false,
    });
  } catch (error) {
    if (error instanceof PhotoError)
      throw new DomainError(400, error.message, { [field]: [error.message] });
    throw storageFailure(error, field);
  }
  const column = folder === "avatars" ? users.avatar : users.coverImage;
  const url = photoUrl(
    stored.storageKey,
    folder === "avatars" ? stored.widths[0] : stored.widths.at(-1)!,
  );
  const [before] = await db().select({ url: column }).from(users).where(eq(users.id, userId));
  await db()
    .update(users)
    .set(folder === "avatars" ? { avatar: url } : { coverImage: url })
    .where(eq(users.id, userId));
  const old = photoPrefix(before?.url ?? null, folder, userId);
  if (old) await deleteFilesQuietly(old);
  return url;
}

/**
 * Sets the user's profile photo from image bytes (checked by content, converted to WebP) and
 * deletes the photo it replaces. Answers its URL. Throws DomainError 400 (not an image) or 429.
 */
export function setAvatar(userId: string, bytes: Buffer): Promise<string> {
  return setUserPhoto(userId, bytes, "avatars", "avatar");
}

/**
 * Sets the seller's cover image (the banner of their public profile) like `setAvatar`, under
 * `covers/<userId>/`, up to 1280 px wide. Answers its URL.
 */
export function setCoverImage(userId: string, bytes: Buffer): Promise<string> {
  return setUserPhoto(userId, bytes, "covers", "coverImage");
}
