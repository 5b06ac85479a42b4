/**
 * Every place that sends a browser back to a user-supplied path (sign-in's `redirectTo`, the
 * 2FA step, Google's stored target, the report page's `returnTo`, the heart's `redirectTo`,
 * the language switch's `returnTo`) goes through `safeRedirect`, so a path that only becomes
 * another site after the browser normalises it (`/.//evil.example` -> `//evil.example`) never
 * leaves the site: not as a Location header, and not as a link or hidden input that React
 * Router follows on the client; a target put in another language is judged after its prefix
 * changed (`/ha//evil.example` in English is `//evil.example`: `safeRedirectIn`)
 * (docs/decisions/008-security-review.md). The function's own table of tricks is in
 * app/lib/account/auth-schemas.test.ts.
 */
import { generateTOTP } from "@epic-web/totp";
import fc from "fast-check";
import { createCookie } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { setPassword } from "~/models/identity/passwords.server";
import { enableTwoFactor, startTwoFactorSetup } from "~/models/security/two-factor.server";
import * as favoritesPage from "~/routes/account/favorites";
import * as reportPage from "~/routes/account/report";
import * as loginPage from "~/routes/auth/login";
import * as twoFactorPage from "~/routes/auth/login-2fa";
import * as languageSwitch from "~/routes/public/language";
import { LANGUAGES } from "~/i18n/languages";
import { createListing, createUser } from "../factories";
import { useTestDatabase } from "../setup/database";
import { renderPage } from "../support/render";
import { callRoute, signIn } from "../support/routes";

useTestDatabase();

const PASSWORD = "okra-soup-42";
const TRICKS = [
  "/.//evil.example",
  "/..//evil.example/path",
  "/a/..//evil.example",
  "/%2e%2e//evil.example",
  "/.%2e//evil.example",
  "//evil.example",
  "/\\evil.example",
  "/\t/evil.example",
  "https://evil.example",
];
/**
 * Paths on this site until their language prefix is dropped: an English answer makes them
 * another site's (`/ha//evil.example` -> `//evil.example`).
 */
const LANGUAGE_TRICKS = ["/ha//evil.example", "/yo/.//evil.example", "/ig//evil.example/phish"];

/** Whether `to` keeps a browser (or React Router's client navigation) on our origin. */
const staysHere = (to: string | null) =>
  !!to &&
  !/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(to) &&
  new URL(to, "https://motormart.test/login").origin === "https://motormart.test";

const unescape = (v: string) => v.replace(/&amp;/g, "&").replace(/&quot;/g, '"');
/** Every link's href in server-rendered HTML. */
const links = (html: string) =>
  [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => unescape(m[1]));
/** The values of hidden redirectTo / returnTo inputs. */
const hiddenTargets = (html: string) =>
  [...html.matchAll(/<input\b[^>]*\bname="(?:redirectTo|returnTo)"[^>]*\bvalue="([^"]*)"/g)].map(
    (m) => unescape(m[1]),
  );

async function account() {
  const user = await createUser({ accountType: "both" });
  await setPassword(user.id, PASSWORD);
  return user;
}

let seller: { id: string };
let listingId = "";
beforeAll(async () => {
  seller = await createUser({ accountType: "seller" });
  listingId = (await createListing(seller.id)).id;
});

describe("sign-in", () => {
  it.each([...TRICKS, ...LANGUAGE_TRICKS])("goes to /dashboard, not to %j", async (to) => {
    const user = await account();
    const r = await callRoute(loginPage.action, {
      path: "/login",
      form: { email: user.email, password: PASSWORD, redirectTo: to },
    });
    expect(r.status).toBe(302);
    expect(r.location).toBe("/dashboard");
  });

  it("keeps a path on this site", async () => {
    const user = await account();
    const r = await callRoute(loginPage.action, {
      path: "/login",
      form: { email: user.email, password: PASSWORD, redirectTo: "/sell/../favorites?x=1" },
    });
    expect(r.location).toBe("/favorites?x=1");
  });

  it("renders only a safe redirectTo into the form and the Google link", async () => {
    const html = await renderPage(loginPage, "/login", {
      path: `/login?redirectTo=${encodeURIComponent("/.//evil.example")}`,
    });
    expect(hiddenTargets(html)).toEqual([""]);
    for (const href of links(html)) expect(href).not.toContain("evil.example");
    const kept = await renderPage(loginPage, "/login", {
      path: `/login?redirectTo=${encodeURIComponent("/car/x?tab=photos")}`,
    });
    expect(hiddenTargets(kept)).toEqual(["/car/x?tab=photos"]);
  });
});

