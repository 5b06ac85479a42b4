/**
 * One rule set per entity (docs/decisions/029-one-rule-set-per-entity.md): the same generated
 * values, sent to a page's form and to the API, are accepted by both or refused by both, on the
 * same field. The listing: price, year and mileage (valid, bounds ±1, fractional, negative,
 * huge, NaN-ish text) through /sell's "save-details" and `POST /api/cars`. The profile: bio and
 * city lengths and the date of birth through /profile's "save-profile" and
 * `PUT /api/users/profile`. Each wire sends the value as it carries it: the form as text, the
 * API as a JSON number (or the text itself when it is not a number). Runs are kept small (fixed
 * seed) so the file costs seconds.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maxYear } from "~/lib/catalogue/catalog";
import { LISTING_LIMITS } from "~/lib/listings/listing-schema";
import { BIO_MAX } from "~/lib/account/profile-schema";
import * as carsRoute from "~/routes/api/cars/cars";
import * as profileApi from "~/routes/api/users/profile";
import * as profilePage from "~/routes/account/profile/route";
import { createUser, LISTING_FIELDS } from "../../../tests/factories";
import { eq } from "drizzle-orm";
import { db } from "#db/connection";
import { listings } from "#db/schema";
import { useTestDatabase } from "../../../tests/setup/database";
import { callRoute, signIn, type CallResult } from "../../../tests/support/routes";
import * as sell from "./route";

useTestDatabase();

/** A value as a person or a client might send it: a number, or text that is not one. */
type Sent = { number: number } | { text: string };

const NOT_NUMBERS = ["abc", "NaN", "Infinity", "-Infinity", "12abc", "1e400", "null", "true"];

/** Numbers around `min`..`max`: the bounds ±1, whole and fractional, negative and huge. */
function numbers(min: number, max: number): fc.Arbitrary<Sent> {
  const sent = (n: number): Sent => ({ number: n });
  return fc.oneof(
    // Valid values are the heaviest, so that a good share of the records pass on every field.
    { arbitrary: fc.integer({ min, max }).map(sent), weight: 6 },
    { arbitrary: fc.constantFrom(min - 1, min, max, max + 1).map(sent), weight: 2 },
    {
      arbitrary: fc.integer({ min: Math.max(min - 10, -1e9), max: min + 10 }).map(sent),
      weight: 1,
    },
    { arbitrary: fc.integer({ min, max }).map((n) => sent(n + 0.5)), weight: 1 },
    { arbitrary: fc.double({ min: -1e12, max: 1e22, noNaN: true }).map(sent), weight: 1 },
    { arbitrary: fc.constantFrom(...NOT_NUMBERS).map((text) => ({ text })), weight: 1 },
  );
}

const asText = (v: Sent) => ("number" in v ? String(v.number) : v.text);
const asJson = (v: Sent) => ("number" in v ? v.number : v.text);

/**
 * The same listing sent to /sell's "save-details" and to `POST /api/cars`, with `form` and `json`
 * over the fixed fields: each wire's own names and its own way of carrying a value.
 */
async function sendListing(
  token: string,
  form: Record<string, string>,
  json: Record<string, unknown>,
) {
  const page = await callRoute(sell.action, {
    method: "POST",
    path: "/sell",
    sessionCookie: token,
    form: {
      intent: "save-details",
      title: LISTING_FIELDS.title,
      make: LISTING_FIELDS.make,
      model: LISTING_FIELDS.model,
      category: LISTING_FIELDS.category,
      state: LISTING_FIELDS.state,
      description: LISTING_FIELDS.description,
      ...form,
    },
  });
  const api = await callRoute(carsRoute.action, {
    method: "POST",
    path: "/api/cars",
    token,
    json: {
      title: LISTING_FIELDS.title,
      brand: LISTING_FIELDS.make,
      model: LISTING_FIELDS.model,
      category: LISTING_FIELDS.category,
      location: LISTING_FIELDS.state,
      description: LISTING_FIELDS.description,
      ...json,
    },
  });
  return { page, api };
}

/** How many answers each wire accepted and refused, so a run that only refuses is noticed. */
const tally = { accepted: 0, refused: 0 };

/** The fields among `fields` that an answer refused: a form's `result.error`, the API's `errors`. */
function refused(r: CallResult, fields: string[], wire: "page" | "api"): string[] {
  if (wire === "page" ? r.status === 302 : r.status < 300) {
    tally.accepted++;
    return [];
  }
  tally.refused++;
  expect(r.status, JSON.stringify(r.body)).toBe(400);
  const errors: Record<string, unknown> =
    (wire === "page" ? r.body.result.error : r.body.errors) ?? {};
  return fields.filter((f) => f in errors);
}

