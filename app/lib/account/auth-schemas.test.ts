import { parseWithZod } from "@conform-to/zod/v4";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { translateFieldErrors } from "~/i18n/server/catalogues.server";
import { LANGUAGES, type Language } from "~/i18n/languages";
import { LoginSchema, RegisterSchema, safeRedirect, safeRedirectIn } from "./auth-schemas";
import { formatNigerianPhone, toNigerianE164 } from "../format/phone";

/** A reply's errors as a reader sees them: the schemas' messages are message keys
 * (docs/decisions/023-languages.md), shown in the page's language. */
const shown = (
  errors: Record<string, string[] | null> | null | undefined,
  language: Language = "en",
) => translateFieldErrors(language, errors ?? {});

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.set(k, v);
  return f;
};

const valid = {
  accountType: "seller",
  firstName: "Ada",
  lastName: "Okafor",
  email: " Ada@Example.NG ",
  phone: "0803 123 4567",
  location: "lagos",
  password: "okra-soup-42",
  confirmPassword: "okra-soup-42",
  terms: "on",
};

describe("Nigerian phone numbers", () => {
  it("accepts 080..., +234... and 234... and stores E.164", () => {
    expect(toNigerianE164("08031234567")).toBe("+2348031234567");
    expect(toNigerianE164("+234 803 123 4567")).toBe("+2348031234567");
    expect(toNigerianE164("2348031234567")).toBe("+2348031234567");
    expect(toNigerianE164("0906-123-4567")).toBe("+2349061234567");
    expect(formatNigerianPhone("+2348031234567")).toBe("0803 123 4567");
  });

  it("rejects numbers that are not Nigerian mobiles", () => {
    for (const bad of [
      "0803123456",
      "01234567890",
      "+447911123456",
      "08031234567x",
      "0503 123 4567",
    ]) {
      expect(toNigerianE164(bad)).toBeNull();
    }
  });
});

describe("RegisterSchema", () => {
  it("normalises e-mail and phone on success", () => {
    const s = parseWithZod(form(valid), { schema: RegisterSchema });
    expect(s.status).toBe("success");
    if (s.status === "success") {
      expect(s.value.email).toBe("ada@example.ng");
      expect(s.value.phone).toBe("+2348031234567");
      expect(s.value.terms).toBe(true);
    }
  });

  it("answers the product's messages on each field", () => {
    const s = parseWithZod(
      form({
        ...valid,
        accountType: "",
        firstName: "A",
        lastName: "",
        email: "nope",
        phone: "123",
        location: "",
        password: "short",
        confirmPassword: "different",
        terms: "",
      }),
      { schema: RegisterSchema },
    );
    const errors = shown(s.reply().error);
    expect(s.reply().error?.email).toEqual(["forms.email.invalid"]);
    expect(errors.accountType).toEqual(["Please select an account type"]);
    expect(errors.firstName).toEqual(["First name must be at least 2 characters"]);
    expect(errors.lastName).toEqual(["Last name must be at least 2 characters"]);
    expect(errors.email).toEqual(["Please enter a valid email address"]);
    expect(errors.phone?.[0]).toBe("Please enter a valid phone number");
    expect(errors.location).toEqual(["Please select your location"]);
    expect(errors.password).toEqual(["Password must be at least 8 characters"]);
    expect(errors.terms?.[0]).toMatch(/accept the Terms/);
  });

  it("puts a password mismatch on the confirm field", () => {
    const s = parseWithZod(form({ ...valid, confirmPassword: "password124" }), {
      schema: RegisterSchema,
    });
    expect(shown(s.reply().error)).toEqual({ confirmPassword: ["Passwords don't match"] });
    expect(shown(s.reply().error, "ha")).toEqual({
      confirmPassword: ["Kalmomin sirrin ba su yi daidai ba"],
    });
  });

  it("refuses an 11-digit number that is not a Nigerian mobile", () => {
    const s = parseWithZod(form({ ...valid, phone: "01234567890" }), { schema: RegisterSchema });
    expect(shown(s.reply().error).phone).toEqual(["Please enter a valid Nigerian mobile number"]);
  });
});

