/**
 * Test data builders: insert a user, a staff member, a listing, a conversation, a payment or a
 * subscription with sensible defaults and the fields a test cares about. Rows are written
 * through drizzle, the same path the app's models use; conversations go through the messaging
 * model, as the app starts them.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import {
  listingPhotos,
  listings,
  paymentMethods,
  payments,
  subscriptions,
  twoFactor,
  users,
} from "../db/schema";
import { db } from "../db/connection";
import type { PlanId } from "../app/lib/vocabulary/domain";
import type { BillingCycle } from "../app/lib/vocabulary/domain-billing";
import { BOOSTS, PLANS, type BoostId } from "../app/lib/billing/plans";
import {
  contactSeller,
  sendMessage,
  type ContactInput,
  type ContactTarget,
  type MessageInput,
} from "../app/models/messaging/messages.server";

/** The records that make a seller Verified (e-mail, phone, identity and address checked):
 * spread into `createUser` (the `verified` column is derived from them). */
export const verifiedRecords = () => ({
  emailVerifiedAt: new Date(),
  phoneVerifiedAt: new Date(),
  identityVerifiedAt: new Date(),
  addressVerifiedAt: new Date(),
});

export async function createUser(fields: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await db()
    .insert(users)
    .values({
      email: `user-${crypto.randomBytes(4).toString("hex")}@example.ng`,
      firstName: "Ada",
      lastName: "Okafor",
      accountType: "seller",
      sellerType: "individual",
      phone: "+2348031234567",
      ...fields,
    })
    .returning();
  return user;
}

/**
 * A staff member: an account whose `role` is `moderator` (the default) or `admin`
 * (docs/decisions/013-admin-panel.md), with createUser's defaults for everything else. Its e-mail
 * is confirmed and two-factor authentication is on (with `TEST_TOTP_SECRET`), as a staff role
 * needs (docs/decisions/005-permissions.md, "Staff access"); `twoFactor: false` leaves 2FA off,
 * `emailVerifiedAt: null` the e-mail unconfirmed. Answers the row with `emailVerified` and
 * `twoFactorEnabled`, so it acts as a model's `Actor`.
 */
export async function createStaff(
  role: "moderator" | "admin" = "moderator",
  {
    twoFactor: on = true,
    ...fields
  }: Partial<typeof users.$inferInsert> & { twoFactor?: boolean } = {},
) {
  const user = await createUser({ emailVerifiedAt: new Date(), ...fields, role });
  if (on) await turnOnTwoFactor(user.id);
  return { ...user, emailVerified: !!user.emailVerifiedAt, twoFactorEnabled: on };
}

/** A staff member's facts the permission table reads besides the role, for a hand-made `Actor`. */
export const staffFacts = (staff: { emailVerified: boolean; twoFactorEnabled: boolean }) => ({
  emailVerified: staff.emailVerified,
  twoFactorEnabled: staff.twoFactorEnabled,
});

/** The base32 key of the two-factor authentication `turnOnTwoFactor` gives an account. */
export const TEST_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

/** Turns two-factor authentication on for `userId`, with `TEST_TOTP_SECRET`. */
export async function turnOnTwoFactor(userId: string) {
  await db()
    .insert(twoFactor)
    .values({ userId, secret: TEST_TOTP_SECRET, enabledAt: new Date() })
    .onConflictDoUpdate({ target: twoFactor.userId, set: { enabledAt: new Date() } });
}

export async function createListing(
  sellerId: string,
  fields: Partial<typeof listings.$inferInsert> = {},
) {
  const now = new Date();
  const [listing] = await db()
    .insert(listings)
    .values({
      sellerId,
      status: "active",
      title: "Toyota Corolla LE 2015",
      make: "Toyota",
      model: "Corolla",
      year: 2015,
      price: 6_500_000,
      mileage: 90_000,
      fuelType: "petrol",
      transmission: "automatic",
      bodyType: "sedan",
      color: "Silver",
      category: "tokunbo",
      state: "lagos",
      city: "Ikeja",
      description: "Clean car",
      publishedAt: now,
      expiresAt: new Date(now.getTime() + 60 * 86_400_000),
      ...fields,
    })
    .returning();
  return listing;
}

export async function addPhoto(
  listingId: string,
  position = 0,
  storageKey = `test/${listingId}-${position}`,
) {
  await db()
    .insert(listingPhotos)
    .values({ listingId, position, storageKey, widths: [320, 640], width: 640, height: 480 });
}

/** Valid details of a listing (what the /sell form or POST /api/cars produce), for models. */
export const LISTING_FIELDS = {
  title: "Toyota Corolla LE 2014",
  make: "Toyota",
  model: "Corolla",
  year: 2014,
  price: 5_200_000,
  negotiable: true,
  mileage: 98_000,
  vin: null,
  fuelType: "petrol",
  transmission: "automatic",
  bodyType: "sedan",
  color: "Silver",
  category: "tokunbo" as const,
  conditionGrade: "good" as const,
  state: "lagos",
  city: "Yaba",
  description: "Clean tokunbo Corolla, buy and drive.",
  features: ["bluetooth"],
};

