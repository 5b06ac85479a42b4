/**
 * /compare (docs/product.md#compare) as a browser meets it: the Compare button's post with and
 * without JavaScript, the fourth car refused with a message, Remove and Clear, shared links with
 * cars no longer for sale, malformed input answered 4xx, and the three-car limit under
 * concurrent posts.
 */
import { describe, expect, it } from "vitest";
import { createListing, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { callRoute, type CallResult } from "../../../tests/support/routes";
import { action, headers, loader } from "./compare";

useTestDatabase();

/** The `mm_compare` value a Set-Cookie of `result` stores ("" when cleared, null when none). */
function storedList(result: CallResult): string[] | null {
  const set = result.headers.getSetCookie().find((c) => c.startsWith("mm_compare="));
  if (set === undefined) return null;
  const value = set.split(";")[0]!.slice("mm_compare=".length);
  return value ? value.split(".") : [];
}

const cookieOf = (ids: string[]) => `mm_compare=${ids.join(".")}`;

const post = (form: Record<string, string>, ids: string[] = []) =>
  callRoute(action, { path: "/compare", form, cookie: ids.length ? cookieOf(ids) : undefined });

const open = (query = "", ids: string[] = []) =>
  callRoute(loader, { path: `/compare${query}`, cookie: ids.length ? cookieOf(ids) : undefined });

async function cars(n: number) {
  const seller = await createUser();
  return Promise.all(
    Array.from({ length: n }, (_, i) => createListing(seller.id, { title: `Car ${i + 1}` })),
  );
}

describe("adding a car", () => {
  it("without JavaScript stores it and goes to the comparison with the count", async () => {
    const [a, b] = await cars(2);
    const first = await post({ intent: "add", listingId: a.id });
    expect(first.status).toBe(302);
    expect(first.location).toBe("/compare");
    expect(storedList(first)).toEqual([a.id]);
    const second = await post({ intent: "add", listingId: b.id }, [a.id]);
    expect(storedList(second)).toEqual([a.id, b.id]);
    expect(second.headers.getSetCookie().some((c) => c.startsWith("mm_flash="))).toBe(true);
  });

  it("with JavaScript answers the count and message, and stores the list", async () => {
    const [a, b] = await cars(2);
    const r = await post({ intent: "add", listingId: b.id, mode: "fetch" }, [a.id]);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ count: 2, message: "Added to compare (2 of 3)" });
    expect(storedList(r)).toEqual([a.id, b.id]);
    const again = await post({ intent: "add", listingId: b.id, mode: "fetch" }, [a.id, b.id]);
    expect(again.body.message).toBe("This car is already in your comparison.");
    expect(storedList(again)).toEqual([a.id, b.id]);
  });

  it("refuses a fourth car with a message, not an error page", async () => {
    const [a, b, c, d] = await cars(4);
    for (const mode of ["fetch", ""]) {
      const r = await post({ intent: "add", listingId: d.id, mode }, [a.id, b.id, c.id]);
      expect(r.status).toBe(409);
      expect(r.body.result.error[""]).toEqual(["You can compare up to 3 cars. Remove one first."]);
      expect(storedList(r)).toBeNull();
    }
  });

  it("lets a sold car give up its place", async () => {
    const [a, b, c, d] = await cars(4);
    const seller = await createUser();
    const sold = await createListing(seller.id, { status: "sold" });
    const r = await post({ intent: "add", listingId: d.id, mode: "fetch" }, [a.id, sold.id, b.id]);
    expect(r.body.count).toBe(3);
    expect(storedList(r)).toEqual([a.id, b.id, d.id]);
    // Three cars for sale stay full.
    const full = await post({ intent: "add", listingId: c.id, mode: "fetch" }, [a.id, b.id, d.id]);
    expect(full.status).toBe(409);
  });

  it("refuses a car not for sale, a malformed id and NUL bytes with 4xx", async () => {
    const seller = await createUser();
    const pending = await createListing(seller.id, { status: "pending" });
    const gone = await post({ intent: "add", listingId: pending.id, mode: "fetch" });
    expect(gone.status).toBe(404);
    expect(gone.body.result.error[""]).toEqual(["This car is no longer for sale."]);
    const bad = await post({ intent: "add", listingId: "1 or 1=1" });
    expect(bad.status).toBe(400);
    expect(bad.body.result.error[""]).toEqual(["Choose a car to compare."]);
    const nul = await post({ intent: "add", listingId: `${pending.id}\0` });
    expect(nul.status).toBe(400);
    const unknown = await post({ intent: "swap", listingId: pending.id });
    expect(unknown.status).toBe(400);
  });

  it("never stores more than three cars, however many posts arrive at once", async () => {
    const list = await cars(12);
    const [a, b] = list;
    // Ten adds from one browser at once, each carrying the same two-car cookie.
    const answers = await Promise.all(
      list
        .slice(2)
        .map((car) => post({ intent: "add", listingId: car.id, mode: "fetch" }, [a.id, b.id])),
    );
    for (const r of answers) {
      expect(r.status).toBe(200);
      expect(storedList(r)!.length).toBeLessThanOrEqual(3);
    }
    // A tampered cookie naming twelve cars is read as its first three: full.
    const tampered = await post(
      { intent: "add", listingId: list[11].id, mode: "fetch" },
      list.map((c) => c.id),
    );
    expect(tampered.status).toBe(409);
  });
});

