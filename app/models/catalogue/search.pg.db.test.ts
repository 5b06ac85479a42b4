import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { msg } from "~/i18n/messages";
import { userActivity } from "#db/schema";
import { db } from "#db/connection";
import { parseBrowseParams } from "~/lib/catalogue/filters";
import { addPhoto, createListing, createUser, verifiedRecords } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { getPublicListing, recordListingView } from "./detail.server";
import { invalidateListingCounts } from "../shared/listing-counts.server";
import { prefixQuery, searchListings } from "./search.server";

useTestDatabase();

const HOUR = 3_600_000;
const now = new Date();
const ago = (h: number) => new Date(now.getTime() - h * HOUR);

let ids: Record<string, string> = {};

beforeAll(async () => {
  const dealer = await createUser({
    sellerType: "dealer",
    businessName: "Lekki Autos",
    ...verifiedRecords(),
  });
  const person = await createUser({ firstName: "Musa", lastName: "Bello" });
  const make = async (key: string, seller: string, f: Parameters<typeof createListing>[1]) => {
    ids[key] = (await createListing(seller, f)).id;
  };
  await make("camry", dealer.id, {
    title: "Toyota Camry XLE 2018",
    model: "Camry",
    year: 2018,
    price: 14_000_000,
    mileage: 60_000,
    state: "lagos",
    city: "Lekki",
    features: ["sunroof", "bluetooth"],
    views: 50,
    publishedAt: ago(5),
  });
  await make("accord", person.id, {
    title: "Honda Accord EX 2012",
    make: "Honda",
    model: "Accord",
    year: 2012,
    price: 4_200_000,
    mileage: 150_000,
    category: "nigerian-used",
    state: "rivers",
    city: "Port Harcourt",
    transmission: "manual",
    views: 10,
    publishedAt: ago(4),
  });
  await make("gle", dealer.id, {
    title: "Mercedes-Benz GLE 350 2024",
    make: "Mercedes-Benz",
    model: "GLE 350",
    year: 2024,
    price: 120_000_000,
    mileage: 10,
    category: "new",
    state: "fct",
    city: "Wuse",
    fuelType: "diesel",
    features: ["sunroof", "navigation"],
    views: 500,
    publishedAt: ago(3),
  });
  await make("prius", person.id, {
    title: "Toyota Prius 2016",
    model: "Prius",
    year: 2016,
    price: 9_000_000,
    mileage: null,
    fuelType: "hybrid",
    transmission: "cvt",
    certified: true,
    state: "oyo",
    city: "Ibadan",
    publishedAt: ago(2),
  });
  await make("boosted", person.id, {
    title: "Kia Rio 2014",
    make: "Kia",
    model: "Rio",
    year: 2014,
    price: 3_000_000,
    state: "lagos",
    featuredUntil: new Date(now.getTime() + 48 * HOUR),
    publishedAt: ago(100),
  });
  await make("pending", dealer.id, {
    title: "Toyota Camry pending 2019",
    status: "pending",
    publishedAt: null,
  });
  await make("sold", dealer.id, { title: "Toyota Camry sold 2017", status: "sold" });
  await addPhoto(ids.camry, 1, "second");
  await addPhoto(ids.camry, 0, "cover");
});

const search = async (qs: string) => {
  const { filters } = parseBrowseParams(new URLSearchParams(qs), "lenient");
  const r = await searchListings(filters);
  return { ...r, titles: r.cars.map((c) => c.title), ids: r.cars.map((c) => c.id) };
};

describe("prefixQuery", () => {
  it("matches whole words, and the last word as a prefix still being typed", () => {
    expect(prefixQuery("Toyota  cam")).toBe("toyota & cam:*");
    expect(prefixQuery("merc")).toBe("merc:*");
    expect(prefixQuery("Mercedes-Benz C300!")).toBe("mercedes & benz & c300:*");
    expect(prefixQuery(" -- ")).toBeNull();
  });
});