describe("LoginSchema and redirects", () => {
  it("uses the login messages", () => {
    const s = parseWithZod(form({ email: "x", password: "123" }), { schema: LoginSchema });
    expect(shown(s.reply().error)).toEqual({
      email: ["Please enter a valid email address"],
      password: ["Password must be at least 6 characters"],
    });
  });

  it("only follows local redirects", () => {
    expect(safeRedirect("/favorites?x=1")).toBe("/favorites?x=1");
    expect(safeRedirect("https://evil.example")).toBe("/dashboard");
    expect(safeRedirect("//evil.example")).toBe("/dashboard");
    expect(safeRedirect("/\\evil.example")).toBe("/dashboard");
    expect(safeRedirect(null)).toBe("/dashboard");
  });
});

describe("safeRedirect: targets that would leave the site", () => {
  const ORIGIN = "https://motormart.test";
  /** Where a browser lands for `Location: to` from one of our pages (WHATWG URL parsing). */
  const browserLands = (to: string) => new URL(to, `${ORIGIN}/login?redirectTo=x`).origin;
  /** React Router's client navigation treats these as another site's URL (ABSOLUTE_URL_REGEX). */
  const routerThinksAbsolute = (to: string) => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(to);

  const offSite: [string, string][] = [
    ["protocol-relative", "//evil.example"],
    ["three slashes", "///evil.example"],
    ["dot segment", "/.//evil.example"],
    ["dot-dot segment", "/..//evil.example"],
    ["dot-dot after a segment", "/a/..//evil.example"],
    ["two dot segments", "/././/evil.example"],
    ["encoded dot", "/%2e//evil.example"],
    ["encoded dot, upper case", "/%2E//evil.example"],
    ["encoded dot-dot", "/%2e%2e//evil.example"],
    ["half-encoded dot-dot", "/.%2e//evil.example"],
    ["dot segment then backslash", "/./\\evil.example"],
    ["backslash", "/\\evil.example"],
    ["two backslashes", "\\\\evil.example"],
    ["slash backslash slash", "/\\/evil.example"],
    ["tab", "/\t/evil.example"],
    ["newline", "/\n/evil.example"],
    ["carriage return", "/\r//evil.example"],
    ["NUL", "/\u0000/evil.example"],
    ["leading space", " //evil.example"],
    ["no-break space", "/\u00a0/evil.example"],
    ["line separator", "/\u2028/evil.example"],
    ["ideographic space", "/\u3000/evil.example"],
    ["byte-order mark", "/\ufeff/evil.example"],
    ["https scheme", "https://evil.example"],
    ["upper-case scheme", "HTTPS://evil.example/"],
    ["scheme without slashes", "http:evil.example"],
    ["javascript", "javascript:alert(1)"],
    ["data", "data:text/html,<script>alert(1)</script>"],
    ["relative path", "evil.example"],
    ["empty", ""],
    ["too long", `/${"a".repeat(2100)}`],
  ];

  it.each(offSite)("refuses %s", (_name, to) => {
    expect(safeRedirect(to)).toBe("/dashboard");
  });

  const kept: [string, string, string][] = [
    ["a path with query and hash", "/car/abc?tab=photos#gallery", "/car/abc?tab=photos#gallery"],
    ["dot segments inside the site", "/a/./b/../c", "/a/c"],
    ["encoded slashes (a path, not a host)", "/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["an encoded backslash", "/%5C%5Cevil.example", "/%5C%5Cevil.example"],
    ["an encoded tab", "/%09/evil.example", "/%09/evil.example"],
    ["a slash in the query", "/browse?next=//evil.example", "/browse?next=//evil.example"],
    ["non-Latin text, encoded", "/car/é", "/car/%C3%A9"],
    ["a lone surrogate, replaced", "/car/\ud800", "/car/%EF%BF%BD"],
  ];

  it.each(kept)("keeps %s", (_name, to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });

  it("answers the fallback for non-strings, and a given fallback", () => {
    for (const to of [null, undefined, 42, {}, ["/x"]]) expect(safeRedirect(to)).toBe("/dashboard");
    expect(safeRedirect("//evil.example", "")).toBe("");
    expect(safeRedirect("//evil.example", "/favorites")).toBe("/favorites");
  });

  it("never answers anything that leaves the site, whatever it is given", () => {
    const piece = fc.constantFrom(
      "/",
      "//",
      "\\",
      ".",
      "..",
      "%2e",
      "%2E",
      "%2f",
      "%5c",
      "\t",
      "\n",
      "\r",
      " ",
      "\u00a0",
      "\u2028",
      "\u3000",
      "\ufeff",
      "\u0000",
      "\ud800",
      ":",
      "@",
      "?",
      "#",
      "http:",
      "https:",
      "javascript:",
      "evil.example",
      "a",
      "é",
    );
    const target = fc.oneof(
      fc.array(piece, { maxLength: 8 }).map((parts) => parts.join("")),
      fc.array(piece, { maxLength: 8 }).map((parts) => `/${parts.join("")}`),
      // Any UTF-16 code units, lone surrogates included.
      fc
        .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 40 })
        .map((units) => String.fromCharCode(...units)),
    );
    fc.assert(
      fc.property(target, (to) => {
        const answer = safeRedirect(to, "/dashboard");
        return (
          answer.startsWith("/") &&
          !answer.startsWith("//") &&
          !answer.startsWith("/\\") &&
          !routerThinksAbsolute(answer) &&
          browserLands(answer) === ORIGIN &&
          // A valid Location header value: visible ASCII only.
          /^[\x21-\x7e]+$/.test(answer)
        );
      }),
      { seed: 20261126, numRuns: 2000 },
    );
  });
});

