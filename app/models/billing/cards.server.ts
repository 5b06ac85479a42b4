/**
 * Saved cards, billing details and receipts (docs/decisions/010-payments.md;
 * docs/product.md#payment-and-billing, #data: saved payment method and billing summary).
 *
 * Saved cards are the provider's reusable authorizations; the authorization code never leaves
 * the server (`SavedCard` has no such field). Every read and change is scoped to the owner:
 * someone else's card or receipt is a 404.
 */
import { and, desc, eq, ne } from "drizzle-orm";
import { db } from "#db/connection";
import { billingProfiles, paymentMethods, payments, users } from "#db/schema";
import type { BillingProfileInput } from "~/lib/billing/billing-schema";
import { isUuid } from "~/lib/forms/ids";
import { paymentItem, type PaymentItem } from "~/lib/billing/payment-item";
import { audit } from "../shared/audit.server";
import { notFound } from "../shared/errors.server";
import { lockPayer, type Tx } from "../shared/locks.server";

/** A saved card as pages and the API show it (spec: Saved payment method). */
export type SavedCard = {
  id: string;
  type: "card";
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  bank: string | null;
  isDefault: boolean;
};

export async function listPaymentMethods(userId: string): Promise<SavedCard[]> {
  const rows = await db()
    .select({
      id: paymentMethods.id,
      brand: paymentMethods.brand,
      last4: paymentMethods.last4,
      expiryMonth: paymentMethods.expiryMonth,
      expiryYear: paymentMethods.expiryYear,
      bank: paymentMethods.bank,
      isDefault: paymentMethods.isDefault,
    })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt));
  return rows.map((r) => ({ ...r, type: "card" as const }));
}

/** Makes one of the user's cards the default for renewals; 404 when it is not theirs. */
export async function setDefaultPaymentMethod(userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound("Payment method");
  await db().transaction(async (tx) => {
    await lockPayer(tx, userId);
    const [card] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)));
    if (!card) throw notFound("Payment method");
    await tx
      .update(paymentMethods)
      .set({ isDefault: false })
      .where(and(eq(paymentMethods.userId, userId), ne(paymentMethods.id, id)));
    await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, id));
  });
}

/**
 * Removes one of the user's cards (404 when not theirs). When it was the default, the newest
 * remaining card becomes the default.
 */
export async function removePaymentMethod(userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound("Payment method");
  await db().transaction(async (tx) => {
    await lockPayer(tx, userId);
    const [removed] = await tx
      .delete(paymentMethods)
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
      .returning({ isDefault: paymentMethods.isDefault, last4: paymentMethods.last4 });
    if (!removed) throw notFound("Payment method");
    if (removed.isDefault) {
      const [next] = await tx
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, userId))
        .orderBy(desc(paymentMethods.createdAt))
        .limit(1);
      if (next) {
        await tx
          .update(paymentMethods)
          .set({ isDefault: true })
          .where(eq(paymentMethods.id, next.id));
      }
    }
    await audit(userId, "payment_method_removed", "user", userId, { last4: removed.last4 }, tx);
  });
}

export type BillingProfile = BillingProfileInput;

/** The user's billing details, or ones prefilled from the account when none are saved. */
export async function getBillingProfile(
  userId: string,
  exec: Pick<Tx, "select"> = db(),
): Promise<BillingProfile & { saved: boolean }> {
  const [row] = await exec.select().from(billingProfiles).where(eq(billingProfiles.userId, userId));
  if (row) {
    const { userId: _user, updatedAt: _updated, ...details } = row;
    return { ...details, saved: true };
  }
  const [user] = await exec
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      city: users.city,
      state: users.state,
      address: users.address,
      businessName: users.businessName,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound("User");
  return {
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    phone: user.phone ?? "",
    address: user.address ?? "",
    city: user.city ?? "",
    state: user.state ?? "",
    taxId: "",
    businessName: user.businessName ?? "",
    saved: false,
  };
}

/** Saves the billing and tax details printed on receipts. */
export async function saveBillingProfile(userId: string, input: BillingProfileInput) {
  const values = { ...input, updatedAt: new Date() };
  await db()
    .insert(billingProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: billingProfiles.userId, set: values });
}

export type Receipt = {
  id: string;
  number: string;
  reference: string;
  description: string;
  /** What it bought, for its name in the reader's language (lib/billing/payment-item.ts). */
  item: PaymentItem;
  /** Naira. */
  amount: number;
  paidAt: Date;
  method: string | null;
  billing: BillingProfile;
};

/** "MM-R-000123": a receipt's printed number. */
export const receiptNumber = (n: number) => `MM-R-${String(n).padStart(6, "0")}`;

/** A completed payment's receipt, for its owner; 404 when missing, not theirs or not paid. */
export async function getReceipt(userId: string, paymentId: string): Promise<Receipt> {
  if (!isUuid(paymentId)) throw notFound("Receipt");
  const [p] = await db()
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!p || p.status !== "completed" || !p.receiptNumber || !p.completedAt) {
    throw notFound("Receipt");
  }
  // The details as they were when it was paid; older payments fall back to today's.
  const { saved: _saved, ...current } = await getBillingProfile(userId);
  const billing = p.billingDetails ? { ...current, ...p.billingDetails } : current;
  return {
    id: p.id,
    number: receiptNumber(p.receiptNumber),
    reference: p.reference,
    description: p.description,
    item: paymentItem(p),
    amount: p.amount,
    paidAt: p.completedAt,
    method: p.channel ?? p.method,
    billing,
  };
}