describe("removing and clearing", () => {
  it("removes one car and keeps the others", async () => {
    const [a, b, c] = await cars(3);
    const r = await post({ intent: "remove", listingId: b.id }, [a.id, b.id, c.id]);
    expect(r.status).toBe(302);
    expect(r.location).toBe("/compare");
    expect(storedList(r)).toEqual([a.id, c.id]);
  });

  it("on a shared link goes on to the link without that car", async () => {
    const [a, b] = await cars(2);
    const r = await post({ intent: "remove", listingId: a.id, ids: `${a.id},${b.id}` });
    expect(r.location).toBe(`/compare?ids=${b.id}`);
  });

  it("clears the list", async () => {
    const [a] = await cars(1);
    const r = await post({ intent: "clear" }, [a.id]);
    expect(r.location).toBe("/compare");
    expect(storedList(r)).toEqual([]);
  });
});

describe("the page", () => {
  it("shows the visitor's cars in order, privately", async () => {
    const [a, b] = await cars(2);
    const page = await open("", [b.id, a.id]);
    expect(page.status).toBe(200);
    expect(page.body.cars.map((c: { title: string }) => c.title)).toEqual(["Car 2", "Car 1"]);
    expect(page.body.notes).toEqual([]);
    expect(page.body.shareUrl).toMatch(new RegExp(`/compare\\?ids=${b.id},${a.id}$`));
    expect(storedList(page)).toBeNull();
    const h = new Headers(headers({} as never) as HeadersInit);
    expect(h.get("cache-control")).toBe("private, no-store");
  });

  it("drops a sold car from the visitor's list with a note", async () => {
    const [a] = await cars(1);
    const seller = await createUser();
    const sold = await createListing(seller.id, { status: "sold" });
    const page = await open("", [sold.id, a.id]);
    expect(page.body.cars).toHaveLength(1);
    expect(page.body.notes).toEqual(["1 car is no longer for sale and was left out."]);
    expect(storedList(page)).toEqual([a.id]);
  });

  it("shows a shared link's cars, leaving out what is not a car for sale", async () => {
    const list = await cars(4);
    const seller = await createUser();
    const sold = await createListing(seller.id, { status: "sold" });
    const ids = [list[0].id, sold.id, "junk", list[1].id].join(",");
    const page = await open(`?ids=${ids}`, [list[3].id]);
    expect(page.body.fromLink).toBe(true);
    expect(page.body.cars.map((c: { id: string }) => c.id)).toEqual([list[0].id, list[1].id]);
    expect(page.body.notes).toEqual(["2 cars are no longer for sale and were left out."]);
    // A link never changes the visitor's own list.
    expect(storedList(page)).toBeNull();
    const long = await open(`?ids=${list.map((c) => c.id).join(",")}`);
    expect(long.body.cars).toHaveLength(3);
    expect(long.body.notes).toEqual(["Only 3 cars can be compared: 1 more was left out."]);
    const nul = await open("?ids=%00");
    expect(nul.status).toBe(200);
    expect(nul.body.cars).toEqual([]);
  });
});

describe("in another language (docs/decisions/023-languages.md)", () => {
  it("answers a Yoruba page's posts in Yoruba and goes back to the Yoruba comparison", async () => {
    const [a, b, c, d] = await cars(4);
    const added = await callRoute(action, {
      path: "/yo/compare",
      form: { intent: "add", listingId: b.id, mode: "fetch" },
      cookie: cookieOf([a.id]),
    });
    expect(added.body).toMatchObject({ count: 2, message: "A ti fi kún àfiwé (2 nínú 3)" });
    const full = await callRoute(action, {
      path: "/yo/compare",
      form: { intent: "add", listingId: d.id },
      cookie: cookieOf([a.id, b.id, c.id]),
    });
    expect(full.body.result.error[""]).toEqual(["Ọkọ̀ 3 péré lo lè fi wéra. Kọ́kọ́ yọ ọ̀kan kúrò."]);
    const cleared = await callRoute(action, { path: "/yo/compare", form: { intent: "clear" } });
    expect(cleared.location).toBe("/yo/compare");
  });

  it("notes in Igbo the cars a shared link names that are no longer for sale", async () => {
    const [a] = await cars(1);
    const seller = await createUser();
    const sold = await createListing(seller.id, { status: "sold" });
    const r = await callRoute(loader, { path: `/ig/compare?ids=${a.id},${sold.id}` });
    expect(r.body.notes).toEqual(["A naghị ere otu ụgbọala ọzọ, ahapụrụ ya."]);
  });
});
