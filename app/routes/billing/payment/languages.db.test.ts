/**
 * /payment in the site's languages (docs/decisions/023-languages.md): every tab in Hausa, one in
 * Yoruba and one in Igbo, from the `billing` catalogue; amounts in naira, payments named from what
 * they bought (the stored English description is not shown), the action's flash messages and
 * refusals as keys read in the page's language.
 */
import { describe, expect, it } from "vitest";
import { translateText } from "~/i18n/server/catalogues.server";
import { formErrorsOf } from "~/lib/forms/form-answer";
import { flashIn, readFlash } from "~/request/flash.server";
import { failOnMissingMessages } from "../../../../tests/support/i18n";
import {
  createPayment,
  createSubscription,
  createUser,
  saveCard,
} from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { pageText, renderPage } from "../../../../tests/support/render";
import { callRoute, signIn } from "../../../../tests/support/routes";
import * as page from "./route";

useTestDatabase();

failOnMissingMessages();

const render = (path: string, sessionCookie: string) =>
  renderPage(page, "/:lang?/payment", { path, sessionCookie });

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

describe("/payment's languages", () => {
  it("reads the Overview in Hausa", async () => {
    const sessionCookie = await signIn(await createUser());
    const html = await render("/ha/payment", sessionCookie);
    const text = pageText(html);
    for (const words of ["Biya da Lissafi", "Jimillar kashewa", "Kyauta har abada", "₦0"])
      expect(text).toContain(words);
    expect(text).not.toContain("Payment & Billing");
    expect(html).toContain('href="/ha/payment?tab=transactions"');
  });

  it("reads the Plans tab's panels in Hausa", async () => {
    const { sessionCookie } = await subscriber();
    const upgrade = pageText(await render("/ha/payment?tab=plans&plan=premium", sessionCookie));
    for (const words of [
      "Kammala haɓaka tsarinka",
      "Taƙaitaccen oda",
      "Kammala biya",
      "Tura kuɗi ta banki",
    ])
      expect(upgrade).toContain(words);
    for (const english of ["Complete Your Upgrade", "Order summary", "Secure payment"])
      expect(upgrade).not.toContain(english);

    const cancel = pageText(await render("/ha/payment?tab=plans&plan=free", sessionCookie));
    expect(cancel).toContain("Koma tsarin Kyauta");
    expect(cancel).toContain("Zaɓar Kyauta zai soke biyan kuɗinka na Basic");
    expect(cancel).not.toContain("Move to the Free plan");

    const yearly = pageText(
      await render("/ha/payment?tab=plans&plan=basic&cycle=yearly", sessionCookie),
    );
    expect(yearly).toContain("Wannan canjin zai fara aiki a");
    expect(yearly).toContain("Tabbatar da canji");
    expect(yearly).not.toContain("This change takes effect");
  });

  it("reads the Payment Methods tab in Hausa", async () => {
    const { sessionCookie } = await subscriber();
    const text = pageText(await render("/ha/payment?tab=payment-methods", sessionCookie));
    for (const words of ["Katunan da aka ajiye", "Zai ƙare 09/30", "Babba", "Cire", "Ƙara kati"])
      expect(text).toContain(words);
    for (const english of ["Saved cards", "Expires", "Remove", "Bank accounts are not stored"])
      expect(text).not.toContain(english);
  });

  it("reads the Transactions tab in Hausa, naming each payment from what it bought", async () => {
    const { sessionCookie } = await subscriber();
    const html = await render("/ha/payment?tab=transactions", sessionCookie);
    const text = pageText(html);
    for (const words of [
      "Duk ma'amaloli",
      "Tsarin Basic (kowane wata)",
      "Talla na musamman don “Toyota Camry 2018” (kwanaki 7)",
      "An kammala",
      "Ya gaza",
      "Kati",
      "Fitar a matsayin CSV",
    ])
      expect(text).toContain(words);
    for (const english of ["Basic plan (monthly)", "Featured Listing for", "Completed", "Export"])
      expect(text).not.toContain(english);
    expect(html).toMatch(/href="\/ha\/payment\/receipts\/[0-9a-f-]+"/);
  });

  it("reads the Billing tab in Hausa", async () => {
    const { sessionCookie } = await subscriber();
    const text = pageText(await render("/ha/payment?tab=billing", sessionCookie));
    for (const words of [
      "Bayanan lissafi",
      "Cikakken suna",
      "Bayanan haraji",
      "Rasidi",
      "Tsarin Basic (kowane wata)",
    ])
      expect(text).toContain(words);
    for (const english of ["Billing details", "Full name", "Tax information", "Invoices"])
      expect(text).not.toContain(english);
  });

  it("reads the Transactions tab in Yoruba and the Payment Methods tab in Igbo", async () => {
    const { sessionCookie } = await subscriber();
    const yo = pageText(await render("/yo/payment?tab=transactions", sessionCookie));
    expect(yo).toContain("Gbogbo ìdúnàádúrà");
    expect(yo).toContain("Ètò Basic (lóṣooṣù)");
    expect(yo).toContain("fún “Toyota Camry 2018” (ọjọ́ 7)");
    expect(yo).not.toContain("All transactions");
    const ig = pageText(await render("/ig/payment?tab=payment-methods", sessionCookie));
    expect(ig).toContain("Kaadị echekwara");
    expect(ig).toContain("Tinye kaadị");
    expect(ig).not.toContain("Saved cards");
  });

  it("flashes in the page's language and refuses in it, back on the same language's address", async () => {
    const { user, sessionCookie } = await subscriber();
    const other = await saveCard(user.id, "1111");
    const r = await callRoute(page.action, {
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

    const resumed = await callRoute(page.action, {
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
