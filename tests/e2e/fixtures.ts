/**
 * Playwright fixtures (Epic Stack's `login` fixture): `login()` signs the browser in without
 * the sign-in form, so only the tests about the form use it. It opens a session through the
 * API (`POST /api/auth/login`: the server creates the session row; the server's embedded
 * database belongs to its own process) and puts the session into the browser as the signed
 * cookie, signed with the server's own secret (DATA_DIR/session-secret).
 *
 *   test("a seller lists a car", async ({ page, login }) => {
 *     const seller = await login({ accountType: "seller" });
 *     await page.goto("/sell");
 *   });
 */
import fs from "node:fs";
import path from "node:path";
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  test as base,
} from "@playwright/test";
import { createCookie } from "react-router";

/** The e2e server's data folder (playwright.config.ts). */
const DATA_DIR = path.resolve("tests/.tmp/e2e-data");
export const TEST_PASSWORD = "kola-nut-2099";

/** The demo admin the server's start-up seed creates (README, Demo accounts). */
export const DEMO_STAFF = { email: "staff@motormart.test", password: "staff-demo-2026" };
/** The demo seller the same seed creates (README, Demo accounts): a seller and buyer. */
export const DEMO_SELLER = { email: "seller@motormart.test", password: "seller-demo-2026" };

export type LoginOptions = {
  /** An existing account; without it a new one is registered. */
  email?: string;
  password?: string;
  accountType?: "buyer" | "seller" | "both";
  firstName?: string;
  lastName?: string;
};

export const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.ng`;

/**
 * Registers (unless `options.email` names an account) and signs `context` in, as the `login`
 * fixture does for the test's own context: `request` makes the API calls. Use it for a second
 * browser context (`browser.newContext()`), e.g. a buyer and a seller side by side.
 */
export async function signIn(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  options: LoginOptions = {},
): Promise<{ email: string; password: string; token: string }> {
  let { email, password } = options;
  if (!email) {
    email = uniqueEmail(options.accountType ?? "user");
    password = TEST_PASSWORD;
    const created = await request.post("/api/auth/register", {
      data: {
        firstName: options.firstName ?? "Chidi",
        lastName: options.lastName ?? "Okeke",
        email,
        phone: "08061234567",
        location: "lagos",
        password,
        accountType: options.accountType ?? "both",
      },
    });
    expect(created.status()).toBe(201);
  }
  const res = await request.post("/api/auth/login", {
    data: { email, password: password ?? TEST_PASSWORD },
  });
  expect(res.status()).toBe(200);
  const token: string = (await res.json()).data.token;
  const secret = fs.readFileSync(path.join(DATA_DIR, "session-secret"), "utf8").trim();
  const serialized = await createCookie("mm_session", { secrets: [secret] }).serialize(token);
  const value = serialized.split(";")[0].slice("mm_session=".length);
  await context.addCookies([{ name: "mm_session", value, url: baseURL }]);
  return { email, password: password ?? TEST_PASSWORD, token };
}

export const test = base.extend<{
  login: (options?: LoginOptions) => Promise<{ email: string; password: string; token: string }>;
}>({
  login: async ({ context, request, baseURL }, use) => {
    await use((options = {}) => signIn(context, request, baseURL!, options));
  },
});

export { expect };