describe("searchListings", () => {
  it("shows only active listings, boosted first and then newest (relevance)", async () => {
    const r = await search("");
    expect(r.ids).toEqual([ids.boosted, ids.prius, ids.gle, ids.accord, ids.camry]);
    expect(r.pagination).toEqual({ currentPage: 1, totalPages: 1, total: 5, limit: 12 });
    expect(r.cars[0].featured).toBe(true);
    expect(r.cars[1].featured).toBe(false);
  });

  it("searches title, make, model and city, with prefixes and several words", async () => {
    expect((await search("search=camry")).ids).toEqual([ids.camry]);
    expect((await search("search=toyota 2016")).ids).toEqual([ids.prius]);
    expect((await search("search=Lekki")).ids).toEqual([ids.camry]);
    expect((await search("search=merc")).ids).toEqual([ids.gle]);
    expect((await search("search=toyota cam")).ids).toEqual([ids.camry]);
    expect((await search("search=lamborghini")).ids).toEqual([]);
    // A misspelling that full text cannot match falls back to trigram similarity.
    expect((await search("search=accrod")).ids).toEqual([ids.accord]);
  });

  it("filters by category, make, price, year, mileage and location (spec city values map to states)", async () => {
    expect((await search("category=new")).ids).toEqual([ids.gle]);
    expect((await search("make=mercedes benz")).ids).toEqual([ids.gle]);
    expect((await search("minPrice=4000000&maxPrice=10000000&sortBy=price-low")).ids).toEqual([
      ids.accord,
      ids.prius,
    ]);
    expect((await search("minYear=2016&maxYear=2018&sortBy=year-new")).ids).toEqual([
      ids.camry,
      ids.prius,
    ]);
    expect((await search("minMileage=50000&maxMileage=100000")).ids.sort()).toEqual(
      [ids.camry, ids.boosted].sort(),
    );
    // A car whose mileage is unknown (the Prius) never matches a mileage range: it is not
    // counted as 0 km (docs/decisions/008-security-review.md).
    expect((await search("maxMileage=100000")).ids).not.toContain(ids.prius);
    expect((await search("maxMileage=100000")).ids.sort()).toEqual(
      [ids.camry, ids.boosted, ids.gle].sort(),
    );
    expect((await search("location=port-harcourt")).ids).toEqual([ids.accord]);
    expect((await search("location=abuja")).ids).toEqual([ids.gle]);
    expect((await search("location=ibadan")).ids).toEqual([ids.prius]);
  });

  it("filters by fuel, transmission, condition (certified is a flag), features (all required) and verified sellers", async () => {
    expect((await search("fuelType=hybrid,diesel&sortBy=price-low")).ids).toEqual([
      ids.prius,
      ids.gle,
    ]);
    expect((await search("transmission=manual")).ids).toEqual([ids.accord]);
    expect((await search("condition=certified")).ids).toEqual([ids.prius]);
    expect((await search("condition=new,nigerian-used&sortBy=price-high")).ids).toEqual([
      ids.gle,
      ids.accord,
    ]);
    expect((await search("features=sunroof&sortBy=price-low")).ids).toEqual([ids.camry, ids.gle]);
    expect((await search("features=sunroof,bluetooth")).ids).toEqual([ids.camry]);
    expect((await search("verified=true&sortBy=price-low")).ids).toEqual([ids.camry, ids.gle]);
  });

  it("sorts by every spec sort value, after the boosted listing's paid place", async () => {
    const after = async (qs: string) => {
      const { ids: sorted } = await search(qs);
      expect(sorted[0]).toBe(ids.boosted); // docs/decisions/028-featured-places.md
      return sorted.slice(1);
    };
    expect((await after("sortBy=price-high"))[0]).toBe(ids.gle);
    expect((await after("sortBy=price-low"))[0]).toBe(ids.accord);
    expect((await after("sortBy=year-old"))[0]).toBe(ids.accord);
    expect((await after("sortBy=mileage-low"))[0]).toBe(ids.gle);
    // Unknown mileage sorts last either way.
    expect((await after("sortBy=mileage-high")).at(-1)).toBe(ids.prius);
    expect((await after("sortBy=mileage-low")).at(-1)).toBe(ids.prius);
    expect((await after("sortBy=date-new"))[0]).toBe(ids.prius);
    expect((await after("sortBy=popularity")).slice(0, 2)).toEqual([ids.gle, ids.camry]);
  });

  it("paginates in SQL, including across the boosted and regular slices", async () => {
    const p1 = await search("limit=2");
    const p2 = await search("limit=2&page=2");
    const p3 = await search("limit=2&page=3");
    expect([...p1.ids, ...p2.ids, ...p3.ids]).toEqual((await search("")).ids);
    expect(p1.pagination).toMatchObject({ totalPages: 3, total: 5 });
    expect((await search("page=40")).ids).toEqual([]);
  });

  it("gives cards their cover photo and seller summary", async () => {
    const camry = (await search("search=camry")).cars[0];
    expect(camry.photo?.storageKey).toBe("cover");
    expect(camry.seller).toMatchObject({
      name: "Lekki Autos",
      verified: true,
      rating: null,
      totalReviews: 0,
    });
    expect(camry.location).toBe("Lekki, Lagos");
  });
});

