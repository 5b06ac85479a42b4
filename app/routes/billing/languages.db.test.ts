/**
 * Plans and payments in Hausa, Yoruba and Igbo (docs/decisions/023-languages.md): smoke renders
 * of /payment (the Transactions tab and the Plans tab's move to Free in Hausa), the receipt page
 * in Hausa, /subscription in Yoruba and the simulated checkout in Igbo, each with no "Missing
 * message", its links and form actions under the prefix, and what the loader makes in the
 * language: payments named from what they bought (the stored English description is not shown),
 * statuses, amounts in naira, the time paid in the reader's zone with the zone named. The
 * action's flash messages and refusals are keys read in the page's language, back on its
 * address. The words themselves are the catalogue check's (app/i18n/catalogues.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translateText } from "~/i18n/server/catalogues.server";
import { formErrorsOf } from "~/lib/forms/form-answer";
import { startSubscriptionPayment } from "~/models/billing/payments.server";
import { updatePreferences } from "~/models/shared/preferences.server";
import { flashIn, readFlash } from "~/request/flash.server";
import {
  paymentProvider,
  setPaymentProvider,
  type PaymentProvider,
} from "~/services/payments.server";
import { createPayment, createSubscription, createUser, saveCard } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { offPrefix, renderIn } from "../../../tests/support/render-languages";
import { callRoute, signIn } from "../../../tests/support/routes";
import * as checkout from "./checkout";
import * as payment from "./payment/route";
import * as receipt from "./receipt";
import * as subscription from "./subscription/route";

useTestDatabase();

let receiptCounter = 900_000;

/** A Basic subscriber with a card, a completed plan payment and a failed boost payment. */
async function subscriber() {
  const user = await createUser({ accountType: "seller" });
  await createSubscription(user.id, "basic");
  await saveCard(user.id, "4081", true);
  await createPayment(user.id, {
    status: "completed",
    channel: "card",
    receiptNumber: ++receiptCounter,
    completedAt: new Date("2026-03-05T13:03:00Z"),
  });
  await createPayment(user.id, {
    boost: "featured",
    status: "failed",
    method: "bank_transfer",
    description: "Featured Listing for “Toyota Camry 2018” (7 days)",
  });
  return { user, sessionCookie: await signIn(user) };
}

describe("/payment", () => {
  it("reads the Transactions tab in Hausa, naming each payment from what it bought", async () => {
    const { sessionCookie } = await subscriber();
    const { html, text } = await renderIn(payment, "/:lang?/payment", {
      path: "/ha/payment?tab=transactions",
      sessionCookie,
    });
    for (const words of [
      "Tsarin Basic (kowane wata)",
      "Talla na musamman don “Toyota Camry 2018” (kwanaki 7)",
      "An kammala",
      "Ya gaza",
      "Kati",
    ])
      expect(text).toContain(words);
    for (const english of ["Basic plan (monthly)", "Featured Listing for", "Completed", "Export"])
      expect(text).not.toContain(english);
    expect(html).toMatch(/href="\/ha\/payment\/receipts\/[0-9a-f-]+"/);
    expect(offPrefix(html, "ha")).toEqual([]);
  });

  it("reads the Plans tab's move to Free in Hausa, naming the plan it cancels", async () => {
    const { sessionCookie } = await subscriber();
    const { html, text } = await renderIn(payment, "/:lang?/payment", {
      path: "/ha/payment?tab=plans&plan=free",
      sessionCookie,
    });
    expect(text).toContain("Koma tsarin Kyauta");
    expect(text).toContain("Zaɓar Kyauta zai soke biyan kuɗinka na Basic");
    expect(text).not.toContain("Move to the Free plan");
    expect(offPrefix(html, "ha")).toEqual([]);
  });

  it("flashes in the page's language and refuses in it, back on the same language's address", async () => {
    const { user, sessionCookie } = await subscriber();
    const other = await saveCard(user.id, "1111");
    const r = await callRoute(payment.action, {
      method: "POST",
      path: "/ha/payment",
      params: { lang: "ha" },
      sessionCookie,
      form: { intent: "set-default-card", id: other.id },
    });
    expect(r.location).toBe("/ha/payment?tab=payment-methods");
    const cookie = r.headers.get("set-cookie")!.split(";")[0]!;
    const { flash } = await readFlash(new Request("http://x/", { headers: { Cookie: cookie } }));
    expect(flash!.message).toBe("billing.flash.defaultCard");
    expect(flashIn(flash!, "ha").message).toBe("An canza babban kati.");
    expect(translateText("en", flash!.message)).toBe("Default card changed.");

    const resumed = await callRoute(payment.action, {
      method: "POST",
      path: "/ha/payment",
      params: { lang: "ha" },
      sessionCookie,
      form: { intent: "resume-subscription" },
    });
    expect(resumed.status).toBe(409);
    expect(formErrorsOf(resumed.body)).toEqual(["Biyan kuɗinka yana sabunta yadda yake"]);
  });
});

