/**
 * Which language a request is answered in (docs/decisions/023-languages.md): the address's
 * prefix, then a signed-in user's preference, then the switch's cookie, then `Accept-Language`
 * when it prefers one of ours, then English.
 */
import { describe, expect, it } from "vitest";
import { acceptedLanguage, languageCookieChoice, resolveLanguage } from "./language.server";

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { headers });

describe("acceptedLanguage", () => {
  it("takes the most preferred of the site's languages, by quality then order", () => {
    expect(acceptedLanguage("ha-NG,ha;q=0.9,en;q=0.8")).toBe("ha");
    expect(acceptedLanguage("en-GB,en;q=0.9,yo;q=0.8")).toBe("en");
    expect(acceptedLanguage("fr;q=0.9, ig;q=0.95, en;q=0.2")).toBe("ig");
    expect(acceptedLanguage("YO")).toBe("yo");
  });

  it("ignores languages we do not have, refused ones and nonsense", () => {
    expect(acceptedLanguage("fr-FR,de;q=0.5")).toBeNull();
    expect(acceptedLanguage("ha;q=0")).toBeNull();
    expect(acceptedLanguage("ha;q=abc, *")).toBeNull();
    expect(acceptedLanguage("")).toBeNull();
    expect(acceptedLanguage(null)).toBeNull();
    expect(acceptedLanguage(`${"x,".repeat(5000)}ha`)).toBeNull();
  });
});

describe("resolveLanguage", () => {
  const all = { cookie: "mm_lang=yo", "accept-language": "ig" };

  it("follows the address's prefix whoever asks", () => {
    expect(resolveLanguage(request("/ha/browse", all), "ig")).toEqual({
      language: "ha",
      source: "address",
    });
  });

  it("then the signed-in user's preference, then the cookie, then Accept-Language", () => {
    expect(resolveLanguage(request("/browse", all), "ha").language).toBe("ha");
    expect(resolveLanguage(request("/browse", all)).language).toBe("yo");
    expect(resolveLanguage(request("/browse", { "accept-language": "ig" })).language).toBe("ig");
    expect(resolveLanguage(request("/browse"))).toEqual({ language: "en", source: "default" });
  });

  it("reads only a known language from the cookie", () => {
    expect(languageCookieChoice("a=1; mm_lang=ig; b=2")).toBe("ig");
    expect(languageCookieChoice("mm_lang=fr")).toBeNull();
    expect(languageCookieChoice("xmm_lang=ha")).toBeNull();
  });
});