describe("the listing's rules on /sell and POST /api/cars", () => {
  it("accept and refuse the same price, year and mileage", async () => {
    Object.assign(tally, { accepted: 0, refused: 0 });
    const user = await createUser({ accountType: "seller", plan: "premium" });
    const token = await signIn(user);
    const fields = ["price", "year", "mileage"];
    const { price, year, mileage } = LISTING_LIMITS;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          price: numbers(price.min, price.max),
          year: numbers(year.min, maxYear()),
          mileage: numbers(mileage.min, mileage.max),
        }),
        async (v) => {
          const { page, api } = await sendListing(
            token,
            { price: asText(v.price), year: asText(v.year), mileage: asText(v.mileage) },
            { price: asJson(v.price), year: asJson(v.year), mileage: asJson(v.mileage) },
          );
          expect(refused(page, fields, "page")).toEqual(refused(api, fields, "api"));
        },
      ),
      { numRuns: 60, seed: 20261207 },
    );
    expect(tally.accepted).toBeGreaterThan(5);
    expect(tally.refused).toBeGreaterThan(5);
  }, 120_000);
});

describe("the listing's VIN on /sell and POST /api/cars", () => {
  it("accepts and refuses the same VINs, with the same message, and stores them alike", async () => {
    const user = await createUser({ accountType: "seller", plan: "premium" });
    const token = await signIn(user);
    const vins = {
      // Typed loosely, kept as 17 upper-case characters.
      "1hgcm826-33a 004352": "1HGCM82633A004352",
      // A European VIN: its 9th character is not a check digit.
      WVWZZZ3CZ8E123456: "WVWZZZ3CZ8E123456",
      "1HGCM82633A004353": null, // a typo: the check digit does not add up
      "1HGCM82633AOO4352": null, // O is never in a VIN
      "1HGCM82633A00435": null, // 16 characters
      "1HGCM82633A00435\u0000": null,
    };
    for (const [typed, stored] of Object.entries(vins)) {
      const { page, api } = await sendListing(
        token,
        { price: String(LISTING_FIELDS.price), year: String(LISTING_FIELDS.year), vin: typed },
        { price: LISTING_FIELDS.price, year: LISTING_FIELDS.year, vin: typed },
      );
      expect([page.status === 302, api.status === 201], typed).toEqual([!!stored, !!stored]);
      if (stored) {
        const [row] = await db()
          .select({ vin: listings.vin })
          .from(listings)
          .where(eq(listings.id, api.body.data.id));
        expect(row.vin).toBe(stored);
      } else if (typed.includes("\u0000")) {
        // A NUL byte is refused before any rule reads the form; the API refuses it as a VIN.
        expect([page.status, api.status]).toEqual([400, 400]);
      } else {
        // What was typed stays in the form, with the reason beside the field.
        expect(page.body.result.initialValue.vin).toBe(typed);
        expect(page.body.result.error.vin).toEqual(api.body.errors.vin);
      }
    }
  }, 60_000);
});

describe("the profile's rules on /profile and PUT /api/users/profile", () => {
  it("accept and refuse the same bio, city and date of birth", async () => {
    Object.assign(tally, { accepted: 0, refused: 0 });
    const user = await createUser();
    const token = await signIn(user);
    const fields = ["bio", "city", "dateOfBirth"];
    const today = new Date().toISOString().slice(0, 10);
    const yearsAgo = (n: number, days = 0) => {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCFullYear(d.getUTCFullYear() - n);
      d.setUTCDate(d.getUTCDate() + days);
      return d.toISOString().slice(0, 10);
    };
    const text = (max: number) =>
      fc.oneof(
        fc.constantFrom(max - 1, max, max + 1).map((n) => "a".repeat(n)),
        fc.string({ minLength: 1, maxLength: max + 20, unit: fc.constantFrom("a", "é", " ", "-") }),
      );
    const date = fc.oneof(
      fc.constantFrom(
        yearsAgo(16),
        yearsAgo(16, 1),
        yearsAgo(121, 1),
        yearsAgo(121),
        yearsAgo(0, 1),
        "2001-02-29",
        "2000-02-29",
        "12/05/1990",
        "not a date",
      ),
      fc
        .date({ min: new Date("1880-01-01"), max: new Date("2040-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({ bio: text(BIO_MAX), city: text(80), dateOfBirth: date }),
        async (v) => {
          // A value of only spaces is an empty field to a form (cleared), so both wires send it
          // trimmed of nothing else: compare what a person could type.
          const page = await callRoute(profilePage.action, {
            method: "POST",
            path: "/profile",
            sessionCookie: token,
            form: {
              intent: "save-profile",
              firstName: user.firstName,
              lastName: user.lastName,
              email: user.email,
              ...v,
            },
          });
          const api = await callRoute(profileApi.action, {
            method: "PUT",
            path: "/api/users/profile",
            token,
            json: v,
          });
          expect(refused(page, fields, "page")).toEqual(refused(api, fields, "api"));
        },
      ),
      { numRuns: 50, seed: 20261207 },
    );
    expect(tally.accepted).toBeGreaterThan(5);
    expect(tally.refused).toBeGreaterThan(5);
  }, 120_000);
});
