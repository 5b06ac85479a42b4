/**
 * Users: registration of the row and its password, look-ups by id and e-mail, the e-mail and
 * password check of a sign-in, e-mail verification, sign-in with Google, and the name a seller
 * shows. `PublicUser` is what pages and the API may see of a user: never the password hash.
 *
 * Errors: EmailTakenError for a registered e-mail; UnverifiedAccountError when Google's e-mail
 * belongs to an unconfirmed account; DomainError 403 while registration is closed
 * (docs/decisions/013-admin-panel.md).
 */
import { flagSharedPhone } from "./shared-phones.server";
import { randomToken } from "../shared/crypto.server";
import { hashPassword } from "./passwords.server";
import { purgePages } from "../shared/page-purge.server";
import { verify as argon2Verify } from "@node-rs/argon2";
import { and, eq, sql } from "drizzle-orm";
import { oauthAccounts, passwords, twoFactor, users, type AccountType } from "#db/schema";
import { db } from "#db/connection";
import { msg } from "~/i18n/messages";
import { DomainError } from "../shared/errors.server";
import { getSettings } from "../site/settings.server";
import type { PlanId, Role, UserStatus } from "~/lib/vocabulary/domain";

/** What pages and the API may see of a user: never the password hash. */
export type PublicUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: Role;
  accountType: AccountType;
  status: UserStatus;
  plan: PlanId;
  state: string | null;
  city: string | null;
  emailVerified: boolean;
  /** Two-factor authentication is on (docs/decisions/012-security-center.md). */
  twoFactorEnabled: boolean;
  verified: boolean;
  createdAt: string;
};

export const publicColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  role: users.role,
  accountType: users.accountType,
  status: users.status,
  plan: users.plan,
  state: users.state,
  city: users.city,
  emailVerifiedAt: users.emailVerifiedAt,
  verified: users.verified,
  createdAt: users.createdAt,
  // Read with the account, so a staff role's conditions are checked against this request's
  // facts (docs/decisions/005-permissions.md, "Staff access").
  twoFactorEnabled: sql<boolean>`exists (select 1 from ${twoFactor}
    where ${twoFactor.userId} = ${users.id} and ${twoFactor.enabledAt} is not null)`,
};

type UserColumns = Omit<typeof publicColumns, "twoFactorEnabled">;
type UserRow = { [K in keyof UserColumns]: UserColumns[K]["_"]["data"] | null } & {
  twoFactorEnabled: boolean | null;
};

export function toPublicUser(r: UserRow): PublicUser {
  return {
    id: r.id!,
    email: r.email!,
    firstName: r.firstName!,
    lastName: r.lastName!,
    phone: r.phone,
    role: r.role!,
    accountType: r.accountType!,
    status: r.status!,
    plan: r.plan!,
    state: r.state,
    city: r.city,
    emailVerified: !!r.emailVerifiedAt,
    twoFactorEnabled: !!r.twoFactorEnabled,
    verified: !!r.verified,
    createdAt: r.createdAt!.toISOString(),
  };
}

// Verifying against this hash when the e-mail is unknown makes both failures take the same time.
let dummyHash: Promise<string> | undefined;

export class EmailTakenError extends Error {
  constructor() {
    super("An account with this email already exists");
    this.name = "EmailTakenError";
  }
}

export type NewAccount = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  location: string;
  password: string;
  accountType: AccountType;
};

/** Registration location values are mostly state slugs; `abuja` is the FCT. */
const locationToState = (location: string) => (location === "abuja" ? "fct" : location);

/** Creates an account with its password. Throws EmailTakenError for a registered e-mail. */
export async function registerUser(input: NewAccount): Promise<PublicUser> {
  const hash = await hashPassword(input.password);
  try {
    return await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email.toLowerCase(),
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          state: locationToState(input.location),
          accountType: input.accountType,
          sellerType: input.accountType === "buyer" ? null : "individual",
        })
        .returning(publicColumns);
      await tx.insert(passwords).values({ userId: row.id, hash });
      // Another account with this number goes to the staff risk queue
      // (docs/decisions/032-scam-signals.md).
      await flagSharedPhone(row.id, tx);
      return toPublicUser(row);
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    if (cause?.code === "23505" || /users_email_key/.test(String((error as Error).message))) {
      throw new EmailTakenError();
    }
    throw error;
  }
}

