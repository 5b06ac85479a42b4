/**
 * The simulated checkout, the payment callback and the receipt page in the site's languages
 * (docs/decisions/023-languages.md): the `billing` catalogue's words, the payment named from what
 * it bought, amounts in naira, the time paid in the reader's zone with the zone named.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSubscriptionPayment } from "~/models/billing/payments.server";
import { updatePreferences } from "~/models/shared/preferences.server";
import {
  paymentProvider,
  setPaymentProvider,
  type PaymentProvider,
} from "~/services/payments.server";
import { failOnMissingMessages } from "../../../tests/support/i18n";
import { createPayment, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { pageText, renderPage } from "../../../tests/support/render";
import { signIn } from "../../../tests/support/routes";
import * as checkout from "./checkout";
import * as receipt from "./receipt";

useTestDatabase();

failOnMissingMessages();

describe("the test checkout's languages", () => {
  let before: PaymentProvider | null = null;
  beforeAll(() => {
    before = paymentProvider();
    setPaymentProvider(undefined);
  });
  afterAll(() => setPaymentProvider(before ?? undefined));

  it.each([
    ["ha", "Biyan gwaji", "Tsarin Premium (kowace shekara)", "Biya da kati", "Lambar shaida"],
    ["ig", "Ịkwụ ụgwọ nnwale", "Atụmatụ Premium (kwa afọ)", "Kwụọ site na kaadị", "Ntụaka"],
  ] as const)("reads in %s", async (language, note, name, pay, reference) => {
    const user = await createUser();
    const started = await startSubscriptionPayment(user, {
      plan: "premium",
      billingCycle: "yearly",
      method: "card",
    });
    const text = pageText(
      await renderPage(checkout, "/:lang?/payment/checkout/:reference", {
        path: `/${language}/payment/checkout/${started.reference}`,
      }),
    );
    for (const words of [note, name, pay, reference, "₦1,000,000"]) expect(text).toContain(words);
    for (const english of ["Test checkout", "Premium plan", "Pay by card", "Decline"])
      expect(text).not.toContain(english);
  });
});

describe("the receipt page's languages", () => {
  let receiptCounter = 8_000;

  async function paid() {
    const user = await createUser({ firstName: "Bola", lastName: "Ade" });
    const payment = await createPayment(user.id, {
      status: "completed",
      method: "card",
      channel: "bank_transfer",
      receiptNumber: ++receiptCounter,
      completedAt: new Date("2025-03-05T13:03:00Z"),
    });
    return { user, payment: payment!, sessionCookie: await signIn(user) };
  }

  it("reads in Hausa, the time paid in the reader's zone with the zone named", async () => {
    const { user, payment, sessionCookie } = await paid();
    const render = async () =>
      renderPage(receipt, "/:lang?/payment/receipts/:id", {
        path: `/ha/payment/receipts/${payment.id}`,
        sessionCookie,
      });
    const html = await render();
    const text = pageText(html);
    for (const words of [
      "Lambar rasidi MM-R-008001",
      "Ranar biya 5 Mar 2025, 14:03 WAT",
      "Hanyar biya Tura kuɗi ta banki",
      "Tsarin Basic (kowane wata) ₦40,000",
      "Jimillar da aka biya ₦40,000",
      "Na gode da biyan ka",
    ])
      expect(text).toContain(words);
    for (const english of ["Receipt number", "Date paid", "Basic plan", "Total paid", "Thank you"])
      expect(text).not.toContain(english);
    expect(html).toContain('href="/ha/payment?tab=transactions"');
    await updatePreferences(user.id, { timezone: "UTC" });
    expect(pageText(await render())).toContain("Ranar biya 5 Mar 2025, 13:03 UTC");
  });

  it("reads in Yoruba", async () => {
    const { payment, sessionCookie } = await paid();
    const text = pageText(
      await renderPage(receipt, "/:lang?/payment/receipts/:id", {
        path: `/yo/payment/receipts/${payment.id}`,
        sessionCookie,
      }),
    );
    for (const words of ["Nọ́ńbà ìwé-ẹ̀rí", "Ètò Basic (lóṣooṣù)", "Àpapọ̀ owó tí a san"])
      expect(text).toContain(words);
    expect(text).not.toContain("Receipt number");
  });
});
