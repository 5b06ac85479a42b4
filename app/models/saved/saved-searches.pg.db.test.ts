/**
 * Saved searches and their alerts (docs/product.md#saved-searches;
 * docs/decisions/022-saved-search-alerts.md): a new listing reaches exactly the searches whose
 * browse query would show it, once; instant mail is held to one per search an hour; daily
 * digests group what arrived; the signed unsubscribe link turns a search off; the limits hold.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseHandle, db } from "#db/connection";
import {
  listings,
  notifications,
  savedSearchMatches,
  savedSearches,
  userPreferences,
} from "#db/schema";
import { parseBrowseParams } from "~/lib/catalogue/filters";
import { MAX_SAVED_SEARCHES } from "~/lib/catalogue/saved-search-options";
import { readOutbox } from "~/services/mail.server";
import { enqueue } from "~/services/queue.server";
import {
  addPhoto,
  createListing,
  createStaff,
  createUser,
  verifiedRecords,
} from "../../../tests/factories";
import { runQueued as runJobsNow } from "../../../tests/support/jobs";
import { tamperedTokens } from "../../../tests/support/tokens";
import { useTestDatabase } from "../../../tests/setup/database";
import { raceTest } from "../../../tests/setup/race";
import { approveListing } from "../selling/moderation.server";
import {
  INSTANT_INTERVAL_MS,
  sendDigests,
  sendInstantAlert,
  unsubscribeSavedSearch,
  unsubscribeTarget,
  unsubscribeToken,
} from "./saved-search-alerts.server";
import { matchListing } from "./saved-search-matcher.server";
import {
  createSavedSearch,
  deleteSavedSearch,
  getSavedSearch,
  LIMIT_MESSAGE,
  listSavedSearches,
  openSavedSearch,
  updateSavedSearch,
} from "./saved-searches.server";
import { searchListings } from "../catalogue/search.server";
import { renewListing } from "../selling/selling.server";
import { msg } from "~/i18n/messages";
import { translateText } from "~/i18n/server/catalogues.server";
import type { DomainError } from "../shared/errors.server";

useTestDatabase();

const save = (userId: string, query: string, frequency = "instant", name = query.slice(0, 60)) =>
  createSavedSearch(userId, { name, query, frequency });

/** The searches of `userId` matched to `listingId` (the file's tests share one database). */
async function matchedSearchIds(listingId: string, userId: string) {
  const rows = await db()
    .select({ id: savedSearchMatches.savedSearchId })
    .from(savedSearchMatches)
    .where(and(eq(savedSearchMatches.listingId, listingId), eq(savedSearchMatches.userId, userId)));
  return rows.map((r) => r.id).sort();
}

/** The `saved-search-instant` jobs queued for one search. */
async function waitingInstantJobs(searchId: string) {
  const { rows } = await databaseHandle()!.executeSql(
    "select count(*)::int as n from pgboss.job where name = 'saved-search-instant' and singleton_key = $1 and state = 'created'",
    [searchId],
  );
  return rows[0].n as number;
}

async function noticesOf(userId: string) {
  return db().select().from(notifications).where(eq(notifications.userId, userId));
}

