/**
 * The offline VIN decoder (vin-decoder.server.ts) on real VIN patterns: a US-market car, a
 * Japanese-built one, a European VIN whose 9th character is a letter, and one no maker owns.
 */
import { afterAll, describe, expect, it } from "vitest";
import { decodeVin, stopVinDecoder } from "./vin-decoder.server";

afterAll(() => stopVinDecoder());

describe("decoding a VIN offline", () => {
  it("reads the make, model and model year, for several VINs at once", async () => {
    const [accord, lexus, camry] = await Promise.all([
      decodeVin("1HGCM82633A004352"),
      decodeVin("JTHBK1GG2D2123456"),
      decodeVin("4T1BF1FK0CU123456"),
    ]);
    expect(accord).toEqual({ make: "Honda", model: "Accord", year: 2003 });
    expect(lexus).toEqual({ make: "Lexus", model: "ES", year: 2013 });
    expect(camry).toEqual({ make: "Toyota", model: "Camry", year: 2012 });
  }, 60_000);

  it("reads a European VIN's maker though its 9th character is not a check digit", async () => {
    expect((await decodeVin("WVWZZZ3CZ8E123456"))?.make).toBe("Volkswagen");
  }, 30_000);

  it("answers null for a VIN no maker in the database owns", async () => {
    expect(await decodeVin("AAAAAAAAAAAAAAAAA")).toBeNull();
  }, 30_000);
});
