/**
 * The sign-in screens and their messages in the reader's language (docs/decisions/023-languages.md):
 * one smoke render in Hausa (sign-in) and one in Igbo (registration), each with no "Missing
 * message", what was typed kept and its links under the prefix; the forms' answers in Yoruba and
 * a Hausa redirect that keeps the prefix; the API answers its `message` and field errors in the
 * language of `Accept-Language`, English by default; a flash message left as a key reads in the
 * language of the page it lands on. The words are the catalogue check's (app/i18n/catalogues.test.ts).
 */
import { describe, expect, it } from "vitest";
import { flashIn } from "~/request/flash.server";
import { msg } from "~/i18n/messages";
import { useTestDatabase } from "../../../tests/setup/database";
import { offPrefix, renderIn } from "../../../tests/support/render-languages";
import { callRoute } from "../../../tests/support/routes";
import { action as apiLogin } from "../api/auth/login";
import * as login from "./login";
import * as register from "./register";

useTestDatabase();

const post = (path: string, form: Record<string, string>) => ({ method: "POST", path, form });

describe("the sign-in screens", () => {
  it("answer a Hausa post's validation errors in Hausa on /ha/login, the e-mail typed kept, links in Hausa", async () => {
    const { html, text } = await renderIn(
      login,
      ":lang?/login",
      post("/ha/login", { email: "ada-at-example", password: "123" }),
    );
    expect(text).toContain("Da fatan ka shigar da adireshin imel mai inganci");
    expect(text).toContain("Kalmar sirri dole ta kai aƙalla haruffa 6");
    expect(text).not.toMatch(/Please enter a valid email address|Welcome back|Remember me/);
    expect(html).toContain('value="ada-at-example"');
    expect(html).toContain('href="/ha/register"');
    expect(html).toContain('href="/ha/terms"');
    // The links inside the translated "By signing in you agree to..." sentence too.
    expect(offPrefix(html, "ha")).toEqual([]);
  });

  it("answer a wrong password in Yoruba on /yo/login", async () => {
    const r = await callRoute(login.action, {
      ...post("/yo/login", { email: "bola@example.ng", password: "not-her-password" }),
      params: { lang: "yo" },
    });
    expect(JSON.stringify(r.body)).toContain("Ímeèlì tàbí ọ̀rọ̀ aṣínà kò tọ́");
  });

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

  it("answer registration in Igbo on /ig/register, what was typed kept (never the passwords)", async () => {
    const { html, text } = await renderIn(register, ":lang?/register", post("/ig/register", typed));
    expect(text).toContain("Aha nna ga-enwerịrị opekata mpe mkpụrụedemede 2");
    expect(text).toContain("Biko tinye nọmba ekwentị ziri ezi");
    expect(text).toContain("Okwuntughe abụọ ahụ adabaghị");
    expect(text).not.toMatch(/Create your account|Passwords do not match/);
    expect(html).toContain('value="Chidi"');
    expect(html).not.toContain("okra-soup-42");
    expect(offPrefix(html, "ig")).toEqual([]);
  });

  it("answer registration in Yoruba, and redirect a Hausa success to /ha/login", async () => {
    const refused = await callRoute(register.action, {
      ...post("/yo/register", typed),
      params: { lang: "yo" },
    });
    const answer = JSON.stringify(refused.body);
    expect(answer).toContain("Orúkọ ìdílé gbọ́dọ̀ ní ó kéré tán lẹ́tà 2");
    expect(answer).toContain("Àwọn ọ̀rọ̀ aṣínà méjèèjì kò bára mu");
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
