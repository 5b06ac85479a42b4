import { beforeAll, describe, expect, it } from "vitest";
import { listings } from "#db/schema";
import { db } from "#db/connection";
import { parseBrowseParams } from "~/lib/catalogue/filters";
import { createListing, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { RANKED_SEARCH_LIMIT, searchListings } from "./search.server";

useTestDatabase();

const MINUTE = 60_000;
const now = Date.now();
const ago = (minutes: number) => new Date(now - minutes * MINUTE);

const ids: Record<string, string> = {};
const fillerIds: string[] = []; // newest first

beforeAll(async () => {
  const seller = await createUser({ sellerType: "dealer", businessName: "Ojo Motors" });
  const make = async (key: string, fields: Parameters<typeof createListing>[1]) => {
    ids[key] = (await createListing(seller.id, fields)).id;
  };
  // "sienna" twice (title and model) in the older listing, once in the newer one.
  await make("siennaOlder", {
    title: "Toyota Sienna XLE 2015",
    model: "Sienna",
    publishedAt: ago(600),
  });
  await make("siennaNewer", {
    title: "Toyota Previa 2016 like a Sienna",
    model: "Previa",
    publishedAt: ago(60),
  });
  await make("siennaBoosted", {
    title: "Toyota Previa 2014 Sienna",
    model: "Previa",
    publishedAt: ago(3000),
    featuredUntil: new Date(now + 48 * 60 * MINUTE),
  });

  // A broad search: more matches than are ranked. The best text match is the oldest.
  await make("fitBestMatch", {
    title: "Honda Fit Fit Sport 2009",
    make: "Honda",
    model: "Fit",
    publishedAt: ago(100_000),
  });
  const fillers = Array.from({ length: RANKED_SEARCH_LIMIT }, (_, i) => ({
    sellerId: seller.id,
    status: "active" as const,
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
    title: `Honda Jazz ${2005 + (i % 15)}`,
    make: "Honda",
    model: "Fit",
    year: 2005 + (i % 15),
    price: 2_000_000 + i * 1000,
    category: "nigerian-used" as const,
    state: "kano",
    publishedAt: ago(i + 1),
  }));
  const inserted = await db()
    .insert(listings)
    .values(fillers)
    .returning({ id: listings.id, publishedAt: listings.publishedAt });
  fillerIds.push(
    ...inserted
      .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime())
      .map((r) => r.id),
  );
});

const search = async (qs: string) => {
  const { filters } = parseBrowseParams(new URLSearchParams(qs), "lenient");
  const r = await searchListings(filters);
  return { ...r, ids: r.cars.map((c) => c.id) };
};

describe("relevance order of a search", () => {
  it("puts boosted matches first, then the better text match before the newer one", async () => {
    const r = await search("search=sienna");
    expect(r.ids).toEqual([ids.siennaBoosted, ids.siennaOlder, ids.siennaNewer]);
    // Newest order for the same search differs after the paid place, so the rank really decided.
    expect((await search("search=sienna&sortBy=date-new")).ids).toEqual([
      ids.siennaBoosted,
      ids.siennaNewer,
      ids.siennaOlder,
    ]);
  });

  it("orders a search with more matches than it ranks by newest, and pages through all of them", async () => {
    const first = await search("search=honda fit");
    expect(first.pagination.total).toBe(RANKED_SEARCH_LIMIT + 1);
    expect(first.ids).toEqual(fillerIds.slice(0, 12));

    const lastPage = first.pagination.totalPages;
    const last = await search(`search=honda fit&page=${lastPage}`);
    expect(last.ids.at(-1)).toBe(ids.fitBestMatch);
    const seen = new Set<string>();
    for (let page = 1; page <= lastPage; page += 1) {
      for (const id of (await search(`search=honda fit&page=${page}&limit=50`)).ids) seen.add(id);
      if (page * 50 >= first.pagination.total) break;
    }
    expect(seen.size).toBe(RANKED_SEARCH_LIMIT + 1);
  });
});