describe("the receipt page", () => {
  it("reads in Hausa, the time paid in the reader's zone with the zone named", async () => {
    const user = await createUser({ firstName: "Bola", lastName: "Ade" });
    const paid = await createPayment(user.id, {
      status: "completed",
      method: "card",
      channel: "bank_transfer",
      receiptNumber: 8_001,
      completedAt: new Date("2025-03-05T13:03:00Z"),
    });
    const sessionCookie = await signIn(user);
    const render = () =>
      renderIn(receipt, "/:lang?/payment/receipts/:id", {
        path: `/ha/payment/receipts/${paid!.id}`,
        sessionCookie,
      });
    const { html, text } = await render();
    for (const words of [
      "Lambar rasidi MM-R-008001",
      "Ranar biya 5 Mar 2025, 14:03 WAT",
      "Hanyar biya Tura kuɗi ta banki",
      "Tsarin Basic (kowane wata) ₦40,000",
    ])
      expect(text).toContain(words);
    for (const english of ["Receipt number", "Date paid", "Basic plan", "Total paid"])
      expect(text).not.toContain(english);
    expect(html).toContain('href="/ha/payment?tab=transactions"');
    expect(offPrefix(html, "ha")).toEqual([]);
    await updatePreferences(user.id, { timezone: "UTC" });
    expect((await render()).text).toContain("Ranar biya 5 Mar 2025, 13:03 UTC");
  });
});

describe("/subscription", () => {
  it("reads in Yoruba, prices in naira and links on Yoruba addresses", async () => {
    const sessionCookie = await signIn(await createUser());
    const { html, text } = await renderIn(subscription, "/:lang?/subscription", {
      path: "/yo/subscription?tab=plans",
      sessionCookie,
    });
    for (const words of ["O wà lórí ètò Ọ̀fẹ́", "₦40,000"]) expect(text).toContain(words);
    for (const english of ["Choose Your Plan", "Most Popular", "Why Upgrade", "Featured Listing"])
      expect(text).not.toContain(english);
    expect(html).toContain('href="/yo/payment?tab=plans&amp;plan=basic');
    expect(offPrefix(html, "yo")).toEqual([]);
  });
});

describe("the test checkout", () => {
  let before: PaymentProvider | null = null;
  beforeAll(() => {
    before = paymentProvider();
    setPaymentProvider(undefined);
  });
  afterAll(() => setPaymentProvider(before ?? undefined));

  it("reads in Igbo, the payment named from what it buys", async () => {
    const user = await createUser();
    const started = await startSubscriptionPayment(user, {
      plan: "premium",
      billingCycle: "yearly",
      method: "card",
    });
    const { html, text } = await renderIn(checkout, "/:lang?/payment/checkout/:reference", {
      path: `/ig/payment/checkout/${started.reference}`,
    });
    for (const words of ["Atụmatụ Premium (kwa afọ)", "Kwụọ site na kaadị", "₦1,000,000"])
      expect(text).toContain(words);
    for (const english of ["Test checkout", "Premium plan", "Pay by card", "Decline"])
      expect(text).not.toContain(english);
    expect(offPrefix(html, "ig")).toEqual([]);
  });
});
