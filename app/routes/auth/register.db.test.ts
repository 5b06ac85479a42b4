/**
 * `/register` as a browser without JavaScript posts it: a new address and one that already
 * has an account get the same answer (a redirect to /login with "Check your e-mail"), so the
 * form cannot tell who has an account; the owner of a taken address is mailed instead
 * (docs/decisions/008-security-review.md).
 */
import { describe, expect, it } from "vitest";
import { getUserByEmail } from "~/models/auth.server";
import { readOutbox } from "~/services/mail.server";
import { useTestDatabase } from "../../../tests/setup/database";
import { deliverQueuedMail } from "../../../tests/support/jobs";
import { callRoute } from "../../../tests/support/routes";
import * as page from "./register";

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
});