describe("the 2FA step", () => {
  async function twoFactorAccount() {
    const user = await account();
    const { secret } = await startTwoFactorSetup(user.id, user.email);
    const { otp } = await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" });
    const { recoveryCodes } = await enableTwoFactor(user.id, otp);
    return { user, recovery: recoveryCodes };
  }

  it("ends at /dashboard when sign-in was given /.//evil.example", async () => {
    const { user, recovery } = await twoFactorAccount();
    const first = await callRoute(loginPage.action, {
      path: "/login",
      form: { email: user.email, password: PASSWORD, redirectTo: "/.//evil.example" },
    });
    expect(first.location).toBe("/login/2fa");
    const cookie = first.headers.get("set-cookie")!.split(";")[0];
    const done = await callRoute(twoFactorPage.action, {
      path: "/login/2fa",
      cookie,
      form: { code: recovery[0] },
    });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/dashboard");
  });

  it("checks the stored target again when it is used (a cookie is the client's to change)", async () => {
    const { user, recovery } = await twoFactorAccount();
    const first = await callRoute(loginPage.action, {
      path: "/login",
      form: { email: user.email, password: PASSWORD, redirectTo: "/sell" },
    });
    // The challenge cookie is not signed: rewrite its target as a client could.
    const jar = createCookie("mm_2fa");
    const stored = (await jar.parse(first.headers.get("set-cookie"))) as { token: string };
    const forged = (await jar.serialize({ ...stored, redirectTo: "/.//evil.example" })).split(
      ";",
    )[0];
    const done = await callRoute(twoFactorPage.action, {
      path: "/login/2fa",
      cookie: forged,
      form: { code: recovery[0] },
    });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/dashboard");
  });
});

describe("the report page's returnTo", () => {
  it.each(TRICKS)("links Cancel and returns to /dashboard for %j", async (to) => {
    const buyer = await createUser({ accountType: "buyer" });
    const token = await signIn(buyer);
    const path = `/report?targetType=user&targetId=${seller.id}&returnTo=${encodeURIComponent(to)}`;
    const page = await callRoute(reportPage.loader, { path, sessionCookie: token });
    expect(page.status).toBe(200);
    expect(page.body.returnTo).toBe("/dashboard");
    const html = await renderPage(reportPage, "/report", { path, sessionCookie: token });
    // The form posts to this page's own URL; what the browser goes to next is the Cancel link
    // and the hidden returnTo.
    expect(links(html)).toContain("/dashboard");
    expect(hiddenTargets(html)).toEqual(["/dashboard"]);
    for (const target of [...links(html), ...hiddenTargets(html)])
      expect(staysHere(target) && !target.includes("evil.example"), target).toBe(true);
    const sent = await callRoute(reportPage.action, {
      path,
      sessionCookie: token,
      form: { targetType: "user", targetId: seller.id, reason: "abusive", returnTo: to },
    });
    expect(sent.status).toBe(302);
    expect(sent.location).toBe("/dashboard");
  });
});

describe("the report page's returnTo, put in the page's language", () => {
  it.each(LANGUAGE_TRICKS)("returns to /dashboard, not to %j", async (to) => {
    const buyer = await createUser({ accountType: "buyer" });
    const token = await signIn(buyer);
    const sent = await callRoute(reportPage.action, {
      path: "/report",
      sessionCookie: token,
      form: { targetType: "user", targetId: seller.id, reason: "abusive", returnTo: to },
    });
    expect(sent.status).toBe(302);
    expect(sent.location).toBe("/dashboard");
  });
});

describe("the heart's redirectTo", () => {
  it.each(TRICKS)("goes back to /favorites, not to %j", async (to) => {
    const buyer = await createUser({ accountType: "buyer" });
    const token = await signIn(buyer);
    const r = await callRoute(favoritesPage.action, {
      path: "/favorites",
      sessionCookie: token,
      form: { intent: "save", listingId, redirectTo: to },
    });
    expect(r.status).toBe(302);
    expect(r.location).toBe("/favorites");
    const signedOut = await callRoute(favoritesPage.action, {
      path: "/favorites",
      form: { intent: "save", listingId, redirectTo: to },
    });
    const back = new URL(signedOut.location!, "https://motormart.test").searchParams;
    expect(back.get("redirectTo")).toBe("/favorites");
    expect(staysHere(signedOut.location)).toBe(true);
  });
});

describe("the language switch's returnTo", () => {
  it("never sends the browser to another site, in any language, from any page language", async () => {
    const prefixes = fc.constantFrom("", ...LANGUAGES.map((l) => `/${l}`));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...LANGUAGES),
        prefixes,
        fc.constantFrom(...TRICKS, ...LANGUAGE_TRICKS),
        async (language, prefix, trick) => {
          const returnTo = `${prefix}${trick}`;
          const r = await callRoute(languageSwitch.action, {
            path: "/language",
            form: { language, returnTo },
          });
          expect(r.status).toBe(303);
          expect(staysHere(r.location), `${returnTo} in ${language}: ${r.location}`).toBe(true);
        },
      ),
      { seed: 20261201, numRuns: 200 },
    );
  });

  it("goes back to the page in the chosen language", async () => {
    const r = await callRoute(languageSwitch.action, {
      path: "/language",
      form: { language: "yo", returnTo: "/ha/browse?make=toyota" },
    });
    expect(r.location).toBe("/yo/browse?make=toyota");
    const en = await callRoute(languageSwitch.action, {
      path: "/language",
      form: { language: "en", returnTo: "/ha//evil.example/phish" },
    });
    expect(en.location).toBe("/");
  });
});
