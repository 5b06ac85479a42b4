/**
 * A user's preferences (docs/product.md#data, Preferences): which e-mails and SMS
 * they want, their language, timezone and display currency. No row in `user_preferences` means
 * the defaults. Prices and payments stay in naira; USD or EUR only adds an approximate amount.
 *
 * The mail and SMS jobs ask `wantsMail` / `wantsSms` before delivering anything that is not an
 * account message (jobs.server.ts), so a preference switched off holds even for messages
 * queued before the switch.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { db } from "#db/connection";
import { userPreferences, users } from "#db/schema";
import type { Currency, Language, Timezone } from "~/lib/vocabulary/domain-trust";
import type { PreferencesUpdate } from "~/lib/account/profile-schema";
import type { MessageKind } from "~/services/mail.server";

export type Preferences = {
  /** Notification e-mails (new messages, inquiries). */
  emailNotifications: boolean;
  /** SMS alerts (a new inquiry, to a verified phone). */
  smsNotifications: boolean;
  marketingEmails: boolean;
  /** Tell me when a buyer first writes about one of my cars (e-mail, and SMS when on). */
  newInquiryAlerts: boolean;
  /** The Monday e-mail with last week's views, saves and inquiries (sellers). */
  weeklyReports: boolean;
  language: Language;
  timezone: Timezone;
  /** NGN, or USD / EUR for an approximate amount beside naira prices. */
  currency: Currency;
};

/** What a user without a row has (the column defaults of `user_preferences`). */
export const DEFAULT_PREFERENCES: Preferences = {
  emailNotifications: true,
  smsNotifications: false,
  marketingEmails: false,
  newInquiryAlerts: true,
  weeklyReports: true,
  language: "en",
  timezone: "Africa/Lagos",
  currency: "NGN",
};

const columns = {
  emailNotifications: userPreferences.emailNotifications,
  smsNotifications: userPreferences.smsNotifications,
  marketingEmails: userPreferences.marketingEmails,
  newInquiryAlerts: userPreferences.newInquiryAlerts,
  weeklyReports: userPreferences.weeklyReports,
  language: userPreferences.language,
  timezone: userPreferences.timezone,
  currency: userPreferences.currency,
};

/** The user's preferences, or the defaults when they never saved any. */
export async function getPreferences(userId: string): Promise<Preferences> {
  const [row] = await db()
    .select(columns)
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return row ?? { ...DEFAULT_PREFERENCES };
}

/**
 * Saves the given preferences (the others keep their value, or the default) in one upsert;
 * answers them all.
 */
export async function updatePreferences(
  userId: string,
  patch: PreferencesUpdate,
): Promise<Preferences> {
  const changes = Object.fromEntries(
    Object.entries(patch).filter(([, v]) => v !== undefined),
  ) as Partial<Preferences>;
  const [row] = await db()
    .insert(userPreferences)
    .values({ userId, ...DEFAULT_PREFERENCES, ...changes })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning(columns);
  return row!;
}

/** The language a user reads mail and SMS in: their saved one, else English. */
export async function languageOf(userId: string): Promise<Language> {
  return (await getPreferences(userId)).language;
}

/**
 * The languages of many users at once (a notice to every saver of a car, every matching saved
 * search): English for a user without saved preferences. `exec` is the caller's transaction
 * when there is one.
 */
export async function languagesOf(
  userIds: string[],
  exec: Pick<ReturnType<typeof db>, "select"> = db(),
): Promise<Map<string, Language>> {
  const found = new Map<string, Language>();
  for (let i = 0; i < userIds.length; i += 1000) {
    const rows = await exec
      .select({ userId: userPreferences.userId, language: userPreferences.language })
      .from(userPreferences)
      .where(inArray(userPreferences.userId, userIds.slice(i, i + 1000)));
    for (const r of rows) found.set(r.userId, r.language);
  }
  return new Map(userIds.map((id) => [id, found.get(id) ?? DEFAULT_PREFERENCES.language]));
}

/**
 * At sign-in: a user who never saved preferences takes the language they were reading the site in
 * (docs/decisions/023-languages.md), so signing in from a Hausa page keeps Hausa; one who saved
 * preferences keeps theirs. One insert that does nothing when a row exists (two sign-ins at once
 * cannot both write). Answers the user's language.
 */
export async function adoptLanguage(userId: string, language: Language): Promise<Language> {
  await db()
    .insert(userPreferences)
    .values({ userId, ...DEFAULT_PREFERENCES, language })
    .onConflictDoNothing({ target: userPreferences.userId });
  return (await getPreferences(userId)).language;
}

/** The preferences of an active user, or null (no such user, or suspended). */
async function activePreferences(userId: string): Promise<Preferences | null> {
  const [row] = await db()
    .select({
      status: users.status,
      emailNotifications: userPreferences.emailNotifications,
      smsNotifications: userPreferences.smsNotifications,
      marketingEmails: userPreferences.marketingEmails,
      newInquiryAlerts: userPreferences.newInquiryAlerts,
      weeklyReports: userPreferences.weeklyReports,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId));
  if (!row || row.status !== "active") return null;
  if (row.emailNotifications === null) return { ...DEFAULT_PREFERENCES };
  return { ...DEFAULT_PREFERENCES, ...(row as Omit<typeof row, "status">) } as Preferences;
}

/**
 * Whether `userId` wants an e-mail of `kind`. Account mail (verification, reset, security,
 * receipts) always goes; a new message needs e-mail notifications on; a new inquiry also
 * needs new-inquiry alerts; marketing and the weekly report have their own switches. A
 * deleted or suspended user gets nothing but account mail.
 */
export async function wantsMail(userId: string, kind: MessageKind): Promise<boolean> {
  if (kind === "account") return true;
  const p = await activePreferences(userId);
  if (!p) return false;
  switch (kind) {
    case "notification":
      return p.emailNotifications;
    case "inquiry":
      return p.emailNotifications && p.newInquiryAlerts;
    case "alert":
      return p.emailNotifications;
    case "marketing":
      return p.marketingEmails;
    case "weekly_report":
      return p.weeklyReports;
  }
}

/**
 * Whether `userId` wants an SMS of `kind`: account SMS (phone codes) always; anything else
 * only with SMS notifications on, and for a new inquiry also new-inquiry alerts.
 */
export async function wantsSms(userId: string, kind: MessageKind): Promise<boolean> {
  if (kind === "account") return true;
  const p = await activePreferences(userId);
  if (!p || !p.smsNotifications) return false;
  switch (kind) {
    case "notification":
      return true;
    case "inquiry":
      return p.newInquiryAlerts;
    case "alert":
      return true;
    case "marketing":
      return p.marketingEmails;
    case "weekly_report":
      return p.weeklyReports;
  }
}
