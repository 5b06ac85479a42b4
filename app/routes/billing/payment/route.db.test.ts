/**
 * `/payment`, Payment & Billing (docs/product.md#payment-and-billing;
 * docs/decisions/010-payments.md): the five tabs render; an upgrade goes to the provider's checkout
 * (the simulated one, as no Paystack key is set) with no card fields on our page; downgrades and
 * cancellations are scheduled for the period end; the billing form keeps what was typed on an error
 * and saves when valid; someone else's card is a 404 and cancelling the free plan a message, never
 * a 500. The page is rendered on the server as a browser without JavaScript gets it.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formErrorsOf } from "~/lib/forms/form-answer";
import { db } from "#db/connection";
import { payments } from "#db/schema";
import { formatDate, formatNaira } from "~/lib/format/format";
import { PLANS } from "~/lib/billing/plans";
import { getBillingProfile, listPaymentMethods } from "~/models/billing/cards.server";
import { getSubscription } from "~/models/billing/subscriptions.server";
import { createSubscription, createUser, saveCard } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { pageText, renderFailure, renderPage } from "../../../../tests/support/render";
import { callRoute, signIn, type CallInit } from "../../../../tests/support/routes";
import * as page from "./route";

useTestDatabase();

const render = (init: CallInit) => renderPage(page, "/payment", init, "192.0.2.20");
const text = pageText;

const BILLING = {
  intent: "save-billing",
  fullName: "Ada Okafor",
  email: "ada@example.ng",
  phone: "+234 803 123 4567",
  address: "12 Allen Avenue",
  city: "Ikeja",
  state: "lagos",
  taxId: "",
  businessName: "Ada Motors",
};

describe("/payment", () => {
  it("shows the product's failure text when loading fails", async () => {
    const html = await renderFailure(page.ErrorBoundary, "/payment");
    expect(text(html)).toContain("Failed to load payment information");
  });

  it("sends a signed-out visitor to log in", async () => {
    const r = await callRoute(page.loader, { path: "/payment?tab=billing" });
    expect(r.status).toBe(302);
    expect(r.location).toMatch(/^\/login\?redirectTo=/);
  });

  it("renders the summary cards and all five tabs", async () => {
    const user = await createUser();
    await saveCard(user.id, "4081", true);
    await db().insert(payments).values({
      reference: "MM-test-completed",
      userId: user.id,
      purpose: "boost",
      description: "Featured Listing for “Toyota Corolla” (7 days)",
      amount: 25_000,
      status: "completed",
      method: "card",
      receiptNumber: 1,
      completedAt: new Date(),
    });
    const sessionCookie = await signIn(user);
    const get = async (query: string) =>
      text(await render({ path: `/payment${query}`, sessionCookie }));

    const overview = await get("");
    expect(overview).toContain("Payment & Billing");
    expect(overview).toMatch(/Current Plan Free/);
    expect(overview).toContain(`Total Spent ${formatNaira(25_000)}`);
    expect(overview).toContain("Next Billing N/A");
    expect(overview).toContain("Saved Payment Methods 1");
    expect(overview).toContain("Free forever");
    expect(overview).toContain("Contact billing support");
    expect(overview).toContain("Featured Listing for “Toyota Corolla” (7 days)");

    const plans = await get("?tab=plans&cycle=yearly");
    expect(plans).toContain("Save up to 17%");
    expect(plans).toContain("Most Popular");
    expect(plans).toContain(formatNaira(PLANS.premium.price.yearly));
    expect(plans).toContain("Limitations");
    expect(plans).toContain(`You save ${formatNaira(PLANS.basic.price.monthly * 2)} a year`);
    expect(await get("?tab=plans")).not.toContain("Save up to 17%");

    const methods = await get("?tab=payment-methods");
    expect(methods).toContain("•••• ending 4081");
    expect(methods).toContain("Expires 09/30");
    expect(methods).toContain("Default");
    expect(methods).not.toContain("Set Default");
    expect(methods).toContain("Bank accounts are not stored");

    const transactions = await get("?tab=transactions&type=featured_listing");
    expect(transactions).toContain("Export as CSV");
    expect(transactions).toContain("Completed");
    const html = await render({ path: "/payment?tab=transactions", sessionCookie });
    expect(html).toContain('href="/payment/transactions.csv?type=all"');
    expect(html).toMatch(/href="\/payment\/receipts\/[0-9a-f-]{36}\/pdf"/);
    expect(await get("?tab=transactions&type=subscription")).toContain(
      "No transactions of this type yet.",
    );

    const billing = await get("?tab=billing");
    expect(billing).toContain("Billing information");
    expect(billing).toContain("Tax information");
    expect(billing).toContain("Abuja (FCT)");
    expect(billing).toContain("Invoices and receipts");
  });

  it("opens Complete Your Upgrade without card fields and sends the buyer to the checkout", async () => {
    const user = await createUser();
    const sessionCookie = await signIn(user);
    const html = await render({
      path: "/payment?tab=plans&plan=basic&cycle=monthly",
      sessionCookie,
    });
    const shown = text(html);
    expect(shown).toContain("Complete Your Upgrade");
    expect(shown).toContain("Card (Visa, Mastercard, Verve)");
    expect(shown).toContain("USSD");
    expect(shown).toContain(`Total ${formatNaira(PLANS.basic.price.monthly)}`);
    expect(shown).toContain("Complete Payment");
    expect(html).not.toMatch(/name="(card|cardNumber|number|cvv|expiry)"/i);

    const r = await callRoute(page.action, {
      path: "/payment?tab=plans&plan=basic&cycle=monthly",
      form: { intent: "upgrade", plan: "basic", cycle: "monthly", method: "card" },
      sessionCookie,
    });
    expect(r.status).toBe(302);
    expect(r.location).toContain("/payment/checkout/MM-");
    const [pending] = await db().select().from(payments).where(eq(payments.userId, user.id));
    expect(pending).toMatchObject({ amount: PLANS.basic.price.monthly, status: "pending" });
  });

  it("refuses a bad plan or a non-upgrade with a message, keeping the choice", async () => {
    const user = await createUser();
    await createSubscription(user.id, "premium");
    const sessionCookie = await signIn(user);
    const bad = await callRoute(page.action, {
      path: "/payment?tab=plans",
      form: { intent: "upgrade", plan: "gold", cycle: "monthly", method: "ussd" },
      sessionCookie,
    });
    expect(bad.status).toBe(400);
    expect(formErrorsOf(bad.body)).toEqual(["Choose the Basic or Premium plan"]);
    const down = await callRoute(page.action, {
      path: "/payment?tab=plans",
      form: { intent: "upgrade", plan: "basic", cycle: "monthly", method: "ussd" },
      sessionCookie,
    });
    expect(down.status).toBe(409);
    expect(down.body.result.initialValue).toMatchObject({ plan: "basic", method: "ussd" });
  });

  it("schedules a downgrade and a cancellation for the period end, and resumes", async () => {
    const user = await createUser();
    const { currentPeriodEnd: end } = await createSubscription(user.id, "premium");
    const sessionCookie = await signIn(user);
    const panel = text(
      await render({ path: "/payment?tab=plans&plan=basic&cycle=monthly", sessionCookie }),
    );
    expect(panel).toContain(`takes effect on ${formatDate(end)}`);
    expect(panel).not.toContain("Complete Your Upgrade");

    const change = await callRoute(page.action, {
      path: "/payment?tab=plans&plan=basic&cycle=monthly",
      form: { intent: "schedule-change", plan: "basic", cycle: "monthly" },
      sessionCookie,
    });
    expect(change.status).toBe(302);
    expect(change.location).toBe("/payment?tab=overview");
    expect(await getSubscription(user.id)).toMatchObject({ plan: "premium", nextPlan: "basic" });

    const free = text(await render({ path: "/payment?tab=plans&plan=free", sessionCookie }));
    expect(free).toContain("Move to the Free plan");

    const confirm = text(
      await render({ path: "/payment?tab=overview&confirm=cancel", sessionCookie }),
    );
    expect(confirm).toContain("Cancel your Premium plan?");
    const cancel = await callRoute(page.action, {
      path: "/payment?tab=overview&confirm=cancel",
      form: { intent: "cancel-subscription" },
      sessionCookie,
    });
    expect(cancel.status).toBe(302);
    expect((await getSubscription(user.id))?.cancelAtPeriodEnd).toBe(true);
    const overview = text(await render({ path: "/payment?tab=overview", sessionCookie }));
    expect(overview).toContain(`Cancelled — ends ${formatDate(end)}`);
    expect(overview).toContain("Resume subscription");
    expect(overview).toContain("Next Billing N/A");

    const resume = await callRoute(page.action, {
      path: "/payment?tab=overview",
      form: { intent: "resume-subscription" },
      sessionCookie,
    });
    expect(resume.status).toBe(302);
    expect(await getSubscription(user.id)).toMatchObject({
      cancelAtPeriodEnd: false,
      nextPlan: null,
    });
    expect(text(await render({ path: "/payment", sessionCookie }))).toContain(
      "Active subscription",
    );
  });

  it("answers cancelling the free plan with a message, not a 500", async () => {
    const sessionCookie = await signIn(await createUser());
    const r = await callRoute(page.action, {
      path: "/payment?tab=overview",
      form: { intent: "cancel-subscription" },
      sessionCookie,
    });
    expect(r.status).toBe(404);
    expect(formErrorsOf(r.body)).toEqual(["You have no paid subscription"]);
    const html = await render({
      path: "/payment?tab=overview",
      method: "POST",
      form: { intent: "cancel-subscription" },
      sessionCookie,
    });
    expect(text(html)).toContain("You have no paid subscription");
  });

  it("keeps what was typed when the billing form is invalid, and saves it when valid", async () => {
    const user = await createUser();
    const sessionCookie = await signIn(user);
    const invalid = { ...BILLING, taxId: "12ab", city: "Ikeja GRA" };
    const r = await callRoute(page.action, {
      path: "/payment?tab=billing",
      form: invalid,
      sessionCookie,
    });
    expect(r.status).toBe(400);
    expect(r.body.result.error.taxId).toEqual(["A TIN is 8 to 20 digits (dashes allowed)"]);
    expect(r.body.result.initialValue).toMatchObject({ taxId: "12ab", city: "Ikeja GRA" });
    const html = await render({
      path: "/payment?tab=billing",
      form: invalid,
      sessionCookie,
    });
    expect(html).toContain('value="12ab"');
    expect(html).toContain('value="Ikeja GRA"');
    expect(text(html)).toContain("A TIN is 8 to 20 digits (dashes allowed)");
    expect((await getBillingProfile(user.id)).saved).toBe(false);

    const ok = await callRoute(page.action, {
      path: "/payment?tab=billing",
      form: { ...BILLING, taxId: "12345678-0001" },
      sessionCookie,
    });
    expect(ok.status).toBe(302);
    expect(ok.location).toBe("/payment?tab=billing");
    expect(await getBillingProfile(user.id)).toMatchObject({
      saved: true,
      taxId: "12345678-0001",
      state: "lagos",
      businessName: "Ada Motors",
    });
  });

  it("changes and removes only the user's own cards", async () => {
    const user = await createUser();
    const other = await createUser();
    const mine = await saveCard(user.id, "1111", true);
    const second = await saveCard(user.id, "2222");
    const theirs = await saveCard(other.id, "9999", true);
    const sessionCookie = await signIn(user);
    const post = (form: Record<string, string>) =>
      callRoute(page.action, { path: "/payment?tab=payment-methods", form, sessionCookie });

    const foreign = await post({ intent: "remove-card", id: theirs.id });
    expect(foreign.status).toBe(404);
    expect(formErrorsOf(foreign.body)).toEqual(["Payment method not found"]);
    expect((await post({ intent: "set-default-card", id: theirs.id })).status).toBe(404);
    expect((await post({ intent: "remove-card", id: "not-a-uuid" })).status).toBe(404);
    expect(await listPaymentMethods(other.id)).toHaveLength(1);

    expect((await post({ intent: "set-default-card", id: second.id })).status).toBe(302);
    expect((await listPaymentMethods(user.id))[0]).toMatchObject({
      id: second.id,
      isDefault: true,
    });
    expect((await post({ intent: "remove-card", id: mine.id })).status).toBe(302);
    expect((await listPaymentMethods(user.id)).map((c) => c.last4)).toEqual(["2222"]);

    const add = await post({ intent: "add-card" });
    expect(add.status).toBe(302);
    expect(add.location).toContain("/payment/checkout/MM-");
  });
});
