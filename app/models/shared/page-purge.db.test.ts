/**
 * Purges of kept pages (docs/decisions/019-cacheable-pages.md, Purges): each command that changes
 * what the public sees of a car or a seller announces, once committed, the surrogate keys of the
 * pages that show it on the channel every instance listens to, and with a CDN configured, a
 * `purge-cdn` job asks the CDN (a stand-in: tests/mocks/cdn.ts) to forget them, retried until it
 * answers.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseHandle } from "#db/connection";
import { resetEnv } from "~/env.server";
import { carKey, LISTINGS_KEY, sellerKey } from "~/services/page-keys.server";
import { queueCounts } from "~/services/queue.server";
import {
  LISTING_FIELDS,
  addPhoto,
  createListing,
  createStaff,
  createUser,
} from "../../../tests/factories";
import {
  CDN_TEST_FASTLY_URL,
  CDN_TEST_PURGE_URL,
  CDN_TEST_TOKEN,
  cdn,
  useCdnMock,
} from "../../../tests/mocks/cdn";
import { useTestDatabase } from "../../../tests/setup/database";
import { runQueued } from "../../../tests/support/jobs";
import { removeListing } from "../admin/listings.server";
import { resolveReport } from "../admin/reports.server";
import { updateUserForAdmin } from "../admin/users.server";
import { approveListing, flagListing, rejectListing } from "../selling/moderation.server";
import { markSold, updateDetails } from "../selling/selling.server";
import { fileReport } from "../messaging/reports.server";
import { cachedCount, cachedCountEntries } from "./listing-counts.server";
import { keysOf, listenForPagePurges } from "./page-purge.server";

useTestDatabase();
useCdnMock();

/** Every purge announced from now on, as lists of keys. */
const heard: string[][] = [];
let stop: () => Promise<void>;
beforeAll(async () => {
  stop = await listenForPagePurges((keys) => heard.push(keys));
});
// Before the database closes (useTestDatabase's own afterAll runs after this one).
afterAll(() => stop());
beforeEach(() => {
  heard.length = 0;
});

/** Waits until the purges heard name every key of `keys`. */
async function purged(...keys: string[]) {
  await expect.poll(() => heard.flat(), { timeout: 5_000 }).toEqual(expect.arrayContaining(keys));
}

const seller = async () => {
  const user = await createUser({ accountType: "seller" });
  return { ...user, role: "user" as const };
};

describe("the commands that change a public car or seller", () => {
  it("a suspension purges the seller's pages and the lists, on every instance's channel", async () => {
    const admin = await createStaff("admin");
    const dealer = await seller();
    await createListing(dealer.id);
    await cachedCount("browse-total", async () => 31);
    expect(cachedCountEntries()).toBe(1);
    await updateUserForAdmin(admin, dealer.id, {
      status: "suspended",
      reason: "Scam reports from several buyers",
    });
    await purged(sellerKey(dealer.id), LISTINGS_KEY);
    // Browse's cached totals are forgotten with it.
    expect(cachedCountEntries()).toBe(0);
  });

  it("staff decisions, a sale and a price change purge the car's and its seller's pages", async () => {
    const staff = await createStaff("admin");
    const owner = await seller();
    const decisions: [string, (id: string) => Promise<unknown>, "active" | "pending"][] = [
      ["flag", (id) => flagListing(staff, id, "Photos stolen from another advert"), "active"],
      ["remove", (id) => removeListing(staff, id, "Confirmed scam advert"), "active"],
      ["reject", (id) => rejectListing(staff, id, "Photos do not match the car"), "pending"],
      ["approve", (id) => approveListing(staff, id), "pending"],
      ["sale", (id) => markSold(owner, id), "active"],
      [
        "price change",
        (id) => updateDetails(owner, id, { ...LISTING_FIELDS, price: 4_100_000 }),
        "active",
      ],
    ];
    for (const [what, decide, status] of decisions) {
      const car = await createListing(owner.id, { ...LISTING_FIELDS, status });
      await addPhoto(car.id);
      heard.length = 0;
      await decide(car.id);
      await expect
        .poll(() => heard.flat(), { timeout: 5_000, message: what })
        .toEqual(expect.arrayContaining([carKey(car.id), sellerKey(owner.id), LISTINGS_KEY]));
    }
  });

  it("a report's Take Action purges once its transaction has committed", async () => {
    const staff = await createStaff("admin");
    const owner = await seller();
    const reporter = await createUser({ accountType: "buyer" });
    const car = await createListing(owner.id);
    const report = await fileReport(reporter.id, {
      targetType: "listing",
      targetId: car.id,
      reason: "scam",
      details: "Asked for a deposit before any inspection",
    });
    await resolveReport(staff, report.id, { action: "flag_listing", note: "Deposit scam" });
    await purged(carKey(car.id), sellerKey(owner.id));
  });

  it("a change to very many cars purges everything rather than a list too long to send", () => {
    const many = Array.from({ length: 1500 }, (_, i) => `00000000-0000-4000-8000-${i}`);
    expect(keysOf({ listingIds: many })).toEqual(["site"]);
    expect(keysOf("everything")).toEqual(["site"]);
  });
});

describe("the CDN purge", () => {
  const useCdn = (env: Record<string, string>) => {
    beforeEach(() => {
      Object.assign(process.env, env);
      resetEnv();
    });
    afterEach(() => {
      for (const name of Object.keys(env)) delete process.env[name];
      resetEnv();
    });
  };

  describe("Cloudflare", () => {
    useCdn({ CDN_PURGE_URL: CDN_TEST_PURGE_URL, CDN_PURGE_TOKEN: CDN_TEST_TOKEN });

    it("asks the CDN to forget the suspended seller's pages, from a job retried until it answers", async () => {
      const admin = await createStaff("admin");
      const dealer = await seller();
      await createListing(dealer.id);
      await runQueued("purge-cdn");
      cdn.outage(500);
      await updateUserForAdmin(admin, dealer.id, {
        status: "suspended",
        reason: "Scam reports from several buyers",
      });
      expect(await runQueued("purge-cdn")).toBe(1);
      expect(cdn.purged()).toEqual([]);
      expect(await queueCounts("purge-cdn")).toMatchObject({ retry: 1 });

      cdn.outage(null);
      // The retry waits its delay (5 s, doubling): brought forward, as time passing would.
      await databaseHandle()!.executeSql(
        "update pgboss.job set start_after = now() where name = 'purge-cdn' and state = 'retry'",
      );
      expect(await runQueued("purge-cdn")).toBe(1);
      expect(cdn.purged()).toEqual([
        {
          vendor: "cloudflare",
          keys: expect.arrayContaining([sellerKey(dealer.id), LISTINGS_KEY]),
        },
      ]);
    });
  });

  describe("Fastly", () => {
    useCdn({
      CDN_PURGE_URL: CDN_TEST_FASTLY_URL,
      CDN_PURGE_TOKEN: CDN_TEST_TOKEN,
      CDN_PURGE_FORMAT: "fastly",
    });

    it("sends the surrogate keys in Fastly's format", async () => {
      const staff = await createStaff("admin");
      const owner = await seller();
      const car = await createListing(owner.id);
      await runQueued("purge-cdn");
      await flagListing(staff, car.id, "Photos stolen from another advert");
      expect(await runQueued("purge-cdn")).toBe(1);
      expect(cdn.purged()).toEqual([
        {
          vendor: "fastly",
          keys: expect.arrayContaining([carKey(car.id), sellerKey(owner.id), LISTINGS_KEY]),
        },
      ]);
    });
  });
});
