/**
 * `/register` as a browser without JavaScript posts it: a new address and one that already
 * has an account get the same answer (a redirect to /login with "Check your e-mail"), so the
 * form cannot tell who has an account; the owner of a taken address is mailed instead
 * (docs/decisions/008-security-review.md). Sign-ups and password resets from one address are
 * limited once, in the model, whether the page or the API is used (docs/product.md#rate-limits).
 */
import { describe, expect, it } from "vitest";
import { getUserByEmail } from "~/models/identity/users.server";
import { readOutbox } from "~/services/mail.server";
import { useTestDatabase } from "../../../tests/setup/database";
import { deliverQueuedMail } from "../../../tests/support/jobs";
import { callRoute } from "../../../tests/support/routes";
import * as api from "../api/auth/register";
import * as apiReset from "../api/auth/reset-password";
import * as page from "./register";
import * as resetPage from "./reset-password";

useTestDatabase();

const form = (email: string, password = "okra-soup-42") => ({
  accountType: "seller",
  firstName: "Ada",
  lastName: "Okafor",
  email,
  phone: "0803 123 4567",
  location: "lagos",
  password,
  confirmPassword: password,
  terms: "on",
});

/** The flash cookie's value (its message, signed), without the expiry that changes each time. */
const flashOf = (headers: Headers) =>
  /mm_flash=[^;]*/.exec(headers.get("set-cookie") ?? "")?.[0] ?? null;

describe("/register", () => {
  it("answers a taken e-mail exactly as a new one, and mails its owner instead", async () => {
    const post = (fields: Record<string, string>) =>
      callRoute(page.action, { method: "POST", path: "/register", form: fields });
    const fresh = await post(form("ngozi@example.ng"));
    expect(fresh.status).toBe(302);
    expect(fresh.location).toBe("/login");
    expect(flashOf(fresh.headers)).not.toBeNull();
    const owner = await getUserByEmail("ngozi@example.ng");
    expect(owner).not.toBeNull();

    const taken = await post(form("Ngozi@Example.ng", "a different passphrase"));
    expect(taken.status).toBe(fresh.status);
    expect(taken.location).toBe(fresh.location);
    expect(flashOf(taken.headers)).toBe(flashOf(fresh.headers));
    expect(taken.body).toEqual(fresh.body);

    await deliverQueuedMail();
    const [notice, welcome] = await readOutbox("ngozi@example.ng");
    expect(welcome.subject).toMatch(/Confirm your e-mail/);
    expect(notice.subject).toBe("Someone tried to create a MotorMart account with your e-mail");
    expect(notice.text).toContain(
      "If it was you, you already have an account: sign in at https://motormart.test/login",
    );
    expect(notice.text).toContain("https://motormart.test/forgot-password");
    expect(notice.html).toContain('href="https://motormart.test/login"');
  });

  it("counts sign-ups from one address across the page and the API: the eleventh is refused on both", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 10; i++) {
      const email = `limit-${i}@example.ng`;
      const r =
        i % 2
          ? await callRoute(page.action, {
              method: "POST",
              path: "/register",
              ip,
              form: form(email),
            })
          : await callRoute(api.action, {
              method: "POST",
              ip,
              json: { ...form(email), terms: undefined, confirmPassword: undefined },
            });
      expect(r.status, email).toBe(i % 2 ? 302 : 201);
    }
    const onPage = await callRoute(page.action, {
      method: "POST",
      path: "/register",
      ip,
      form: form("limit-page@example.ng"),
    });
    expect(onPage.status).toBe(429);
    expect(JSON.stringify(onPage.body)).toMatch(
      /Too many sign-ups from your network\. Please wait/,
    );
    expect(JSON.stringify(onPage.body)).toContain("limit-page@example.ng");
    const onApi = await callRoute(api.action, {
      method: "POST",
      ip,
      json: { ...form("limit-api@example.ng"), terms: undefined, confirmPassword: undefined },
    });
    expect(onApi.status).toBe(429);
    expect(onApi.body.message).toMatch(/Too many sign-ups from your network/);
    expect(await getUserByEmail("limit-page@example.ng")).toBeNull();
    expect(await getUserByEmail("limit-api@example.ng")).toBeNull();
  });

  it("counts password reset tries from one address across the page and the API", async () => {
    const ip = "203.0.113.78";
    for (let i = 0; i < 10; i++) {
      const r =
        i % 2
          ? await callRoute(resetPage.action, {
              method: "POST",
              path: "/reset-password",
              ip,
              form: {
                token: `not-a-token-${i}`,
                password: "brand-new-pass",
                confirmPassword: "brand-new-pass",
              },
            })
          : await callRoute(apiReset.action, {
              method: "POST",
              ip,
              json: { token: `not-a-token-${i}`, password: "brand-new-pass" },
            });
      expect(r.status).toBe(400);
    }
    const onPage = await callRoute(resetPage.action, {
      method: "POST",
      path: "/reset-password",
      ip,
      form: {
        token: "not-a-token-final",
        password: "brand-new-pass",
        confirmPassword: "brand-new-pass",
      },
    });
    expect(onPage.status).toBe(429);
    expect(JSON.stringify(onPage.body)).toContain("Too many attempts. Please try again later.");
    const onApi = await callRoute(apiReset.action, {
      method: "POST",
      ip,
      json: { token: "not-a-token-final", password: "brand-new-pass" },
    });
    expect(onApi.status).toBe(429);
  });
});
