/**
 * My Listings' buttons post to their own route, `/my-listings/{id}/actions`
 * (routes/sell/listing-actions.ts): each comes back to My Listings with its flash message, a
 * refusal as an error flash, another seller's listing 404 and unchanged; the page's forms name
 * that route, in the page's language.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { listings } from "#db/schema";
import { createListing, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { pageText, renderPage } from "../../../tests/support/render";
import { callRoute, signIn, type CallResult } from "../../../tests/support/routes";
import { action } from "./listing-actions";
import * as sell from "./route";

useTestDatabase();

async function seller() {
  const user = await createUser({ accountType: "seller" });
  return { user, sessionCookie: await signIn(user) };
}

const post = (id: string, intent: string, sessionCookie: string, lang = "") =>
  callRoute(action, {
    method: "POST",
    path: `${lang}/my-listings/${id}/actions`,
    params: { id, ...(lang ? { lang: lang.slice(1) } : {}) },
    sessionCookie,
    form: { intent },
  });

/** My Listings as the redirect shows it, with the flash message it carries. */
async function follow(r: CallResult, sessionCookie: string) {
  expect(r.status).toBe(302);
  const flash = (r.headers.get("set-cookie") ?? "").split(";")[0];
  return pageText(
    await renderPage(sell, "/sell", { path: r.location!, sessionCookie, cookie: flash }),
  );
}

const statusOf = async (id: string) =>
  (await db().select().from(listings).where(eq(listings.id, id)))[0]?.status;

describe("a listing's actions on their own route", () => {
  it("signed out, sends to sign-in and from there back to My Listings in the page's language", async () => {
    const { user } = await seller();
    const car = await createListing(user.id, { status: "active" });
    const english = await post(car.id, "mark-sold", "");
    expect(english.location).toBe(`/login?redirectTo=${encodeURIComponent("/sell?tab=listings")}`);
    const hausa = await post(car.id, "mark-sold", "", "/ha");
    expect(hausa.location).toBe(`/login?redirectTo=${encodeURIComponent("/ha/sell?tab=listings")}`);
    expect(await statusOf(car.id)).toBe("active");
  });

  it("marks an active listing sold and comes back to My Listings with the flash", async () => {
    const { user, sessionCookie } = await seller();
    const car = await createListing(user.id, { status: "active" });
    const r = await post(car.id, "mark-sold", sessionCookie);
    expect(r.location).toBe("/sell?tab=listings");
    expect(await follow(r, sessionCookie)).toContain("Marked as sold. Congratulations!");
    expect(await statusOf(car.id)).toBe("sold");
  });

  it("renews an expired listing, and refuses to renew a live one with an error flash", async () => {
    const { user, sessionCookie } = await seller();
    const expired = await createListing(user.id, { status: "expired" });
    const renewed = await post(expired.id, "renew", sessionCookie);
    expect(await follow(renewed, sessionCookie)).toContain("Listing renewed for another 60 days");
    expect(await statusOf(expired.id)).toBe("active");

    const refused = await post(expired.id, "renew", sessionCookie);
    expect(refused.location).toBe("/sell?tab=listings");
    expect(await follow(refused, sessionCookie)).toContain(
      "Only an expired listing can be renewed",
    );
    expect(await statusOf(expired.id)).toBe("active");
  });

  it("deletes a listing", async () => {
    const { user, sessionCookie } = await seller();
    const car = await createListing(user.id, { status: "active", title: "Lexus RX 350 to go" });
    const r = await post(car.id, "delete", sessionCookie);
    const page = await follow(r, sessionCookie);
    expect(page).toContain("Listing deleted");
    expect(page).not.toContain("Lexus RX 350 to go");
  });

  it("answers 404 for another seller's listing, or no listing, and changes nothing", async () => {
    const { user: owner } = await seller();
    const { sessionCookie: other } = await seller();
    const car = await createListing(owner.id, { status: "active" });
    for (const intent of ["mark-sold", "delete"]) {
      const r = await post(car.id, intent, other);
      expect(r.status).toBe(404);
      expect(r.body).toBe("Listing not found");
    }
    expect(await statusOf(car.id)).toBe("active");
    expect((await post("not-a-listing", "mark-sold", other)).status).toBe(404);
  });

  it("comes back in the language it was posted in", async () => {
    const { user, sessionCookie } = await seller();
    const car = await createListing(user.id, { status: "active" });
    const r = await post(car.id, "mark-sold", sessionCookie, "/ha");
    expect(r.location).toBe("/ha/sell?tab=listings");
  });

  it("is where My Listings' forms post, in the page's language", async () => {
    const { user, sessionCookie } = await seller();
    const car = await createListing(user.id, { status: "active" });
    const html = await renderPage(sell, "/sell", { path: "/sell?tab=listings", sessionCookie });
    expect(html).toContain(`action="/my-listings/${car.id}/actions"`);
    expect(html).not.toContain('action="/sell?tab=listings"');
    const hausa = await renderPage(sell, "/:lang?/sell", {
      path: "/ha/sell?tab=listings",
      sessionCookie,
    });
    expect(hausa).toContain(`action="/ha/my-listings/${car.id}/actions"`);
  });
});