export async function getUserByEmail(email: string): Promise<PublicUser | null> {
  const [row] = await db()
    .select(publicColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ? toPublicUser(row) : null;
}

export async function getUserById(id: string): Promise<PublicUser | null> {
  const [row] = await db().select(publicColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ? toPublicUser(row) : null;
}

/**
 * Checks an e-mail and password. Returns the user, or null for an unknown e-mail or a wrong
 * password alike (same work either way). Suspended users are returned: callers refuse them
 * with their own message.
 */
export async function verifyLogin(email: string, password: string): Promise<PublicUser | null> {
  const [row] = await db()
    .select({ ...publicColumns, hash: passwords.hash })
    .from(users)
    .leftJoin(passwords, eq(passwords.userId, users.id))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  dummyHash ??= hashPassword(randomToken());
  const hash = row?.hash ?? (await dummyHash);
  const ok = await argon2Verify(hash, password).catch(() => false);
  if (!row || !row.hash || !ok) return null;
  return toPublicUser(row);
}

export async function markEmailVerified(userId: string) {
  await db()
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
  // The e-mail may complete the Verified badge on the seller's page and cards, and the
  // verified-only browse totals change.
  await purgePages({ sellerIds: [userId] });
}

/**
 * What a new account hears while staff have closed registration
 * (docs/decisions/013-admin-panel.md).
 */
export const REGISTRATION_CLOSED = msg("refusals.registrationClosed");

/** The Google e-mail belongs to an account whose owner has not confirmed it yet. */
export class UnverifiedAccountError extends Error {
  constructor() {
    super(
      "An account with this e-mail address already exists. Sign in with its password and confirm your e-mail address first; after that you can continue with Google.",
    );
    this.name = "UnverifiedAccountError";
  }
}

/**
 * Signs in with an outside provider's identity (Google, whose e-mail it has verified). Uses
 * the account already linked to it; else links the account with the same e-mail, but only if
 * that account's owner has confirmed the address (otherwise whoever registered it first could
 * be let in by Google, or could have pre-registered a victim's address:
 * docs/decisions/008-security-review.md), in which case it throws UnverifiedAccountError; else
 * creates a buyer account. Returns the user.
 */
export async function findOrCreateOAuthUser(input: {
  provider: string;
  providerUserId: string;
  email: string;
  firstName: string;
  lastName: string;
}): Promise<PublicUser> {
  const [linked] = await db()
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(
      and(
        eq(oauthAccounts.provider, input.provider),
        eq(oauthAccounts.providerUserId, input.providerUserId),
      ),
    );
  if (linked) return (await getUserById(linked.userId))!;
  let user = await getUserByEmail(input.email);
  if (user && !user.emailVerified) throw new UnverifiedAccountError();
  if (!user) {
    if (!(await getSettings()).registrationOpen) throw new DomainError(403, REGISTRATION_CLOSED);
    const [row] = await db()
      .insert(users)
      .values({
        email: input.email.toLowerCase(),
        firstName: input.firstName || "Google",
        lastName: input.lastName || "User",
        accountType: "buyer",
        emailVerifiedAt: new Date(),
      })
      .returning(publicColumns);
    user = toPublicUser(row);
  }
  await db()
    .insert(oauthAccounts)
    .values({ provider: input.provider, providerUserId: input.providerUserId, userId: user.id })
    .onConflictDoNothing();
  return user;
}

/** A seller's public name: the business name for dealers, else first and last name. */
export function sellerName(p: {
  firstName: string;
  lastName: string;
  businessName: string | null;
  sellerType?: string | null;
}) {
  if (p.sellerType === "dealer" && p.businessName) return p.businessName;
  return `${p.firstName} ${p.lastName}`.trim();
}
