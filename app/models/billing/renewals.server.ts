/**
 * Subscription renewal (the `renew-subscriptions` job; docs/decisions/010-payments.md).
 *
 * At a period's end the seller's default saved card is charged for the next period (the
 * scheduled plan or cycle when one was chosen). A failed charge is retried on days 1 and 3
 * after the period end, with a mail each time; the plan stays in force meanwhile
 * (`past_due`). After the last failure, or at the end of a cancelled period, the account
 * returns to free.
 *
 * Each due subscription is claimed by moving its `next_attempt_at` an hour ahead in one
 * statement, so two workers never charge the same period twice; the payment itself is then
 * granted through `applyTransaction` like any other.
 */
import { and, asc, desc, eq, gt, inArray, lte } from "drizzle-orm";
import { db } from "#db/connection";
import { paymentMethods, payments, subscriptions, users } from "#db/schema";
import { mailHtml, mailReader, mailText, type MailPart } from "~/i18n/server/mail.server";
import { PLANS, RENEWAL_RETRY_DAYS, type PlanId } from "~/lib/billing/plans";
import { queueMail } from "~/services/mail.server";
import { paymentProvider, ProviderError, toKobo } from "~/services/payments.server";
import { recordActivity } from "../shared/audit.server";
import { notify, words } from "../shared/notifications.server";
import { applyTransaction, newReference } from "./payments.server";
import { endSubscription, type Subscription } from "./subscriptions.server";
import { msg } from "~/i18n/messages";

const DAY = 86_400_000;

/** Renews every subscription due at `now`; answers how many were handled. */
export async function renewDueSubscriptions(now = new Date()): Promise<number> {
  const due = await db()
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ["active", "past_due"]),
        lte(subscriptions.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(subscriptions.nextAttemptAt))
    .limit(500);
  let handled = 0;
  for (const { userId } of due) {
    if (await renewOne(userId, now)) handled += 1;
  }
  return handled;
}

/** Claims one due subscription (an hour's lease) and renews or ends it. */
async function renewOne(userId: string, now: Date): Promise<boolean> {
  const [sub] = await db()
    .update(subscriptions)
    .set({ nextAttemptAt: new Date(now.getTime() + 3600_000) })
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ["active", "past_due"]),
        lte(subscriptions.nextAttemptAt, now),
      ),
    )
    .returning();
  if (!sub) return false;
  const plan = (sub.nextPlan ?? sub.plan) as PlanId;
  if (sub.cancelAtPeriodEnd || plan === "free") {
    await endSubscription(userId, "cancelled");
    return true;
  }
  const cycle = sub.nextBillingCycle ?? sub.billingCycle;
  const amount = PLANS[plan].price[cycle];
  const [user] = await db()
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  const [card] = await db()
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt))
    .limit(1);
  const provider = paymentProvider();
  if (!user) return false;
  // A renewal charge still being processed is not a failure, and must not be charged again:
  // wait (the claim's hour) until it settles or the 24-hour job abandons it.
  const [processing] = await db()
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.renewal, true),
        eq(payments.status, "pending"),
        gt(payments.createdAt, new Date(now.getTime() - DAY)),
      ),
    )
    .limit(1);
  if (processing) return true;
  let failure = "There is no saved card to charge";
  if (card && provider) {
    const reference = newReference();
    const [payment] = await db()
      .insert(payments)
      .values({
        reference,
        userId,
        purpose: "subscription",
        plan,
        billingCycle: cycle,
        amount,
        method: "card",
        renewal: true,
        description: `${PLANS[plan].name} plan renewal (${cycle})`,
      })
      .returning();
    try {
      const outcome = await provider.chargeAuthorization({
        authorizationCode: card.authorizationCode,
        // The provider charges a saved card only with the e-mail it was paid with.
        email: card.email ?? user.email,
        amountKobo: toKobo(amount),
        reference,
        metadata: { purpose: "subscription", paymentId: payment!.id, renewal: true },
      });
      const applied = await applyTransaction(outcome);
      if (applied === "granted" || applied === "already" || applied === "open") return true;
      failure = outcome.message ?? "The card was declined";
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      failure = "The payment provider could not be reached";
      await db()
        .update(payments)
        .set({ status: "failed", failureReason: error.message })
        .where(eq(payments.id, payment!.id));
    }
  }
  await renewalFailed(sub, user, failure, amount);
  return true;
}

/** Counts a failed renewal: schedules the next retry with a mail, or ends the plan. */
async function renewalFailed(
  sub: Subscription,
  user: { email: string; firstName: string },
  failure: string,
  amount: number,
) {
  const attempts = sub.renewalAttempts + 1;
  const retryDay = RENEWAL_RETRY_DAYS[attempts - 1];
  const name = PLANS[(sub.nextPlan ?? sub.plan) as PlanId].name;
  if (retryDay === undefined) {
    await notify(sub.userId, {
      type: "payment_failed",
      title: words("mail.renewal.failed", { plan: name }),
      body: words("mail.renewal.backToFree", { reason: failure }),
      link: "/payment?tab=transactions",
    });
    await endSubscription(sub.userId, "renewal_failed");
    return;
  }
  const retryAt = new Date(sub.currentPeriodEnd.getTime() + retryDay * DAY);
  await db()
    .update(subscriptions)
    .set({
      status: "past_due",
      renewalAttempts: attempts,
      nextAttemptAt: retryAt,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.userId, sub.userId));
  await recordActivity(
    sub.userId,
    "payment_failed",
    null,
    msg("account.activity.renewalFailed", {
      plan: msg(`account.plan.${sub.nextPlan ?? sub.plan}` as "account.plan.free"),
      reason: failure,
    }),
  );
  // In the seller's language, the retry day in their zone (docs/decisions/023-languages.md);
  // the provider's reason as it gave it.
  const { t, link, f } = await mailReader(sub.userId);
  await notify(sub.userId, {
    type: "payment_failed",
    title: t("mail.renewal.failed", { plan: name }),
    body: t("mail.renewal.retryNote", { reason: failure, date: f.date(retryAt) }),
    link: "/payment?tab=transactions",
  });
  const parts: MailPart[] = [
    t("mail.hello", { name: user.firstName }),
    t("mail.renewal.body", {
      amount: f.naira(amount),
      plan: name,
      reason: failure,
      date: f.date(retryAt),
    }),
    { href: link("/payment"), label: t("mail.renewal.payNow") },
  ];
  await queueMail({
    to: user.email,
    subject: t("mail.renewal.failed", { plan: name }),
    text: mailText(parts),
    html: mailHtml(parts),
  });
}
