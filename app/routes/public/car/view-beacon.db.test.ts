/**
 * The view beacon (`/beacon/view/{id}`): a car page's views are counted by the image it names,
 * with the rules of `recordListingView`, and the page itself counts nothing and sets no cookie,
 * so every anonymous visitor can be given the same cached page.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { listings } from "#db/schema";
import { createListing, createUser } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { callRoute, signIn } from "../../../../tests/support/routes";
import { recordListingView } from "~/models/catalogue/detail.server";
import { loader as carPage } from "./route";
import { loader as beacon } from "./view-beacon";

useTestDatabase();

const PHONE =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36";

async function views(id: string) {
  const [row] = await db().select({ v: listings.views }).from(listings).where(eq(listings.id, id));
  return row.v;
}

function hit(id: string, init: Parameters<typeof callRoute>[1] = {}) {
  return callRoute(beacon, {
    path: `/beacon/view/${id}`,
    params: { id },
    ...init,
    headers: { "user-agent": PHONE, ...init.headers },
  });
}

describe("the view beacon", () => {
  it("answers a 1x1 GIF no cache keeps; the car page counts nothing and sets no cookie", async () => {
    const owner = await createUser({ accountType: "seller" });
    const car = await createListing(owner.id);
    const page = await callRoute(carPage, {
      path: `/car/${car.id}`,
      params: { id: car.id },
      headers: { "user-agent": PHONE },
    });
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
    expect(await views(car.id)).toBe(0);

    const r = await hit(car.id, { ip: "203.0.113.40" });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("image/gif");
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    expect(String(r.body).slice(0, 6)).toBe("GIF89a");
    // The visitor cookie goes only to the beacon, never to pages.
    const cookie = r.headers.getSetCookie().find((c) => c.startsWith("mm_viewer="));
    expect(cookie).toMatch(/Path=\/beacon/);
    expect(await views(car.id)).toBe(1);
  });

  it("counts a signed-in user once, and at most 20 anonymous views per IP per day", async () => {
    const owner = await createUser({ accountType: "seller" });
    const car = await createListing(owner.id);
    const token = await signIn(await createUser({ accountType: "buyer" }));
    for (let i = 0; i < 5; i++) {
      await hit(car.id, {
        sessionCookie: token,
        ip: "203.0.113.50",
        headers: { "user-agent": `Mozilla/5.0 (Linux; Android 1${i}) Chrome/120.0 Mobile` },
      });
    }
    expect(await views(car.id)).toBe(1);
    for (let i = 0; i < 30; i++) {
      await hit(car.id, {
        ip: "203.0.113.51",
        headers: { "user-agent": `Mozilla/5.0 (Windows NT 10.0; rv:${100 + i}.0)` },
      });
    }
    expect(await views(car.id)).toBe(1 + 20);
  });

  it("counts a browser with its visitor cookie once a day, whatever its IP or User-Agent", async () => {
    const owner = await createUser({ accountType: "seller" });
    const car = await createListing(owner.id);
    const first = await hit(car.id, { ip: "203.0.113.60" });
    const cookie = first.headers
      .getSetCookie()
      .find((c) => c.startsWith("mm_viewer="))!
      .split(";")[0];
    for (let i = 0; i < 5; i++) {
      const again = await hit(car.id, {
        cookie,
        ip: `203.0.113.${61 + i}`,
        headers: {
          "user-agent": `Mozilla/5.0 (X11; Linux x86_64; rv:${110 + i}.0) Firefox/${110 + i}.0`,
        },
      });
      // No new visitor id (the recently viewed list is the beacon's other cookie).
      expect(again.headers.getSetCookie().filter((c) => c.startsWith("mm_viewer="))).toEqual([]);
    }
    expect(await views(car.id)).toBe(1);
  });

  it("keeps the id of the old site-wide visitor cookie, moves it to the beacon's, clears the old", async () => {
    const owner = await createUser({ accountType: "seller" });
    const car = await createListing(owner.id);
    // Seen today under the old cookie, as the car page used to count it.
    expect(await recordListingView(car.id, "visitor:abcdefghijklmnop1234", "203.0.113.69")).toBe(
      true,
    );
    // The old cookie as the site set it: React Router's encoding of the id.
    const old = `mm_vid=${Buffer.from(JSON.stringify("abcdefghijklmnop1234")).toString("base64")}`;
    const first = await hit(car.id, { cookie: old, ip: "203.0.113.70" });
    const set = first.headers.getSetCookie();
    expect(set.find((c) => c.startsWith("mm_vid="))).toMatch(/Max-Age=0; Path=\/;/);
    const moved = set.find((c) => c.startsWith("mm_viewer="))!.split(";")[0];
    await hit(car.id, { cookie: moved, ip: "203.0.113.71" });
    expect(await views(car.id)).toBe(1);
  });

  it("counts no bot, and answers 404 to an address that is not a listing id", async () => {
    const owner = await createUser({ accountType: "seller" });
    const car = await createListing(owner.id);
    const bot = await hit(car.id, {
      headers: {
        "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      },
    });
    expect(bot.status).toBe(200);
    expect(bot.headers.getSetCookie()).toEqual([]);
    expect(await views(car.id)).toBe(0);
    expect((await hit("not-a-car")).status).toBe(404);
  });

  it("counts nothing for HEAD, signed in or not: it asks about the image, no one saw the car", async () => {
    const owner = await createUser({ accountType: "seller" });
    const car = await createListing(owner.id);
    const token = await signIn(await createUser({ accountType: "buyer" }));
    for (const init of [{ ip: "203.0.113.80" }, { ip: "203.0.113.81", sessionCookie: token }]) {
      const head = await hit(car.id, { ...init, method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-type")).toBe("image/gif");
      expect(head.headers.getSetCookie()).toEqual([]);
    }
    expect(await views(car.id)).toBe(0);
  });
});
