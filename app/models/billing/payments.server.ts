/**
 * Payments: starting one, learning its outcome and granting what it bought, exactly once
 * (docs/decisions/010-payments.md).
 *
 * - Prices come from the catalogue (lib/billing/plans.ts) on the server, never from the client.
 *   Amounts are whole naira here; the provider counts kobo.
 * - A payment belongs to the user who started it; a boost to a listing that user owns and
 *   that is active. References are 96 random bits.
 * - The boost cap (₦200,000 per Lagos calendar month, pending payments included) is counted
 *   and the pending payment written under the user's advisory lock, so two purchases arriving
 *   together on two workers cannot both pass it.
 * - An outcome (callback verify, webhook, renewal charge) is applied by `applyTransaction`. A
 *   success grants in one transaction guarded by the `payment_grants` primary key: a webhook
 *   replayed 100 times or racing the verify grants once. An amount or currency other than the
 *   one recorded marks the payment `mismatch` and grants nothing.
 *
 * Errors: DomainError (400 bad choice or over the cap, 403 not a seller, 404 not yours, 409,
 * 502 provider unreachable, 503 payments switched off).
 */
import crypto from "node:crypto";
import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { db } from "#db/connection";
import {
  listingBoosts,
  listings,
  paymentGrants,
  paymentMethods,
  payments,
  subscriptions,
  users,
} from "#db/schema";
import { getEnv } from "~/env.server";
import {
  type BillingCycle,
  type PaymentMethod,
  type PaymentOutcome,
  type PaymentStatus,
} from "~/lib/vocabulary/domain-billing";
import { canSell } from "~/lib/vocabulary/domain";
import { formatNaira } from "~/lib/format/format";
import {
  BOOST_MONTHLY_CAP,
  BOOSTS,
  boostPrice,
  CARD_CHECK_AMOUNT,
  lagosMonth,
  PLANS,
  planOf,
  type BoostId,
  type PlanId,
} from "~/lib/billing/plans";
import { mailHtml, mailReader, mailText, type MailPart } from "~/i18n/server/mail.server";
import { queueMail } from "~/services/mail.server";
import {
  paymentProvider,
  ProviderError,
  toKobo,
  type Channel,
  type PaymentProvider,
  type ProviderTransaction,
} from "~/services/payments.server";
import { audit, recordActivity } from "../shared/audit.server";
import { getBillingProfile } from "./cards.server";
import { DomainError, notFound } from "../shared/errors.server";
import { purgePages } from "../shared/page-purge.server";
import { notify, words } from "../shared/notifications.server";
import { lockPayer, type Tx } from "../shared/locks.server";
import { classifyChange, getSubscription, grantSubscription } from "./subscriptions.server";
import type { PublicUser } from "../identity/users.server";
import { plural } from "~/lib/format/plural";
import { msg } from "~/i18n/messages";
import { paymentItem, type PaymentItem } from "~/lib/billing/payment-item";

/** A payment whose payer still has an account. A deleted account's payments are kept by law
 * with `userId` null (privacy policy); nothing is granted or mailed for them. */
export type Payment = typeof payments.$inferSelect & { userId: string };
type Payer = Pick<PublicUser, "id" | "email" | "plan" | "accountType">;

/** A new unguessable reference: "MM-" and 24 hex digits (Paystack allows letters, digits, -). */
export function newReference(): string {
  return `MM-${crypto.randomBytes(12).toString("hex")}`;
}

/** Which provider channels a chosen method opens; none chosen: all four. */
function channelsFor(method: PaymentMethod | undefined): Channel[] {
  if (method === "card") return ["card"];
  if (method === "bank_transfer") return ["bank_transfer", "bank"];
  if (method === "ussd") return ["ussd"];
  return ["card", "bank", "ussd", "bank_transfer"];
}

function requireProvider(): PaymentProvider {
  const provider = paymentProvider();
  if (!provider) {
    throw new DomainError(503, msg("billing.refusal.paymentsOff"));
  }
  return provider;
}

