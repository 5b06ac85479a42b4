/**
 * `/subscription`, "Choose Your Plan" (docs/product.md#subscription;
 * docs/decisions/010-payments.md): sign-in, the free plan's usage and limit warning, the three
 * catalogue plans with Most Popular and a disabled Current Plan, yearly prices, the paid banner,
 * the boosts and the Premium Features tab. The loader is called as React Router would, and the page
 * is rendered on the server (as a browser without JavaScript gets it) to check what the person
 * sees.
 */
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { listingSubmissions, subscriptions } from "#db/schema";
import { formatDate, formatNaira } from "~/lib/format/format";
import { BOOSTS, PLANS } from "~/lib/billing/plans";
import { createListing, createUser, createSubscription } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { pageText, renderFailure, renderPage } from "../../../../tests/support/render";
import { callRoute, signIn, type CallInit } from "../../../../tests/support/routes";
import * as page from "./route";
import { LIMIT_WARNING } from "./banner";

useTestDatabase();

const render = (init: CallInit) => renderPage(page, "/subscription", init, "192.0.2.10");
const text = pageText;

async function submitOne(sellerId: string) {
  const listing = await createListing(sellerId);
  await db().insert(listingSubmissions).values({ sellerId, listingId: listing.id });
}

describe("/subscription", () => {
  it("shows the product's failure text when loading fails", async () => {
    const html = await renderFailure(page.ErrorBoundary, "/subscription");
    expect(text(html)).toContain("Failed to load subscription data");
  });

  it("sends a signed-out visitor to log in and back", async () => {
    const r = await callRoute(page.loader, { path: "/subscription?cycle=yearly" });
    expect(r.status).toBe(302);
    expect(r.location).toBe(
      `/login?redirectTo=${encodeURIComponent("/subscription?cycle=yearly")}`,
    );
  });

  it("shows a free seller's usage, the limit warning and the three plans", async () => {
    const seller = await createUser();
    const sessionCookie = await signIn(seller);
    const before = text(await render({ path: "/subscription", sessionCookie }));
    expect(before).toContain("0 of 1 free listings used this month");
    expect(before).not.toContain(LIMIT_WARNING);

    await submitOne(seller.id);
    const data = await callRoute(page.loader, { path: "/subscription", sessionCookie });
    expect(data.body.record).toMatchObject({ plan: "free", uploadsUsed: 1, uploadsLimit: 1 });
    const html = await render({ path: "/subscription", sessionCookie });
    const shown = text(html);
    expect(shown).toContain("Choose Your Plan");
    expect(shown).toContain("1 of 1 free listings used this month");
    expect(shown).toContain(LIMIT_WARNING);
    for (const plan of Object.values(PLANS)) expect(shown).toContain(plan.name);
    expect(shown.match(/Most Popular/g)).toHaveLength(1);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Current Plan<\/button>/);
    expect(shown.match(/Current Plan/g)).toHaveLength(1);
    expect(html).toContain('href="/payment?tab=plans&amp;plan=basic&amp;cycle=monthly#complete"');
    expect(shown.match(/Upgrade Now/g)).toHaveLength(2);
    expect(shown).toContain(formatNaira(PLANS.basic.price.monthly));
    expect(shown).toContain("Unlimited listings");
    expect(shown).toContain("Save 2 months");
    // Plans & Pricing: Why Upgrade and the four boosts at the price for a free seller.
    expect(shown).toContain("Why Upgrade");
    for (const boost of Object.values(BOOSTS)) {
      expect(shown).toContain(boost.name);
      expect(shown).toContain(formatNaira(boost.price.basic));
      expect(html).toContain(`href="/boost?boost=${boost.id}"`);
    }
    expect(shown).toContain("Payments by Paystack");
    expect(html).toContain("<details");
  });

  it("shows yearly prices from the catalogue", async () => {
    const sessionCookie = await signIn(await createUser());
    const shown = text(await render({ path: "/subscription?cycle=yearly", sessionCookie }));
    expect(shown).toContain(formatNaira(PLANS.basic.price.yearly));
    expect(shown).toContain(formatNaira(PLANS.premium.price.yearly));
    expect(shown).toContain("/year");
    expect(shown).not.toContain(formatNaira(PLANS.basic.price.monthly) + " /month");
  });

  it("shows a paid seller's next billing date, then the end date once cancelled", async () => {
    const seller = await createUser();
    const { currentPeriodEnd: end } = await createSubscription(seller.id, "premium");
    const sessionCookie = await signIn(seller);
    const html = await render({ path: "/subscription", sessionCookie });
    const shown = text(html);
    expect(shown).toContain(`Next billing date: ${formatDate(end)}`);
    expect(html).toContain('href="/payment?tab=overview"');
    expect(shown).toContain("Manage Subscription");
    // Premium: premium boost prices, no upgrade, Free offered as a cancellation.
    expect(shown).toContain(formatNaira(BOOSTS.featured.price.premium));
    expect(shown).not.toContain("Upgrade Now");
    expect(html).toContain('href="/payment?tab=plans&amp;plan=free#complete"');

    await db().update(subscriptions).set({ cancelAtPeriodEnd: true });
    const cancelled = text(await render({ path: "/subscription", sessionCookie }));
    expect(cancelled).toContain(`Your plan ends on ${formatDate(end)}`);
    expect(cancelled).not.toContain("Next billing date");
  });

  it("shows the Premium Features tab honestly, and the page to buyers", async () => {
    const buyer = await createUser({ accountType: "buyer" });
    const sessionCookie = await signIn(buyer);
    const html = await render({ path: "/subscription?tab=premium", sessionCookie });
    const shown = text(html);
    expect(shown).toContain("Photo Enhancement");
    expect(shown).toContain("Colour Correction");
    expect(shown).toContain("Background Removal is not offered");
    expect(shown).toContain("Analytics & Insights");
    expect(shown).toContain("Upgrade to Premium");
    expect(shown).toContain("Your account is set up for buying");
    expect(shown).not.toContain("Why Upgrade");
  });
});