describe("boosted listings' places (docs/decisions/028-featured-places.md)", () => {
  // 14 Peugeots, newest first by index; the odd ones (6) are boosted. Listings 0 and 2 and
  // every boosted one cost 5M, the other unboosted ones 9M.
  const peugeots: string[] = [];
  const boostedIndexes = [1, 3, 5, 7, 9, 11];
  beforeAll(async () => {
    const seller = await createUser();
    for (let i = 0; i < 14; i += 1) {
      const boosted = boostedIndexes.includes(i);
      const listing = await createListing(seller.id, {
        title: `Peugeot 406 ${2000 + i}`,
        make: "Peugeot",
        model: "406",
        price: boosted || i === 0 || i === 2 ? 5_000_000 : 9_000_000,
        publishedAt: ago(i + 1),
        featuredUntil: boosted ? new Date(now.getTime() + 24 * HOUR) : null,
      });
      peugeots.push(listing.id);
    }
  });
  const at = (...indexes: number[]) => indexes.map((i) => peugeots[i]);

  it("take at most the first four places of a page; the chosen order fills the rest", async () => {
    const page1 = await search("make=peugeot");
    expect(page1.ids).toEqual(at(1, 3, 5, 7, 0, 2, 4, 6, 8, 10, 12, 13));
    expect(page1.cars.filter((c) => c.featured)).toHaveLength(4);
    expect((await search("make=peugeot&page=2")).ids).toEqual(at(9, 11));
  });

  it("page without a car twice or lost, whatever the page size", async () => {
    const pages = await Promise.all([1, 2, 3].map((n) => search(`make=peugeot&limit=5&page=${n}`)));
    expect(pages.map((p) => p.ids)).toEqual([
      at(1, 3, 5, 7, 0),
      at(9, 11, 2, 4, 6),
      at(8, 10, 12, 13),
    ]);
    expect(new Set(pages.flatMap((p) => p.ids)).size).toBe(14);
  });

  it("take the first four places in an order the buyer chose too", async () => {
    // By price, high first: without the places the six 9M cars (4, 6, 8, 10, 12, 13) lead.
    const page1 = await search("make=peugeot&sortBy=price-high");
    expect(page1.cars.slice(0, 4).every((c) => c.featured)).toBe(true);
    expect(at(...boostedIndexes)).toEqual(expect.arrayContaining(page1.ids.slice(0, 4)));
    expect(page1.ids.slice(4, 10)).toEqual(expect.arrayContaining(at(4, 6, 8, 10, 12, 13)));
    expect(page1.cars.slice(4).filter((c) => c.featured)).toHaveLength(0);
  });

  it("leave boosted listings beyond the places in the chosen order, still Featured", async () => {
    // 8 results, 6 of them boosted: four take the places, the other two follow by date.
    const r = await search("make=peugeot&maxPrice=6000000");
    expect(r.ids).toEqual(at(1, 3, 5, 7, 0, 2, 9, 11));
    expect(r.cars.map((c) => c.featured)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      true,
      true,
    ]);
  });
});

describe("getPublicListing", () => {
  it("returns the detail of an active listing with ordered photos and seller facts", async () => {
    const car = await getPublicListing(ids.camry);
    expect(car?.photos.map((p) => p.storageKey)).toEqual(["cover", "second"]);
    expect(car?.seller.totalListings).toBe(2);
    expect(car?.inspection).toEqual({ available: false });
    expect(car?.financing).toEqual({ available: false });
  });

  it("hides an active listing past its expiry before the expiry job runs", async () => {
    const past = new Date(Date.now() + 61 * 86_400_000);
    expect(await getPublicListing(ids.camry, past)).toBeNull();
    invalidateListingCounts(); // totals are cached for 20 s; this one is asked at another time
    const { filters } = parseBrowseParams(new URLSearchParams(""), "lenient");
    const later = await searchListings(filters, { now: past });
    expect(later.pagination.total).toBe(0);
    expect(await getPublicListing(ids.camry)).not.toBeNull();
  });

  it("returns null for pending, sold, unknown and malformed ids", async () => {
    expect(await getPublicListing(ids.pending)).toBeNull();
    expect(await getPublicListing(ids.sold)).toBeNull();
    expect(await getPublicListing("00000000-0000-0000-0000-000000000000")).toBeNull();
    expect(await getPublicListing("not-an-id")).toBeNull();
  });

  it("counts a view once per visitor per day, and only of public listings", async () => {
    const before = (await getPublicListing(ids.accord))!.views;
    expect(await recordListingView(ids.accord, "visitor-a", "198.51.100.7")).toBe(true);
    expect(await recordListingView(ids.accord, "visitor-a", "198.51.100.7")).toBe(false);
    expect(await recordListingView(ids.accord, "visitor-b", "198.51.100.7")).toBe(true);
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await recordListingView(ids.accord, "visitor-a", "198.51.100.7", tomorrow)).toBe(true);
    expect(await recordListingView(ids.pending, "visitor-a", "198.51.100.7")).toBe(false);
    expect((await getPublicListing(ids.accord))!.views).toBe(before + 3);
  });

  it("records the seller's activity when a listing reaches 10 views", async () => {
    const seller = await createUser({ firstName: "Chidi" });
    const car = await createListing(seller.id, { title: "Lexus RX 350 2015", views: 9 });
    expect(await recordListingView(car.id, "visitor-m", "198.51.100.7")).toBe(true);
    const activity = await db()
      .select()
      .from(userActivity)
      .where(eq(userActivity.userId, seller.id));
    expect(activity).toEqual([
      expect.objectContaining({
        type: "views_milestone",
        listingId: car.id,
        message: msg("account.activity.views", { title: "Lexus RX 350 2015", count: 10 }),
      }),
    ]);
    expect(await recordListingView(car.id, "visitor-n", "198.51.100.7")).toBe(true);
    expect(
      await db().select().from(userActivity).where(eq(userActivity.userId, seller.id)),
    ).toHaveLength(1);
  });
});