export type StartedPayment = {
  reference: string;
  authorizationUrl: string;
  /** Naira. */
  amount: number;
  currency: "NGN";
};

type NewPayment = Omit<typeof payments.$inferInsert, "reference" | "userId">;

/**
 * Writes the pending payment (inside `check`'s transaction, under the payer's lock) and then
 * opens the provider's checkout. A provider failure marks the payment failed (so it no longer
 * counts against the cap) and answers 502: nothing was charged.
 */
async function start(
  payer: Payer,
  values: NewPayment,
  check: (tx: Tx) => Promise<void> = async () => {},
): Promise<StartedPayment> {
  const provider = requireProvider();
  const reference = newReference();
  const payment = await db().transaction(async (tx) => {
    await lockPayer(tx, payer.id);
    await check(tx);
    const [row] = await tx
      .insert(payments)
      .values({ ...values, reference, userId: payer.id })
      .returning();
    return row!;
  });
  try {
    const { authorizationUrl } = await provider.initialize({
      email: payer.email,
      amountKobo: toKobo(payment.amount),
      reference,
      callbackUrl: `${getEnv().appUrl}/payment/callback`,
      metadata: { purpose: payment.purpose, paymentId: payment.id, userId: payer.id },
      channels: channelsFor(values.method ?? undefined),
    });
    await db().update(payments).set({ authorizationUrl }).where(eq(payments.id, payment.id));
    return { reference, authorizationUrl, amount: payment.amount, currency: "NGN" };
  } catch (error) {
    const reason = error instanceof ProviderError ? error.message : "The checkout did not open";
    await db()
      .update(payments)
      .set({ status: "failed", failureReason: reason })
      .where(eq(payments.id, payment.id));
    if (error instanceof ProviderError) {
      console.error(`payment ${reference}: ${error.message}`);
      throw new DomainError(502, msg("billing.refusal.providerDown"));
    }
    throw error;
  }
}

/**
 * Starts paying for `plan` on `cycle` (an upgrade, or a renewal paid by hand). The free plan
 * is not bought: choosing it is a cancellation (billing/subscriptions.server.ts).
 */
export async function startSubscriptionPayment(
  payer: Payer,
  input: { plan: PlanId; billingCycle: BillingCycle; method?: PaymentMethod },
): Promise<StartedPayment> {
  const plan = PLANS[input.plan];
  if (!plan || plan.id === "free") {
    throw new DomainError(400, msg("billing.refusal.choosePaidPlan"), {
      plan: [msg("billing.refusal.choosePaidPlan")],
    });
  }
  // Only an upgrade is paid now; a downgrade or a new cycle waits for the period end. While a
  // renewal is overdue the same plan may be paid by hand (a transfer, another card).
  const sub = await getSubscription(payer.id);
  const live = sub && sub.status !== "cancelled";
  const change = classifyChange(
    { plan: payer.plan, billingCycle: live ? sub.billingCycle : null },
    plan.id,
    input.billingCycle,
  );
  const overdue = sub?.status === "past_due" && sub.plan === plan.id;
  if (change !== "upgrade" && !overdue) {
    throw new DomainError(
      409,
      change === "current"
        ? msg("billing.refusal.alreadyYourPlan")
        : msg("billing.refusal.changeAtPeriodEnd"),
    );
  }
  return start(payer, {
    purpose: "subscription",
    plan: plan.id,
    billingCycle: input.billingCycle,
    method: input.method,
    amount: plan.price[input.billingCycle],
    description: `${plan.name} plan (${input.billingCycle === "yearly" ? "yearly" : "monthly"})`,
  });
}