/** A plain text message, as the chat form and `POST /api/messages` send it. */
export const textMessage = (content: string): MessageInput => ({
  content,
  fields: { type: "text" },
});

/**
 * A first message to a seller (the car page's contact form): text, sharing the buyer's phone
 * or e-mail only when asked.
 */
export const contactMessage = (
  content = "Hello, is this car still available?",
  share: { phone?: boolean; email?: boolean } = {},
): ContactInput => ({
  ...textMessage(content),
  sharePhone: share.phone ?? false,
  shareEmail: share.email ?? false,
});

type UserRow = typeof users.$inferSelect;

/**
 * A buyer's conversation with a seller, started through the messaging model with `first`
 * (a contact message, or its text): about `listing`, a new listing of the seller's by default,
 * or about no car (the seller's profile) when `listing` is null. The seller (an individual
 * seller) and the buyer (a buyer account) are made when not given. Answers the three and the
 * conversation's id and first message.
 */
export async function createConversation<
  L extends { id: string } | null = typeof listings.$inferSelect,
>(
  options: {
    seller?: UserRow;
    buyer?: UserRow;
    listing?: L;
    first?: string | ContactInput;
  } = {},
) {
  const seller = options.seller ?? (await createUser({ accountType: "seller" }));
  const buyer = options.buyer ?? (await createUser({ accountType: "buyer" }));
  const listing = (
    options.listing === undefined ? await createListing(seller.id) : options.listing
  ) as L;
  const target: ContactTarget = listing ? { listingId: listing.id } : { sellerId: seller.id };
  const first = typeof options.first === "object" ? options.first : contactMessage(options.first);
  const { conversationId, message } = await contactSeller(buyer.id, target, first);
  return { seller, buyer, listing, conversationId, message };
}

/**
 * A buyer's conversation with a seller about a new listing of theirs, which the seller has
 * answered (what makes the buyer eligible to review them): the buyer asks, the seller replies.
 * Goes through the messaging model, as the app does.
 */
export async function createAnsweredConversation(sellerId: string, buyerId: string) {
  const listing = await createListing(sellerId);
  const { conversationId } = await contactSeller(
    buyerId,
    { listingId: listing.id },
    contactMessage("Is it still available?"),
  );
  const reply = await sendMessage(sellerId, conversationId, textMessage("Yes, it is"));
  return { conversationId, listingId: listing.id, sellerMessageId: reply.id };
}

/** A reference in the app's format (`MM-` and 24 hex digits), unique per call. */
export const paymentReference = () => `MM-${crypto.randomBytes(12).toString("hex")}`;

/**
 * A payment row of `userId` (docs/decisions/010-payments.md), pending unless `fields` say
 * otherwise. By default a Basic monthly subscription (40,000 naira); with `boost` a boost of
 * that package at the price everyone but Premium subscribers pays, its name as the
 * description. Amounts in naira.
 */
export async function createPayment(
  userId: string,
  fields: Partial<typeof payments.$inferInsert> & { boost?: BoostId | null } = {},
) {
  const plan = (fields.plan ?? "basic") as Exclude<PlanId, "free">;
  const cycle = fields.billingCycle ?? "monthly";
  const defaults = fields.boost
    ? {
        purpose: "boost" as const,
        amount: BOOSTS[fields.boost].price.basic,
        description: BOOSTS[fields.boost].name,
      }
    : {
        purpose: "subscription" as const,
        plan,
        billingCycle: cycle,
        amount: PLANS[plan].price[cycle],
        description: `${PLANS[plan].name} plan (${cycle})`,
      };
  const [payment] = await db()
    .insert(payments)
    .values({ reference: paymentReference(), userId, ...defaults, ...fields })
    .returning();
  return payment;
}

/**
 * A live subscription of `userId` to `plan`, written directly (no payment): the current
 * period started now and ends in 30 days, when the next renewal is due; the user's plan is set
 * to match. `fields` override the row. Answers the row.
 */
export async function createSubscription(
  userId: string,
  plan: Exclude<PlanId, "free">,
  fields: Partial<typeof subscriptions.$inferInsert> & { billingCycle?: BillingCycle } = {},
) {
  const start = new Date();
  const end = new Date(start.getTime() + 30 * 86_400_000);
  const [row] = await db()
    .insert(subscriptions)
    .values({
      userId,
      plan,
      billingCycle: "monthly",
      currentPeriodStart: start,
      currentPeriodEnd: end,
      nextAttemptAt: end,
      ...fields,
    })
    .returning();
  await db().update(users).set({ plan }).where(eq(users.id, userId));
  return row;
}

/**
 * A saved card of `userId` as Paystack's authorization leaves it (brand, last four digits,
 * expiry; never a card number: docs/decisions/008-security-review.md), the default when asked.
 */
export async function saveCard(userId: string, last4: string, isDefault = false) {
  const [card] = await db()
    .insert(paymentMethods)
    .values({
      userId,
      authorizationCode: `AUTH_${last4}`,
      signature: `SIG_${last4}`,
      brand: "visa",
      last4,
      expiryMonth: 9,
      expiryYear: 2030,
      bank: "Test Bank",
      isDefault,
    })
    .returning();
  return card!;
}
