/**
 * Deleting an account (docs/product.md#profile-and-settings): after the password check, the
 * user's listings, photos, messages and sessions go, and the row is erased. Errors: DomainError
 * 400 / 429 from the password check.
 */
import { msg } from "~/i18n/messages";
import { requireCurrentPassword } from "../identity/passwords.server";
import { purgePages } from "../shared/page-purge.server";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "#db/connection";
import { conversations, listings, users } from "#db/schema";
import { deleteFilesQuietly } from "~/services/storage.server";
import { DomainError } from "../shared/errors.server";
import { eraseMessagesOf } from "../messaging/messages.server";
import { checkTwoFactorCode, isTwoFactorEnabled } from "../security/two-factor.server";

/**
 * Deletes the account after checking the password (rate limited like sign-in) and, when
 * two-factor authentication is on, a current code or an unused recovery code (`code`). As the
 * privacy policy says (routes/public/privacy.tsx, "How long we keep it"): its rows go with it
 * (foreign keys cascade: profile, listings, saved cars, sessions, documents, preferences,
 * notifications); what it wrote in conversations is erased, while the other side keeps the
 * conversation ("Account no longer active"); conversations nobody is left in are deleted;
 * payment records are kept without the person (`payments.user_id` becomes null). Its files
 * go too: listing photos, profile photo, cover image and verification documents; a delete the
 * storage refuses is retried by the `delete-files` job (docs/decisions/014-object-storage.md).
 * Throws DomainError 400 / 429.
 */
export async function deleteAccount(
  userId: string,
  password: string,
  code?: string,
): Promise<void> {
  await requireCurrentPassword(userId, password, "password");
  if (await isTwoFactorEnabled(userId)) {
    if (!code) {
      const message = msg("refusals.account.deleteCode");
      throw new DomainError(400, message, { code: [message] });
    }
    await checkTwoFactorCode(userId, code);
  }
  const owned = await db()
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.sellerId, userId));
  await db().transaction(async (tx) => {
    await eraseMessagesOf(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    await tx
      .delete(conversations)
      .where(and(isNull(conversations.buyerId), isNull(conversations.sellerId)));
  });
  await purgePages({ listingIds: owned.map((l) => l.id), sellerIds: [userId] });
  await Promise.all([
    ...owned.map((l) => deleteFilesQuietly(`listings/${l.id}/`)),
    deleteFilesQuietly(`avatars/${userId}/`),
    deleteFilesQuietly(`covers/${userId}/`),
    deleteFilesQuietly(`documents/${userId}/`, "private"),
  ]);
}