/** Naira of boosts bought or being paid for by `userId` in the Lagos month of `now`. */
export async function boostSpendThisMonth(
  userId: string,
  now = new Date(),
  exec: Pick<Tx, "select"> = db(),
): Promise<number> {
  const { start: from, end: to } = lagosMonth(now);
  const [row] = await exec
    .select({ total: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.purpose, "boost"),
        inArray(payments.status, ["pending", "completed"]),
        gte(payments.createdAt, from),
        lt(payments.createdAt, to),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * Starts paying for a boost of the payer's own active listing, at the price for their plan.
 * Refused with a message before any payment starts when it would take the month's boost spend
 * past BOOST_MONTHLY_CAP (pending payments count).
 */
export async function startBoostPayment(
  payer: Payer,
  input: { listingId: string; boost: BoostId; method?: PaymentMethod },
  now = new Date(),
): Promise<StartedPayment> {
  const boost = BOOSTS[input.boost];
  if (!boost)
    throw new DomainError(400, msg("billing.refusal.chooseBoost"), {
      boost: [msg("billing.refusal.chooseBoostField")],
    });
  if (!canSell(payer)) throw new DomainError(403, msg("billing.refusal.sellersOnly"));
  const [listing] = await db()
    .select({ id: listings.id, title: listings.title, status: listings.status })
    .from(listings)
    .where(and(eq(listings.id, input.listingId), eq(listings.sellerId, payer.id)));
  if (!listing) throw notFound("Listing");
  if (listing.status !== "active") {
    throw new DomainError(409, msg("billing.refusal.onlyLiveBoost"));
  }
  const amount = boostPrice(boost, planOf(payer.plan).id);
  return start(
    payer,
    {
      purpose: "boost",
      listingId: listing.id,
      boost: boost.id,
      method: input.method,
      amount,
      description: `${boost.name} for “${listing.title}” (${plural(boost.days, { one: "day", other: "days" })})`,
    },
    async (tx) => {
      const spent = await boostSpendThisMonth(payer.id, now, tx);
      if (spent + amount > BOOST_MONTHLY_CAP) {
        const left = Math.max(0, BOOST_MONTHLY_CAP - spent);
        throw new DomainError(
          400,
          msg("billing.refusal.boostCap", {
            cap: formatNaira(BOOST_MONTHLY_CAP),
            left: formatNaira(left),
            boost: msg(`billing.boost.${boost.id}.name`),
            amount: formatNaira(amount),
          }),
        );
      }
    },
  );
}

/** Starts the small card check that saves a card; it is refunded once it succeeds. */
export async function startCardCheck(payer: Payer): Promise<StartedPayment> {
  return start(payer, {
    purpose: "card_check",
    method: "card",
    amount: CARD_CHECK_AMOUNT,
    description: "Card check (refunded)",
  });
}

/** A payment by reference when it is `userId`'s, else 404. */
export async function requireOwnPayment(userId: string, reference: string): Promise<Payment> {
  const [row] = await db()
    .select()
    .from(payments)
    .where(and(eq(payments.reference, reference), eq(payments.userId, userId)));
  if (!row) throw notFound("Payment");
  return row as Payment;
}

export type VerifiedPayment = {
  status: PaymentOutcome;
  purpose: Payment["purpose"];
  amount: number;
  reference: string;
  description: string;
  /** What it bought, for its name in the reader's language (lib/billing/payment-item.ts). */
  item: PaymentItem;
  listingId: string | null;
  /** Completed subscriptions and boosts: until when the plan or the Featured badge runs. */
  activeUntil: string | null;
  /** Our own state where it says more: `mismatch` (held for a check), `refunded`. */
  detail: "mismatch" | "refunded" | null;
};

function publicStatus(status: PaymentStatus): VerifiedPayment["status"] {
  if (status === "completed" || status === "refunded") return "completed";
  if (status === "mismatch") return "failed";
  return status;
}

/**
 * The callback's check (and `POST /api/payments/verify`): asks the provider for the outcome of
 * the caller's own payment and applies it. Someone else's reference is a 404.
 */
export async function verifyPayment(userId: string, reference: string): Promise<VerifiedPayment> {
  let payment = await requireOwnPayment(userId, reference);
  if (payment.status === "pending") {
    const provider = requireProvider();
    let outcome: ProviderTransaction;
    try {
      outcome = await provider.verify(reference);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      console.error(`verify ${reference}: ${error.message}`);
      outcome = { reference, status: "pending" } as ProviderTransaction;
    }
    await applyTransaction(outcome);
    payment = await requireOwnPayment(userId, reference);
  }
  const status = publicStatus(payment.status);
  return {
    status,
    purpose: payment.purpose,
    amount: payment.amount,
    reference: payment.reference,
    description: payment.description,
    item: paymentItem(payment),
    listingId: payment.listingId,
    activeUntil: payment.status === "completed" ? await activeUntil(payment) : null,
    detail: payment.status === "mismatch" || payment.status === "refunded" ? payment.status : null,
  };
}

async function activeUntil(payment: Payment): Promise<string | null> {
  if (payment.purpose === "subscription") {
    const [row] = await db()
      .select({ end: subscriptions.currentPeriodEnd })
      .from(subscriptions)
      .where(eq(subscriptions.userId, payment.userId));
    return row?.end.toISOString() ?? null;
  }
  if (payment.purpose === "boost" && payment.listingId) {
    const [row] = await db()
      .select({ end: listingBoosts.endsAt })
      .from(listingBoosts)
      .where(eq(listingBoosts.paymentId, payment.id));
    return row?.end.toISOString() ?? null;
  }
  return null;
}

export type ApplyResult = "granted" | "already" | "failed" | "mismatch" | "open" | "unknown";

/**
 * Applies a provider's report on a transaction (verify, a webhook's payment-succeeded event, a
 * renewal charge). Success grants once; failure closes a pending payment; anything else leaves it
 * open. Paystack's `abandoned` only means "not paid yet" (it is what verify reports for a
 * checkout the payer has not finished, and the payer may still pay), so it stays pending and
 * keeps counting toward the boost cap until `abandonStalePayments` closes it after 24 hours.
 * Safe to call any number of times, from any instance, at once.
 */
export async function applyTransaction(outcome: ProviderTransaction): Promise<ApplyResult> {
  const [row] = await db().select().from(payments).where(eq(payments.reference, outcome.reference));
  // A deleted payer's payment (userId null) has nobody to grant to: treated as unknown.
  if (!row?.userId) return "unknown";
  const payment = row as Payment;
  if (outcome.status === "failed") {
    const closed = await db()
      .update(payments)
      .set({ status: outcome.status, failureReason: outcome.message })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")))
      .returning({ id: payments.id });
    // A renewal's failure is told by the renewal job (billing/renewals.server.ts), with its retry.
    if (closed.length && !payment.renewal && payment.purpose !== "card_check")
      await notify(payment.userId, {
        type: "payment_failed",
        title: words("mail.payment.failedTitle", { what: payment.description }),
        // The provider's reason as it gave it (docs/decisions/023-languages.md).
        body: words("mail.payment.failedBody", {
          reason: outcome.message ? outcome.message.replace(/[.\s]+$/, "") : "none",
        }),
        link: "/payment?tab=transactions",
      });
    return closed.length ? "failed" : "already";
  }
  if (outcome.status !== "success") return "open";
  if (outcome.amountKobo !== toKobo(payment.amount) || outcome.currency !== payment.currency) {
    const marked = await db()
      .update(payments)
      .set({
        status: "mismatch",
        failureReason: `Provider reported ${outcome.amountKobo} kobo ${outcome.currency}`,
      })
      .where(
        and(
          eq(payments.id, payment.id),
          inArray(payments.status, ["pending", "failed", "abandoned"]),
        ),
      )
      .returning({ id: payments.id });
    if (marked.length) {
      console.error(
        `payment ${payment.reference}: amount mismatch (expected ${toKobo(payment.amount)} ` +
          `kobo NGN, got ${outcome.amountKobo} kobo ${outcome.currency}); nothing granted`,
      );
      await audit(null, "payment_mismatch", "payment", payment.id, {
        expectedKobo: toKobo(payment.amount),
        reportedKobo: outcome.amountKobo,
        currency: outcome.currency,
      });
    }
    return marked.length ? "mismatch" : "already";
  }
  const granted = await db().transaction(async (tx) => {
    await lockPayer(tx, payment.userId);
    const claimed = await tx
      .insert(paymentGrants)
      .values({ paymentId: payment.id, providerTransactionId: outcome.transactionId })
      .onConflictDoNothing()
      .returning({ paymentId: paymentGrants.paymentId });
    if (!claimed.length) return false;
    const now = new Date();
    await tx
      .update(payments)
      .set({
        status: "completed",
        completedAt: now,
        channel: outcome.channel,
        failureReason: null,
        receiptNumber: sql`nextval('receipt_number_seq')`,
        billingDetails: await billingDetails(tx, payment.userId),
      })
      .where(eq(payments.id, payment.id));
    if (outcome.authorization?.reusable) {
      await saveCard(tx, payment.userId, outcome.authorization, outcome.email);
    }
    if (payment.purpose === "subscription") return grantSubscription(tx, payment, now);
    if (payment.purpose === "boost") return grantBoost(tx, payment, now);
    return true;
  });
  if (!granted) return "already";
  if (granted === "undeliverable" || granted === "superseded") {
    await refund(
      payment,
      granted === "superseded"
        ? "A higher plan was already active"
        : "The listing was no longer live when the payment arrived",
    );
    return "granted";
  }
  // The Featured badge and the first places of browse.
  if (payment.purpose === "boost" && payment.listingId)
    await purgePages({ listingIds: [payment.listingId] });
  if (payment.purpose === "card_check") await refund(payment, "Card check");
  else await mailReceipt(payment);
  return "granted";
}

/** The billing details to print on the receipt: saved ones, else the account's (frozen now). */
async function billingDetails(tx: Tx, userId: string): Promise<Record<string, string>> {
  const { saved: _saved, ...details } = await getBillingProfile(userId, tx);
  return details;
}

/**
 * Extends the listing's Featured time by the package's days (from now, or from its end).
 * Answers "undeliverable" when the listing is gone or no longer live: the payment is refunded.
 */
async function grantBoost(tx: Tx, payment: Payment, now: Date): Promise<true | "undeliverable"> {
  const boost = BOOSTS[payment.boost as BoostId];
  if (!boost || !payment.listingId) return "undeliverable";
  const [listing] = await tx
    .select({
      featuredUntil: listings.featuredUntil,
      title: listings.title,
      status: listings.status,
    })
    .from(listings)
    .where(eq(listings.id, payment.listingId))
    .for("update");
  if (!listing || listing.status !== "active") return "undeliverable";
  const startsAt =
    listing.featuredUntil && listing.featuredUntil > now ? listing.featuredUntil : now;
  const endsAt = new Date(startsAt.getTime() + boost.days * 86_400_000);
  await tx
    .update(listings)
    .set({ featuredUntil: endsAt })
    .where(eq(listings.id, payment.listingId));
  await tx.insert(listingBoosts).values({
    listingId: payment.listingId,
    paymentId: payment.id,
    boost: boost.id,
    startsAt,
    endsAt,
  });
  await recordActivity(
    payment.userId,
    "boost_started",
    payment.listingId,
    msg("account.activity.boostStarted", {
      boost: msg(`billing.boost.${boost.id}.name`),
      title: listing.title,
      until: endsAt.toISOString(),
    }),
    tx,
  );
  return true;
}

/** Saves (or refreshes) a reusable card; the user's first card becomes the default. */
async function saveCard(
  tx: Tx,
  userId: string,
  card: NonNullable<ProviderTransaction["authorization"]>,
  email: string | null,
) {
  const [existingDefault] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
  await tx
    .insert(paymentMethods)
    .values({
      userId,
      authorizationCode: card.authorizationCode,
      email,
      signature: card.signature,
      brand: card.brand,
      last4: card.last4,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      bank: card.bank,
      isDefault: !existingDefault,
    })
    .onConflictDoUpdate({
      target: [paymentMethods.userId, paymentMethods.signature],
      set: {
        authorizationCode: card.authorizationCode,
        email,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        bank: card.bank,
      },
    });
}

/**
 * Pays a completed payment back in full (the card check; a boost whose listing is no longer
 * live) and marks it refunded. A failed refund is logged and audited for support.
 */
async function refund(payment: Payment, why: string) {
  try {
    await requireProvider().refund(payment.reference);
    await db().update(payments).set({ status: "refunded" }).where(eq(payments.id, payment.id));
  } catch (error) {
    console.error(`refund ${payment.reference} (${why}): ${(error as Error).message}`);
    await audit(null, "refund_failed", "payment", payment.id, {
      why,
      message: (error as Error).message,
    });
  }
}

/** Mails the payer that the payment went through, with a link to the receipt. */
async function mailReceipt(payment: Payment) {
  if (payment.purpose === "card_check") return;
  const [user] = await db()
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, payment.userId));
  if (!user) return;
  const { t, link, f } = await mailReader(payment.userId);
  const receipt = `/payment/receipts/${payment.id}`;
  await notify(payment.userId, {
    type: "payment_succeeded",
    title: t("mail.payment.received", { what: payment.description }),
    body: t("mail.payment.receiptReady", { amount: f.naira(payment.amount) }),
    link: receipt,
  });
  const parts: MailPart[] = [
    t("mail.hello", { name: user.firstName }),
    t("mail.payment.receivedBody", { amount: f.naira(payment.amount), what: payment.description }),
    { href: link(receipt), label: t("mail.payment.yourReceipt") },
  ];
  await queueMail({
    to: user.email,
    subject: t("mail.payment.received", { what: payment.description }),
    text: mailText(parts),
    html: mailHtml(parts),
  });
}

