/**
 * A user's own account: profile read and update, password change, account deletion.
 * Deleting removes the user row; its listings, photos' rows, saved cars, sessions, tokens and
 * reviews go with it (foreign keys cascade), so nothing personal is left behind.
 */
import { eq } from "drizzle-orm";
import { listings, users } from "#db/schema";
import type { z } from "zod";
import type { ProfileUpdateSchema } from "~/lib/auth-schemas";
import { db } from "#db/connection";
import {
  checkPassword,
  getUserById,
  revokeUserSessions,
  setPassword,
  type PublicUser,
} from "./auth.server";
import { fileStorage } from "~/services/images.server";

export type Profile = PublicUser & {
  address: string | null;
  description: string | null;
  website: string | null;
  sellerType: "dealer" | "individual" | null;
  businessName: string | null;
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

/** Changes the password after checking the current one; ends the user's other sessions. */
export async function changePassword(
  userId: string,
  current: string,
  next: string,
  keepSessionId?: string,
): Promise<boolean> {
  if (!(await checkPassword(userId, current))) return false;
  await setPassword(userId, next);
  await revokeUserSessions(userId, keepSessionId);
  return true;
}

/** Deletes the account after checking the password. Returns false on a wrong password. */
export async function deleteAccount(userId: string, password: string): Promise<boolean> {
  if (!(await checkPassword(userId, password))) return false;
  const owned = await db()
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.sellerId, userId));
  await db().delete(users).where(eq(users.id, userId));
  // Uploaded photos are files, not rows: remove them too (shared placeholders are not owned).
  await Promise.all(
    owned.map((l) =>
      fileStorage()
        .deletePrefix(`listings/${l.id}/`)
        .catch(() => {}),
    ),
  );
  return true;
}
