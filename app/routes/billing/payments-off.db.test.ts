/**
 * Payments switched off (no Paystack key and SIMULATED_PAYMENTS off; README, Configuration):
 * /subscription, /payment and /boost say so plainly and offer no Upgrade Now, Complete Payment,
 * Add card or Continue to payment, while a post that still arrives, and the API, answer a clear
 * 503. Rendered on the server, as a browser without JavaScript gets the pages.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formErrorsOf } from "~/lib/forms/form-answer";
import { resetEnv } from "~/env.server";
import { createListing, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { pageText, renderPage } from "../../../tests/support/render";
import { callRoute, signIn } from "../../../tests/support/routes";
import * as createApi from "../api/payments/create";
import * as boost from "./boost";
import * as payment from "./payment/route";
import * as subscription from "./subscription/route";

useTestDatabase();

const OFF = "Payments are not set up on this site yet";

beforeAll(() => {
  process.env.SIMULATED_PAYMENTS = "false";
  resetEnv();
});
afterAll(() => {
  delete process.env.SIMULATED_PAYMENTS;
  resetEnv();
});

/** The `role="status"` element's text, or null. */
function statusText(html: string): string | null {
  const match = html.match(/<[a-z]+[^>]*role="status"[^>]*>([\s\S]*?)<\/(p|div|section)>/);
  return match ? pageText(match[1]!) : null;
}

describe("payments switched off", () => {
  it("/subscription says so and offers no Upgrade Now", async () => {
    const seller = await createUser();
    const html = await renderPage(subscription, "/subscription", {
      path: "/subscription",
      sessionCookie: await signIn(seller),
    });
    expect(statusText(html)).toContain(OFF);
    expect(pageText(html)).not.toContain("Upgrade Now");
    expect(html).not.toContain("/payment?tab=plans&amp;plan=basic");
    expect(pageText(html)).not.toContain("Add Boost");
    const premium = await renderPage(subscription, "/subscription", {
      path: "/subscription?tab=premium",
      sessionCookie: await signIn(seller),
    });
    expect(pageText(premium)).not.toContain("Upgrade to Premium");
  });

  it("/payment's Plans tab shows no Complete Your Upgrade panel, and no Add card", async () => {
    const seller = await createUser();
    const sessionCookie = await signIn(seller);
    const plans = await renderPage(payment, "/payment", {
      path: "/payment?tab=plans&plan=basic&cycle=monthly",
      sessionCookie,
    });
    expect(statusText(plans)).toContain(OFF);
    expect(pageText(plans)).not.toContain("Complete Payment");
    expect(pageText(plans)).not.toContain("Choose Basic");
    expect(plans).not.toContain('value="upgrade"');

    const methods = await renderPage(payment, "/payment", {
      path: "/payment?tab=payment-methods",
      sessionCookie,
    });
    expect(statusText(methods)).toContain(OFF);
    expect(methods).not.toContain('value="add-card"');
  });

  it("/boost says so and offers no Continue to payment", async () => {
    const seller = await createUser();
    await createListing(seller.id, { title: "Toyota Camry 2014" });
    const html = await renderPage(boost, "/boost", {
      path: "/boost",
      sessionCookie: await signIn(seller),
    });
    expect(statusText(html)).toContain(OFF);
    expect(pageText(html)).not.toContain("Continue to payment");
    expect(html).not.toContain('method="post"');
    // The packages and their prices are still there to read.
    expect(pageText(html)).toContain("Featured Listing");
  });

  it("/boost says so in Hausa from the billing catalogue", async () => {
    const seller = await createUser();
    await createListing(seller.id, { title: "Toyota Camry 2014" });
    const html = await renderPage(boost, "/:lang?/boost", {
      path: "/ha/boost",
      sessionCookie: await signIn(seller),
    });
    expect(statusText(html)).toContain("Ba a saita biyan kuɗi a wannan shafin ba tukuna");
    expect(pageText(html)).not.toContain(OFF);
  });

  it("a post in Hausa is refused in Hausa", async () => {
    const seller = await createUser();
    const listing = await createListing(seller.id);
    const boosted = await callRoute(boost.action, {
      path: "/ha/boost",
      params: { lang: "ha" },
      sessionCookie: await signIn(seller),
      form: { listingId: listing.id, boost: "featured", method: "card" },
    });
    expect(boosted.status).toBe(503);
    expect(formErrorsOf(boosted.body)?.[0]).toContain("Ba a shirya biya a wannan shafin ba tukuna");
  });

  it("a post that still arrives, and the API, answer 503 with the same plain message", async () => {
    const seller = await createUser();
    const listing = await createListing(seller.id);
    const sessionCookie = await signIn(seller);

    const upgrade = await callRoute(payment.action, {
      path: "/payment?tab=plans&plan=basic",
      sessionCookie,
      form: { intent: "upgrade", plan: "basic", cycle: "monthly", method: "card" },
    });
    expect(upgrade.status).toBe(503);
    expect(formErrorsOf(upgrade.body)?.[0]).toContain(OFF);

    const boosted = await callRoute(boost.action, {
      path: "/boost",
      sessionCookie,
      form: { listingId: listing.id, boost: "featured", method: "card" },
    });
    expect(boosted.status).toBe(503);
    expect(formErrorsOf(boosted.body)?.[0]).toContain(OFF);

    const api = await callRoute(createApi.action, {
      method: "POST",
      path: "/api/payments/create",
      token: await signIn(seller),
      json: { purpose: "subscription", plan: "basic" },
    });
    expect(api.status).toBe(503);
    expect(api.body).toMatchObject({ success: false });
    expect(api.body.message).toContain(OFF);
  });
});