/** Pending payments older than 24 hours become `abandoned` (the `abandon-payments` job). */
export async function abandonStalePayments(now = new Date()): Promise<number> {
  const rows = await db()
    .update(payments)
    .set({ status: "abandoned", failureReason: "Not completed within 24 hours" })
    .where(
      and(
        eq(payments.status, "pending"),
        lt(payments.createdAt, new Date(now.getTime() - 24 * 3600_000)),
      ),
    )
    .returning({ id: payments.id });
  return rows.length;
}

export type Transaction = {
  id: string;
  reference: string;
  type: "subscription" | "featured_listing";
  description: string;
  /** What it bought, for its name in the reader's language (lib/billing/payment-item.ts). */
  item: PaymentItem;
  /** Naira. */
  amount: number;
  status: PaymentOutcome;
  date: string;
  method: string | null;
  receiptNumber: number | null;
};

/**
 * The user's transactions, newest first (`GET /api/payments/history`, the Transactions tab).
 * Card checks are not purchases and are left out.
 */
export async function paymentHistory(
  userId: string,
  type: "all" | Transaction["type"] = "all",
  limit = 500,
): Promise<Transaction[]> {
  const purposeFilter =
    type === "all"
      ? inArray(payments.purpose, ["subscription", "boost"])
      : eq(payments.purpose, type === "subscription" ? "subscription" : "boost");
  const rows = await db()
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), purposeFilter))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
  return rows.map((p) => ({
    id: p.id,
    reference: p.reference,
    type: p.purpose === "subscription" ? "subscription" : "featured_listing",
    description: p.description,
    item: paymentItem(p),
    amount: p.amount,
    status: publicStatus(p.status),
    date: p.createdAt.toISOString(),
    method: p.channel ?? p.method,
    receiptNumber: p.receiptNumber,
  }));
}

/** Naira paid by `userId` (completed purchases). */
export async function totalSpent(userId: string): Promise<number> {
  const [row] = await db()
    .select({ total: sql<number>`coalesce(sum(${payments.amount}), 0)::bigint` })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.status, "completed"),
        inArray(payments.purpose, ["subscription", "boost"]),
      ),
    );
  return Number(row?.total ?? 0);
}
