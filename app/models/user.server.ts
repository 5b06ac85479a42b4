/**
 * A user's own profile: read, update, and the profile photo. Password changes and account
 * deletion live with the other account flows (account.server.ts).
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { db } from "#db/connection";
import { users } from "#db/schema";
import type { ProfileUpdateSchema } from "~/lib/profile-schema";
import { photoUrl, UPLOADS_PATH } from "~/lib/images";
import { makeVariants, PhotoError } from "~/services/images.server";
import { deleteFilesQuietly } from "~/services/storage.server";
import { getUserById, type PublicUser } from "./auth.server";
import { DomainError } from "./errors.server";
import { hitLimit, LIMITS, overLimit } from "./rate-limit.server";

export type Profile = PublicUser & {
  address: string | null;
  description: string | null;
  website: string | null;
  sellerType: "dealer" | "individual" | null;
  businessName: string | null;
  avatar: string | null;
};

export async function getProfile(userId: string): Promise<Profile | null> {
  const user = await getUserById(userId);
  if (!user) return null;
  const [extra] = await db()
    .select({
      address: users.address,
      description: users.description,
      website: users.website,
      sellerType: users.sellerType,
      businessName: users.businessName,
      avatar: users.avatar,
    })
    .from(users)
    .where(eq(users.id, userId));
  return { ...user, ...extra };
}

export async function updateProfile(
  userId: string,
  patch: z.output<typeof ProfileUpdateSchema>,
): Promise<Profile> {
  const values: Record<string, string | null> = Object.fromEntries(
    Object.entries(patch).filter(([, v]) => v !== undefined),
  );
  if (values.website === "") values.website = null;
  if (Object.keys(values).length) await db().update(users).set(values).where(eq(users.id, userId));
  return (await getProfile(userId))!;
}

/** The storage prefix of an avatar URL of ours (`/uploads/avatars/<id>/<key>-320.webp`). */
function avatarPrefix(url: string | null, userId: string): string | null {
  const start = `${UPLOADS_PATH}/avatars/${userId}/`;
  if (!url?.startsWith(start)) return null;
  return url.slice(UPLOADS_PATH.length + 1).replace(/-\d+\.webp$/, "-");
}

/**
 * Sets the user's profile photo from image bytes (checked by content, converted to WebP) and
 * deletes the photo it replaces (issue 9, hole 3). Counts against the photo upload limit.
 * Answers the new photo's URL. Throws DomainError 400 (not an image) or 429.
 */
export async function setAvatar(userId: string, bytes: Buffer): Promise<string> {
  const limited = overLimit(
    "You have uploaded a lot of photos in a short time.",
    await hitLimit(`photos:user:${userId}`, LIMITS.photoUploadsPerUser),
  );
  if (limited) throw new DomainError(429, limited.message);
  let stored;
  try {
    stored = await makeVariants(bytes, `avatars/${userId}/${crypto.randomUUID()}`);
  } catch (error) {
    if (error instanceof PhotoError)
      throw new DomainError(400, error.message, { avatar: [error.message] });
    throw error;
  }
  const url = photoUrl(stored.storageKey, stored.widths[0]);
  const [before] = await db()
    .select({ avatar: users.avatar })
    .from(users)
    .where(eq(users.id, userId));
  await db().update(users).set({ avatar: url }).where(eq(users.id, userId));
  const old = avatarPrefix(before?.avatar ?? null, userId);
  if (old) await deleteFilesQuietly(old);
  return url;
}
