/**
 * Subscriptions: the plan a seller pays for, its period, cancellation and plan changes
 * (docs/decisions/010-payments.md; docs/product.md#subscription, #data Subscription record;
 * docs/product.md#plans-and-boosts).
 *
 * `users.plan` is the plan in force (quotas and photo limits read it at once); the
 * `subscriptions` row holds the period. Rules:
 * - A paid subscription payment takes effect when it succeeds. The same plan and cycle paid
 *   again extends the period from its end; another plan starts a new period now.
 * - Cancel keeps the plan to the period end, then free. A downgrade, or a change of cycle,
 *   takes effect at the period end (the renewal charges the new price). Listings above the new
 *   plan's limits stay live; only new submissions are limited.
 * - Renewal (billing/renewals.server.ts) charges the saved card at the period end, retries on days 1
 *   and 3, and ends the plan after the last failure.
 *
 * Errors: DomainError (400 a bad choice, 404 no subscription, 409 nothing to change).
 */
import { and, eq, sql } from "drizzle-orm";
import { db } from "#db/connection";
import { payments, subscriptions, users } from "#db/schema";
import type { BillingCycle, SubscriptionStatus } from "~/lib/vocabulary/domain-billing";
import { PLAN_RANK, periodEnd, planOf, type PlanId } from "~/lib/billing/plans";
import { mailHtml, mailText, mailWords } from "~/i18n/server/mail.server";
import { queueMail } from "~/services/mail.server";
import { languageOf } from "../shared/preferences.server";
import { audit, recordActivity } from "../shared/audit.server";
import { DomainError } from "../shared/errors.server";
import { uploadUsage } from "../selling/selling.server";
import { msg } from "~/i18n/messages";

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];
export type Subscription = typeof subscriptions.$inferSelect;

/**
 * Grants a completed subscription payment (called once per payment, inside the grant's
 * transaction under the payer's lock): sets the plan, the cycle and the period. Answers
 * "superseded" (nothing granted; the payment is refunded) for a lower plan than a live one.
 */
export async function grantSubscription(
  tx: Tx,
  payment: typeof payments.$inferSelect & { userId: string },
  now: Date,
): Promise<true | "superseded"> {
  const plan = payment.plan as PlanId;
  const cycle = payment.billingCycle as BillingCycle;
  const [current] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, payment.userId))
    .for("update");
  // A lower plan's checkout paid after an upgrade went through (two tabs, a slow transfer)
  // must not demote the seller: the caller refunds it.
  if (
    current &&
    current.status !== "cancelled" &&
    !payment.renewal &&
    current.currentPeriodEnd > now &&
    PLAN_RANK[current.plan] > PLAN_RANK[plan]
  ) {
    return "superseded";
  }
  // A renewal (whatever plan it moves to) and the same plan and cycle paid again continue
  // from the period end; anything else is a new period from now.
  const continuing =
    current &&
    current.status !== "cancelled" &&
    (payment.renewal || (current.plan === plan && current.billingCycle === cycle));
  const start = continuing ? current.currentPeriodEnd : now;
  const end = periodEnd(start, cycle);
  const values = {
    plan,
    billingCycle: cycle,
    status: "active" as const,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    // A cancel pressed while the renewal was being charged still holds: the seller keeps the
    // period just paid for, then the account goes to free.
    cancelAtPeriodEnd: Boolean(payment.renewal && current?.cancelAtPeriodEnd),
    nextPlan: null,
    nextBillingCycle: null,
    renewalAttempts: 0,
    nextAttemptAt: end,
    updatedAt: now,
  };
  await tx
    .insert(subscriptions)
    .values({ userId: payment.userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
  await tx.update(users).set({ plan }).where(eq(users.id, payment.userId));
  if (!continuing || current.plan !== plan) {
    await recordActivity(
      payment.userId,
      "plan_changed",
      null,
      msg("account.activity.planUntil", {
        plan: msg(`account.plan.${plan}`),
        until: end.toISOString(),
      }),
      tx,
    );
  }
  return true;
}

/** The user's subscription row, or null (free, never paid). */
export async function getSubscription(userId: string): Promise<Subscription | null> {
  const [row] = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ?? null;
}

/**
 * The product's Subscription record (docs/product.md#data) plus `billingCycle` and
 * `cancelAtPeriodEnd`: `GET /api/user/subscription` and the plan banners.
 * `subscriptionStatus` is `inactive` on the free plan.
 */
export type SubscriptionRecord = {
  plan: PlanId;
  uploadsUsed: number;
  uploadsLimit: number;
  nextBillingDate: string | null;
  subscriptionStatus: SubscriptionStatus | "inactive";
  billingCycle: BillingCycle | null;
  cancelAtPeriodEnd: boolean;
  /** A downgrade or cycle change waiting for the period end. */
  nextPlan: PlanId | null;
  nextBillingCycle: BillingCycle | null;
  /** ISO time the current period ends (the plan runs until then). */
  currentPeriodEnd: string | null;
};

export async function subscriptionRecord(user: { id: string; plan: PlanId }) {
  const [usage, sub] = await Promise.all([uploadUsage(user), getSubscription(user.id)]);
  const paid = sub && sub.status !== "cancelled" && user.plan !== "free";
  return {
    plan: user.plan,
    uploadsUsed: usage.used,
    uploadsLimit: usage.limit,
    // While a renewal is overdue, the next billing is the next retry.
    nextBillingDate:
      paid && !sub.cancelAtPeriodEnd && sub.nextPlan !== "free"
        ? (sub.status === "past_due" && sub.nextAttemptAt
            ? sub.nextAttemptAt
            : sub.currentPeriodEnd
          ).toISOString()
        : null,
    subscriptionStatus: paid ? sub.status : "inactive",
    billingCycle: paid ? sub.billingCycle : null,
    cancelAtPeriodEnd: paid ? sub.cancelAtPeriodEnd : false,
    nextPlan: paid ? sub.nextPlan : null,
    nextBillingCycle: paid ? sub.nextBillingCycle : null,
    currentPeriodEnd: paid ? sub.currentPeriodEnd.toISOString() : null,
  } satisfies SubscriptionRecord;
}

async function requirePaid(userId: string): Promise<Subscription> {
  const sub = await getSubscription(userId);
  if (!sub || sub.status === "cancelled") {
    throw new DomainError(404, msg("billing.refusal.noPaidSubscription"));
  }
  return sub;
}

/** Cancels at the period end: the plan stays until then, and no renewal is charged. */
export async function cancelSubscription(userId: string): Promise<Subscription> {
  const sub = await requirePaid(userId);
  // One statement decides: of two cancels at once, one changes the row and one answers 409.
  const [row] = await db()
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true, nextPlan: null, nextBillingCycle: null, updatedAt: new Date() })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.cancelAtPeriodEnd, false)))
    .returning();
  if (!row) throw new DomainError(409, msg("billing.refusal.alreadyCancelled"));
  await audit(userId, "subscription_cancelled", "user", userId, { plan: sub.plan });
  return row;
}