describe("safeRedirectIn: judged after the language prefix changes", () => {
  const ORIGIN = "https://motormart.test";
  const staysHere = (to: string) =>
    to.startsWith("/") &&
    !/^(?:[a-z][a-z0-9+.-]*:|\/\/|\/\\)/i.test(to) &&
    new URL(to, `${ORIGIN}/ha/browse`).origin === ORIGIN &&
    /^[\x21-\x7e]+$/.test(to);

  it("refuses a prefix that hides another site once it is dropped, in every language", () => {
    for (const prefix of ["/ha", "/yo", "/ig"]) {
      // In English the prefix goes: `//evil.example/phish` would be another site.
      expect(safeRedirectIn("en", `${prefix}//evil.example/phish`, "/")).toBe("/");
      // In a language the rest keeps a prefix before it: a path on this site (a 404).
      for (const language of LANGUAGES.filter((l) => l !== "en"))
        expect(safeRedirectIn(language, `${prefix}//evil.example/phish`, "/")).toBe(
          `/${language}//evil.example/phish`,
        );
    }
  });

  it("keeps a path on this site and puts it in the language", () => {
    expect(safeRedirectIn("en", "/ha/browse?make=toyota")).toBe("/browse?make=toyota");
    expect(safeRedirectIn("yo", "/ha/car/abc#photos")).toBe("/yo/car/abc#photos");
    expect(safeRedirectIn("ig", "//evil.example")).toBe("/ig/dashboard");
    expect(safeRedirectIn("ha", "/api/cars")).toBe("/api/cars");
  });

  it("never answers anything that leaves the site, in any language, whatever it is given", () => {
    const piece = fc.constantFrom(
      "/",
      "//",
      "/ha",
      "/yo",
      "/ig",
      "/en",
      "ha",
      "\\",
      ".",
      "..",
      "%2e",
      "%2f",
      "%5c",
      "\t",
      " ",
      "\u3000",
      "?",
      "#",
      ":",
      "@",
      "https:",
      "evil.example",
      "api",
    );
    const target = fc.oneof(
      fc.array(piece, { maxLength: 8 }).map((parts) => parts.join("")),
      fc.array(piece, { maxLength: 8 }).map((parts) => `/${parts.join("")}`),
    );
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), target, (language, to) =>
        staysHere(safeRedirectIn(language, to, "/")),
      ),
      { seed: 20261201, numRuns: 3000 },
    );
  });
});
