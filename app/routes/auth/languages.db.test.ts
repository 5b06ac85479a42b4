/**
 * The sign-in screens and their messages in the reader's language (docs/decisions/023-languages.md):
 * a form post on `/ha/login` answers its validation errors in Hausa with what was typed kept; the
 * API answers its `message` and field errors in the language of `Accept-Language`, English by
 * default; a flash message left as a key reads in the language of the page it lands on.
 */
import { describe, expect, it } from "vitest";
import { failOnMissingMessages } from "../../../tests/support/i18n";
import { flashIn } from "~/request/flash.server";
import { msg } from "~/i18n/messages";
import { useTestDatabase } from "../../../tests/setup/database";
import { pageText, renderPage } from "../../../tests/support/render";
import { callRoute } from "../../../tests/support/routes";
import { action as apiLogin } from "../api/auth/login";
import * as login from "./login";
import * as register from "./register";

useTestDatabase();

failOnMissingMessages();

const post = (path: string, form: Record<string, string>) => ({ method: "POST", path, form });

describe("the sign-in page in each language", () => {
  it("answers a Hausa post's validation errors in Hausa, keeping the e-mail typed", async () => {
    const html = await renderPage(
      login,
      ":lang?/login",
      post("/ha/login", { email: "ada-at-example", password: "123" }),
    );
    const text = pageText(html);
    expect(text).toContain("Shiga");
    expect(text).toContain("Da fatan ka shigar da adireshin imel mai inganci");
    expect(text).toContain("Kalmar sirri dole ta kai aƙalla haruffa 6");
    expect(text).toContain("Ka tuna da ni na kwana 30");
    expect(text).not.toContain("Please enter a valid email address");
    expect(html).toContain('value="ada-at-example"');
    expect(html).toContain('href="/ha/register"');
  });

  it("answers a wrong password in Yoruba on /yo/login", async () => {
    const html = await renderPage(
      login,
      ":lang?/login",
      post("/yo/login", { email: "bola@example.ng", password: "not-her-password" }),
    );
    expect(pageText(html)).toContain("Ímeèlì tàbí ọ̀rọ̀ aṣínà kò tọ́");
    expect(html).toContain('value="bola@example.ng"');
  });

  it("keeps English where it was", async () => {
    const html = await renderPage(
      login,
      ":lang?/login",
      post("/login", { email: "nope", password: "123" }),
    );
    const text = pageText(html);
    expect(text).toContain("Welcome back. Sign in to your MotorMart account.");
    expect(text).toContain("Please enter a valid email address");
    expect(html).toMatch(
      /By signing in you agree to our <a[^>]*>Terms of Service<\/a> and <a[^>]*>Privacy Policy<\/a>\./,
    );
  });
});

describe("registration in each language", () => {
  const typed = {
    accountType: "buyer",
    firstName: "Chidi",
    lastName: "O",
    email: "chidi@example.ng",
    phone: "123",
    location: "anambra",
    password: "okra-soup-42",
    confirmPassword: "okra-soup-43",
    terms: "on",
  };

  it("answers in Igbo on /ig/register, what was typed kept (never the passwords)", async () => {
    const html = await renderPage(register, ":lang?/register", post("/ig/register", typed));
    const text = pageText(html);
    expect(text).toContain("Mepee akaụntụ gị");
    expect(text).toContain("Aha nna ga-enwerịrị opekata mpe mkpụrụedemede 2");
    expect(text).toContain("Biko tinye nọmba ekwentị ziri ezi");
    expect(text).toContain("Okwuntughe abụọ ahụ adabaghị");
    expect(text).toContain("Ekwenyere m na Usoro Ọrụ na Iwu Nzuzo");
    expect(html).toContain('value="Chidi"');
    expect(html).not.toContain("okra-soup-42");
  });

  it("answers in Yoruba on /yo/register", async () => {
    const html = await renderPage(register, ":lang?/register", post("/yo/register", typed));
    const text = pageText(html);
    expect(text).toContain("Ṣí àkáǹtì rẹ");
    expect(text).toContain("Orúkọ ìdílé gbọ́dọ̀ ní ó kéré tán lẹ́tà 2");
    expect(text).toContain("Àwọn ọ̀rọ̀ aṣínà méjèèjì kò bára mu");
    expect(text).toContain("Ra Ọkọ̀");
  });

  it("answers in Hausa on /ha/register and redirects a success to /ha/login", async () => {
    const html = await renderPage(register, ":lang?/register", post("/ha/register", typed));
    expect(pageText(html)).toContain("Sunan iyali dole ya kai aƙalla haruffa 2");
    const done = await callRoute(register.action, {
      method: "POST",
      path: "/ha/register",
      form: {
        ...typed,
        lastName: "Okoro",
        phone: "0803 123 4567",
        confirmPassword: "okra-soup-42",
      },
    });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/ha/login");
  });
});

describe("the API's messages", () => {
  const bad = { email: "nope", password: "123" };

  it("answers in English by default", async () => {
    const r = await callRoute(apiLogin, { method: "POST", path: "/api/auth/login", json: bad });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      success: false,
      message: "Some values are not valid",
      errors: {
        email: ["Please enter a valid email address"],
        password: ["Password must be at least 6 characters"],
      },
    });
  });

  it("answers in the language of Accept-Language, with the same data", async () => {
    const r = await callRoute(apiLogin, {
      method: "POST",
      path: "/api/auth/login",
      json: bad,
      headers: { "accept-language": "ha-NG,ha;q=0.9,en;q=0.8" },
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      success: false,
      message: "Wasu bayanai ba su da inganci",
      errors: {
        email: ["Da fatan ka shigar da adireshin imel mai inganci"],
        password: ["Kalmar sirri dole ta kai aƙalla haruffa 6"],
      },
    });
    const wrong = await callRoute(apiLogin, {
      method: "POST",
      path: "/api/auth/login",
      json: { email: "nobody@example.ng", password: "okra-soup-42" },
      headers: { "accept-language": "ig" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: "Email ma ọ bụ okwuntughe ezighi ezi" });
  });
});

describe("flash messages", () => {
  it("show a key in the language of the page they land on, and text as it is", () => {
    const flash = { tone: "success" as const, message: msg("auth.reset.done") };
    expect(flashIn(flash, "en").message).toBe(
      "Your password has been changed. Sign in with your new password.",
    );
    expect(flashIn(flash, "yo").message).toBe(
      "A ti yí ọ̀rọ̀ aṣínà rẹ padà. Wọlé pẹ̀lú ọ̀rọ̀ aṣínà tuntun rẹ.",
    );
    const sent = {
      tone: "success" as const,
      message: msg("auth.register.sent", { email: "a+b@x.ng" }),
    };
    expect(flashIn(sent, "ha").message).toBe(
      "Duba imel ɗinka: mun aika saƙo zuwa a+b@x.ng da mataki na gaba.",
    );
    expect(flashIn({ tone: "error", message: "Listing deleted" }, "ig").message).toBe(
      "Listing deleted",
    );
  });
});