/** Undoes a cancellation or a scheduled change before the period ends. */
export async function resumeSubscription(userId: string): Promise<Subscription> {
  const sub = await requirePaid(userId);
  if (!sub.cancelAtPeriodEnd && !sub.nextPlan && !sub.nextBillingCycle) {
    throw new DomainError(409, msg("billing.refusal.alreadyRenews"));
  }
  const [row] = await db()
    .update(subscriptions)
    .set({
      cancelAtPeriodEnd: false,
      nextPlan: null,
      nextBillingCycle: null,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.userId, userId))
    .returning();
  await audit(userId, "subscription_resumed", "user", userId, { plan: sub.plan });
  return row!;
}

/** What choosing `plan` on `cycle` means for a user on `current`. */
export type PlanChange = "current" | "upgrade" | "downgrade" | "cycle" | "cancel";

export function classifyChange(
  current: { plan: PlanId; billingCycle: BillingCycle | null },
  plan: PlanId,
  cycle: BillingCycle,
): PlanChange {
  // A paid plan with no period on record (set by staff, never paid) is current in both cycles.
  if (
    plan === current.plan &&
    (plan === "free" || !current.billingCycle || cycle === current.billingCycle)
  ) {
    return "current";
  }
  if (plan === "free") return "cancel";
  if (current.plan === "free" || PLAN_RANK[plan] > PLAN_RANK[current.plan]) return "upgrade";
  if (plan === current.plan) return "cycle";
  return "downgrade";
}

/**
 * Schedules a downgrade (or a cycle change) for the period end; the renewal then charges the
 * new plan's price. Upgrades are paid now instead (billing/payments.server.ts).
 */
export async function scheduleChange(
  userId: string,
  plan: PlanId,
  cycle: BillingCycle,
): Promise<Subscription> {
  const sub = await requirePaid(userId);
  const change = classifyChange(sub, plan, cycle);
  if (change === "cancel") return cancelSubscription(userId);
  if (change === "current") throw new DomainError(409, msg("billing.refusal.alreadyYourPlan"));
  if (change === "upgrade") {
    throw new DomainError(400, msg("billing.refusal.upgradePaidNow"));
  }
  const [row] = await db()
    .update(subscriptions)
    .set({
      nextPlan: plan,
      nextBillingCycle: cycle,
      cancelAtPeriodEnd: false,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.userId, userId))
    .returning();
  await audit(userId, "subscription_changed", "user", userId, {
    plan: [sub.plan, plan],
    billingCycle: [sub.billingCycle, cycle],
  });
  return row!;
}

/**
 * Ends a subscription now: the account returns to free (the renewal job at a cancelled
 * period's end, or after the last failed retry). Mails the seller.
 */
export async function endSubscription(
  userId: string,
  why: "cancelled" | "renewal_failed",
): Promise<void> {
  const ended = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(subscriptions)
      .set({ status: "cancelled", nextAttemptAt: null, updatedAt: new Date() })
      .where(and(eq(subscriptions.userId, userId), sql`${subscriptions.status} <> 'cancelled'`))
      .returning();
    if (!row) return null;
    await tx.update(users).set({ plan: "free" }).where(eq(users.id, userId));
    await recordActivity(userId, "plan_changed", null, msg("account.activity.planFree"), tx);
    return row;
  });
  if (!ended) return;
  const [user] = await db()
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  const name = planOf(ended.plan).name;
  const { t } = mailWords(await languageOf(userId));
  const parts = [
    t("mail.hello", { name: user.firstName }),
    t("mail.plan.ended", { plan: name, why }),
  ];
  await queueMail({
    to: user.email,
    subject: t("mail.plan.endedSubject", { plan: name }),
    text: mailText(parts),
    html: mailHtml(parts),
  });
}