describe("saving a search", () => {
  it("keeps the browse filters as browse reads them, drops unknown keys, sort and deal", async () => {
    const buyer = await createUser({ accountType: "buyer" });
    const s = await save(
      buyer.id,
      "?make=Toyota&maxPrice=10,000,000&category=tokunbo&sortBy=price-low&page=3&utm=x&deal=great",
    );
    expect(s).toMatchObject({
      query: "category=tokunbo&make=Toyota&maxPrice=10000000",
      frequency: "instant",
      newMatches: 0,
    });
    expect(await listSavedSearches(buyer.id)).toHaveLength(1);
  });

  it("refuses bad filters (strict), no filter, a long name and the same search twice", async () => {
    const buyer = await createUser({ accountType: "buyer" });
    await expect(save(buyer.id, "maxPrice=cheap")).rejects.toMatchObject({
      status: 400,
      fields: { maxPrice: ["Maximum price must be a whole number"] },
    });
    await expect(save(buyer.id, "sortBy=price-low")).rejects.toMatchObject({ status: 400 });
    await expect(save(buyer.id, "make=Honda", "instant", "x".repeat(61))).rejects.toMatchObject({
      status: 400,
      fields: { name: ["A name is at most 60 characters"] },
    });
    await expect(
      createSavedSearch(buyer.id, { name: "a", query: "make=Honda", frequency: "hourly" }),
    ).rejects.toMatchObject({ status: 400 });
    await save(buyer.id, "make=Honda", "daily", "Hondas");
    await expect(save(buyer.id, "make=Honda", "weekly", "Again")).rejects.toMatchObject({
      status: 409,
      message: msg("searches.refusal.sameAs", { name: "Hondas" }),
    });
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per user, with a clear message`, async () => {
    const buyer = await createUser({ accountType: "buyer" });
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) await save(buyer.id, `minPrice=${i + 1}000000`);
    const refused = await save(buyer.id, "make=Kia").catch((e: DomainError) => e);
    expect(refused).toMatchObject({ status: 409, message: LIMIT_MESSAGE });
    expect(translateText("en", (refused as DomainError).message)).toContain(
      "up to 20 saved searches",
    );
  });

  raceTest(`holds ${MAX_SAVED_SEARCHES} under concurrent saves`, async () => {
    const buyer = await createUser({ accountType: "buyer" });
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => save(buyer.id, `maxPrice=${i + 1}000000`)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(MAX_SAVED_SEARCHES);
    expect(await listSavedSearches(buyer.id)).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it("renames, changes frequency, deletes; another user's search is 404", async () => {
    const buyer = await createUser({ accountType: "buyer" });
    const other = await createUser({ accountType: "buyer" });
    const s = await save(buyer.id, "make=Lexus");
    expect(
      await updateSavedSearch(buyer.id, s.id, { name: "Lexus", frequency: "weekly" }),
    ).toMatchObject({ name: "Lexus", frequency: "weekly" });
    await expect(updateSavedSearch(other.id, s.id, { name: "Mine" })).rejects.toMatchObject({
      status: 404,
    });
    await expect(getSavedSearch(other.id, s.id)).rejects.toMatchObject({ status: 404 });
    await expect(deleteSavedSearch(other.id, s.id)).rejects.toMatchObject({ status: 404 });
    await expect(updateSavedSearch(buyer.id, "nope", { name: "x" })).rejects.toMatchObject({
      status: 404,
    });
    await deleteSavedSearch(buyer.id, s.id);
    expect(await listSavedSearches(buyer.id)).toEqual([]);
  });
});

describe("the matcher", () => {
  it("reaches exactly the searches browse would show the listing for", async () => {
    const seller = await createUser(verifiedRecords());
    const buyer = await createUser({ accountType: "buyer" });
    const listing = await createListing(seller.id, {
      title: "Toyota Camry XLE 2018",
      make: "Toyota",
      model: "Camry",
      year: 2018,
      price: 9_500_000,
      mileage: 60_000,
      fuelType: "petrol",
      transmission: "automatic",
      category: "tokunbo",
      certified: true,
      state: "lagos",
      city: "Ikeja",
      features: ["bluetooth", "backup-camera"],
    });
    const queries = [
      "make=Toyota&maxPrice=10000000&category=tokunbo",
      "search=camry xl",
      "search=toyota camry&location=lagos",
      "location=Lagos State",
      "condition=certified",
      "condition=new,tokunbo",
      "features=bluetooth",
      "verified=true&minYear=2015&maxMileage=80000",
      "fuelType=diesel,petrol&transmission=automatic",
      // none of these would show it:
      "make=Honda",
      "maxPrice=9000000",
      "search=corolla",
      "location=abuja",
      "condition=new",
      "features=bluetooth,sunroof",
      "minYear=2019",
      "minMileage=70000",
      "category=nigerian-used",
      "fuelType=diesel",
    ];
    const saved = [];
    for (const q of queries) saved.push(await save(buyer.id, q));
    const matches = (await matchListing(listing.id)).matches.filter((m) => m.userId === buyer.id);

    const expected: string[] = [];
    for (const s of saved) {
      const { filters } = parseBrowseParams(new URLSearchParams(s.query));
      const { cars } = await searchListings({ ...filters, sellerId: seller.id, limit: 50 });
      if (cars.some((c) => c.id === listing.id)) expected.push(s.id);
    }
    expect(expected).toHaveLength(9);
    expect(matches.map((m) => m.savedSearchId).sort()).toEqual(expected.sort());
    expect(await matchedSearchIds(listing.id, buyer.id)).toEqual(expected.sort());
    // One notice for the user, however many of their searches matched.
    const notices = await noticesOf(buyer.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: "saved_search_match", link: `/car/${listing.id}` });
  });

  it("never tells anyone twice about one car (matched again, renewed)", async () => {
    const seller = await createUser();
    const buyer = await createUser({ accountType: "buyer" });
    await save(buyer.id, "make=Innoson");
    const listing = await createListing(seller.id, { make: "Innoson", title: "Innoson IVM G5" });
    const ofBuyer = async () =>
      (await matchListing(listing.id)).matches.filter((m) => m.userId === buyer.id);
    expect(await ofBuyer()).toHaveLength(1);
    expect(await ofBuyer()).toHaveLength(0);
    await db()
      .update(savedSearchMatches)
      .set({ mailedAt: new Date() })
      .where(eq(savedSearchMatches.listingId, listing.id));
    await db().update(listings).set({ status: "expired" }).where(eq(listings.id, listing.id));
    await renewListing(seller, listing.id);
    await runJobsNow("match-saved-searches");
    // A search saved later is told; the first one is not told again.
    await save(buyer.id, "make=Innoson&location=lagos", "daily");
    expect(await ofBuyer()).toHaveLength(1);
    expect(await noticesOf(buyer.id)).toHaveLength(1);
  });

  it("skips the seller's own searches and listings that are not public", async () => {
    const seller = await createUser();
    await save(seller.id, "make=Proton");
    const own = await createListing(seller.id, { make: "Proton" });
    expect(await matchedSearchIds(own.id, seller.id)).toEqual([]);
    await matchListing(own.id);
    expect(await matchedSearchIds(own.id, seller.id)).toEqual([]);
    const buyer = await createUser({ accountType: "buyer" });
    await save(buyer.id, "make=Proton");
    const pending = await createListing(seller.id, { make: "Proton", status: "pending" });
    expect((await matchListing(pending.id)).matches).toEqual([]);
  });

  it("runs as a job when staff approve a listing: the owner sees the notice", async () => {
    const staff = await createStaff();
    const seller = await createUser();
    const buyer = await createUser({ accountType: "buyer" });
    await save(buyer.id, "make=Peugeot&search=406");
    const listing = await createListing(seller.id, {
      status: "pending",
      title: "Peugeot 406 2004",
      make: "Peugeot",
      model: "406",
      year: 2004,
    });
    await addPhoto(listing.id);
    await approveListing(staff, listing.id);
    expect(await runJobsNow("match-saved-searches")).toBeGreaterThan(0);
    const notices = await noticesOf(buyer.id);
    expect(notices.map((n) => n.link)).toEqual([`/car/${listing.id}`]);
  });
});

describe("alert mail", () => {
  it("instant: the first at once, then one an hour with what arrived meanwhile", async () => {
    const seller = await createUser();
    const buyer = await createUser({ accountType: "buyer" });
    const s = await save(buyer.id, "make=Kia", "instant", "Kias");
    const t0 = new Date();
    const first = await createListing(seller.id, { make: "Kia", title: "Kia Rio 2016" });
    await matchListing(first.id, t0);
    expect(await sendInstantAlert(s.id, t0)).toBe(true);
    const second = await createListing(seller.id, { make: "Kia", title: "Kia Picanto 2017" });
    const third = await createListing(seller.id, { make: "Kia", title: "Kia Soul 2018" });
    await matchListing(second.id, t0);
    await matchListing(third.id, t0);
    expect(await sendInstantAlert(s.id, new Date(t0.getTime() + 60_000))).toBe(false);
    expect(await waitingInstantJobs(s.id)).toBe(1);
    expect(await sendInstantAlert(s.id, new Date(t0.getTime() + INSTANT_INTERVAL_MS))).toBe(true);
    expect(await sendInstantAlert(s.id, new Date(t0.getTime() + 2 * INSTANT_INTERVAL_MS))).toBe(
      false,
    );
    await runJobsNow("send-mail");
    const mails = await readOutbox(buyer.email);
    expect(mails).toHaveLength(2);
    const [later, earlier] = mails;
    expect(earlier.subject).toBe("“Kias”: a new car: Kia Rio 2016");
    expect(later.subject).toBe("“Kias”: 2 new cars");
    expect(later.text).toContain("Kia Picanto 2017");
    expect(later.text).toContain("Kia Soul 2018");
    expect(later.headers).toMatchObject({
      "List-Unsubscribe": expect.stringMatching(/^<http.*\/saved-searches\/unsubscribe\?token=/),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("a match job retried after its matches were written still mails the instant search", async () => {
    const seller = await createUser();
    const buyer = await createUser({ accountType: "buyer" });
    await save(buyer.id, "make=Suzuki", "instant", "Suzukis");
    const l = await createListing(seller.id, { make: "Suzuki", title: "Suzuki Swift 2014" });
    await matchListing(l.id); // the first attempt wrote its matches, then died
    await enqueue("match-saved-searches", { listingId: l.id });
    await runJobsNow("match-saved-searches");
    await runJobsNow("saved-search-instant");
    await runJobsNow("send-mail");
    const mails = await readOutbox(buyer.email);
    expect(mails.map((m) => m.subject)).toEqual(["“Suzukis”: a new car: Suzuki Swift 2014"]);
  });

  it("daily digests group a day's cars (at most 20 shown) and are not sent twice", async () => {
    const seller = await createUser();
    const buyer = await createUser({ accountType: "buyer" });
    await save(buyer.id, "make=Nissan", "daily", "Nissans");
    for (let i = 0; i < 22; i++) {
      const l = await createListing(seller.id, { make: "Nissan", title: `Nissan Almera ${i}` });
      await matchListing(l.id);
    }
    expect(await sendDigests("weekly")).toBe(0);
    expect(await sendDigests("daily")).toBe(1);
    expect(await sendDigests("daily")).toBe(0);
    await runJobsNow("send-mail");
    const [digest] = await readOutbox(buyer.email);
    expect(digest.subject).toBe("Your daily digest for “Nissans”: 22 new cars");
    expect(digest.text.match(/Nissan Almera/g)).toHaveLength(20);
    expect(digest.text).toContain("and 2 more");
  });

  it("goes only when the owner allows e-mail", async () => {
    const seller = await createUser();
    const buyer = await createUser({ accountType: "buyer" });
    await db().insert(userPreferences).values({ userId: buyer.id, emailNotifications: false });
    const s = await save(buyer.id, "make=Mazda");
    const l = await createListing(seller.id, { make: "Mazda" });
    await matchListing(l.id);
    await sendInstantAlert(s.id);
    await runJobsNow("send-mail");
    expect(await readOutbox(buyer.email)).toEqual([]);
    expect(await noticesOf(buyer.id)).toHaveLength(1);
  });

  it("unsubscribe: the signed link turns that search off; a forged one does nothing", async () => {
    const buyer = await createUser({ accountType: "buyer" });
    const s = await save(buyer.id, "make=Volvo");
    const kept = await save(buyer.id, "make=Ford");
    const token = unsubscribeToken(s.id);
    expect(await unsubscribeSavedSearch(`${token.slice(0, -2)}xx`)).toBeNull();
    expect(await unsubscribeSavedSearch(`${kept.id}.${token.split(".")[1]}`)).toBeNull();
    for (const other of tamperedTokens(token)) {
      expect(await unsubscribeTarget(other), other).toBeNull();
      expect(await unsubscribeSavedSearch(other), other).toBeNull();
    }
    expect((await getSavedSearch(buyer.id, s.id)).frequency).toBe("instant");
    expect(await unsubscribeSavedSearch(token)).toBe("make=Volvo");
    expect(await unsubscribeSavedSearch(token)).toBe("make=Volvo");
    expect((await getSavedSearch(buyer.id, s.id)).frequency).toBe("off");
    expect((await getSavedSearch(buyer.id, kept.id)).frequency).toBe("instant");
  });
});

describe("new matches since last visit", () => {
  it("counts matches after the search was last opened", async () => {
    const seller = await createUser();
    const buyer = await createUser({ accountType: "buyer" });
    const s = await save(buyer.id, "make=Honda&location=abuja");
    const l = await createListing(seller.id, { make: "Honda", state: "fct" });
    await matchListing(l.id, new Date(Date.now() + 1000));
    expect((await getSavedSearch(buyer.id, s.id)).newMatches).toBe(1);
    expect(await openSavedSearch(buyer.id, s.id)).toBe("/browse?make=Honda&location=abuja");
    await db()
      .update(savedSearches)
      .set({ lastViewedAt: new Date(Date.now() + 2000) })
      .where(and(eq(savedSearches.id, s.id)));
    expect((await getSavedSearch(buyer.id, s.id)).newMatches).toBe(0);
  });
});
