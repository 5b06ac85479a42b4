/**
 * Recently viewed cars through the pages (docs/product.md#recently-viewed-and-similar-cars;
 * docs/decisions/019-cacheable-pages.md): the view beacon keeps a visitor's list in the
 * `mm_recent` cookie (12 at most, only UUIDs) and a signed-in user's in the account; the home page
 * shows it, privately, with a Clear that works as a plain form post; signing in moves the cookie
 * list into the account; `/favorites` shows it with each saved car's price change.
 */
import { describe, expect, it } from "vitest";
import { createListing, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { pageText, renderPage } from "../../../tests/support/render";
import { callRoute, signIn } from "../../../tests/support/routes";
import { saveFavourite } from "~/models/saved/favourites.server";
import { recentlyViewedCards } from "~/models/catalogue/recently-viewed.server";
import { updateDetails } from "~/models/selling/selling.server";
import { LISTING_FIELDS } from "../../../tests/factories";
import { redirectSignedIn } from "~/request/session.server";
import { loader as beacon } from "./car/view-beacon";
import * as favorites from "../account/favorites";
import * as home from "./home";
import { action as clear } from "./recently-viewed";

useTestDatabase();

const PHONE =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36";

/** The beacon of car `id`, as a browser sends it with `cookie`; answers the new mm_recent pair. */
async function view(id: string, init: { cookie?: string; sessionCookie?: string } = {}) {
  const r = await callRoute(beacon, {
    path: `/beacon/view/${id}`,
    params: { id },
    headers: { "user-agent": PHONE },
    ...init,
  });
  expect(r.status).toBe(200);
  const set = r.headers.getSetCookie().find((c) => c.startsWith("mm_recent="));
  return { set, pair: set?.split(";")[0] };
}

async function cars(n: number, fields: Parameters<typeof createListing>[1] = {}) {
  const seller = await createUser();
  const made = [];
  for (let i = 0; i < n; i++)
    made.push(await createListing(seller.id, { title: `Recent car ${i}`, ...fields }));
  return made;
}

describe("a visitor's recently viewed cars", () => {
  it("are kept in a site-wide cookie, newest first, 12 at most", async () => {
    const list = await cars(13);
    let cookie = "";
    for (const c of list) {
      const { set, pair } = await view(c.id, { cookie });
      expect(set).toMatch(/Path=\//);
      expect(set).toMatch(/SameSite=Lax/i);
      expect(set).toMatch(/HttpOnly/i);
      cookie = pair!;
    }
    const req = new Request("http://localhost/", { headers: { cookie } });
    const { readRecentCookie } = await import("~/request/recently-viewed.server");
    const ids = await readRecentCookie(req);
    expect(ids).toEqual(
      list
        .slice(1)
        .reverse()
        .map((c) => c.id),
    );
  });

  it("show on a private home page with a Clear that empties them without JavaScript", async () => {
    const [a, b] = await cars(2);
    let cookie = (await view(a!.id)).pair!;
    cookie = (await view(b!.id, { cookie })).pair!;

    const html = await renderPage(home, "/", { path: "/", cookie });
    expect(pageText(html)).toContain("Recently viewed");
    expect(html).toMatch(/<form[^>]*action="\/recently-viewed"[^>]*method="post"/);
    const first = html.indexOf("Recent car 1");
    expect(first).toBeGreaterThan(-1);
    expect(first).toBeLessThan(html.indexOf("Recent car 0"));

    // The answer is this visitor's alone; without the cookie the page is shared.
    const data = await callRoute(home.loader, { path: "/", cookie });
    const personal = new Headers(
      home.headers({
        loaderHeaders: data.headers,
        parentHeaders: new Headers(),
        actionHeaders: new Headers(),
        errorHeaders: undefined,
      }),
    );
    expect(personal.get("cache-control")).toBe("private, no-store");
    const plain = await callRoute(home.loader, { path: "/" });
    expect(plain.body.recent).toEqual([]);
    const shared = new Headers(
      home.headers({
        loaderHeaders: plain.headers,
        parentHeaders: new Headers(),
        actionHeaders: new Headers(),
        errorHeaders: undefined,
      }),
    );
    expect(shared.get("cache-control")).toMatch(/^public/);

    const cleared = await callRoute(clear, {
      path: "/recently-viewed",
      form: { redirectTo: "/" },
      cookie,
    });
    expect(cleared.status).toBe(303);
    expect(cleared.location).toBe("/");
    expect(cleared.headers.getSetCookie()[0]).toMatch(/^mm_recent=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("ignore a hand-made cookie that is not a list of ids", async () => {
    const [a] = await cars(1);
    const junk = `mm_recent=${Buffer.from(JSON.stringify(`x,../etc,${a!.id}`)).toString("base64")}`;
    const r = await callRoute(home.loader, { path: "/", cookie: junk });
    expect(r.body.recent.map((c: { id: string }) => c.id)).toEqual([a!.id]);
    const broken = await callRoute(home.loader, { path: "/", cookie: "mm_recent=%%%" });
    expect(broken.status).toBe(200);
    expect(broken.body.recent).toEqual([]);
  });

  it("move into the account at sign-in, and the cookie is cleared", async () => {
    const [a, b, c] = await cars(3);
    const user = await createUser({ accountType: "buyer" });
    const token = await signIn(user);
    await view(c!.id, { sessionCookie: token });
    let cookie = (await view(a!.id)).pair!;
    cookie = (await view(b!.id, { cookie })).pair!;

    const request = new Request("http://localhost/login", { method: "POST", headers: { cookie } });
    const response = await redirectSignedIn(
      request,
      { userId: user.id, token, expiresAt: new Date(Date.now() + 86_400_000), remember: false },
      "/",
    );
    expect(response.headers.getSetCookie().some((s) => /^mm_recent=;/.test(s))).toBe(true);
    const mine = await recentlyViewedCards({ userId: user.id });
    expect(mine.map((car) => car.id)).toEqual([b!.id, a!.id, c!.id]);
  });
});

describe("/favorites", () => {
  it("says how each saved car's price moved since it was saved, and lists the recently viewed", async () => {
    const sellerUser = await createUser({ accountType: "seller" });
    const seller = {
      id: sellerUser.id,
      role: "user" as const,
      plan: "free" as const,
      accountType: "seller" as const,
    };
    const fields = { ...LISTING_FIELDS, price: 8_200_000 };
    const car = await createListing(seller.id, fields);
    const user = await createUser({ accountType: "buyer" });
    await saveFavourite(user.id, car.id);
    await updateDetails(seller, car.id, { ...fields, price: 7_800_000 });
    const token = await signIn(user);
    await view(car.id, { sessionCookie: token });

    const html = await renderPage(favorites, "/favorites", {
      path: "/favorites",
      sessionCookie: token,
    });
    const text = pageText(html);
    expect(text).toContain("₦400,000 less than when you saved it");
    expect(text).toContain("Recently viewed");
    expect(html).toMatch(/<input[^>]*name="redirectTo"[^>]*value="\/favorites"/);
  });
});
