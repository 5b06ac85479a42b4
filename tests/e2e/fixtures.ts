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
import { generateTOTP } from "@epic-web/totp";
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

/**
 * The demo admin the server's start-up seed creates (README, Demo accounts), with the key of its
 * two-factor authentication, which a staff role needs (docs/decisions/005-permissions.md).
 */
export const DEMO_STAFF = {
  email: "staff@motormart.test",
  password: "staff-demo-2026",
  totpSecret: "MMDEMOSTAFFTOTPKEYFORLOCALUSE234",
};
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
 * fixture does for the test's own context: `request` makes the API calls. The demo admin signs
 * in with its two-factor code (`demoStaffToken`). Use it for a second
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
  let token: string;
  if (email === DEMO_STAFF.email) token = await demoStaffToken(baseURL);
  else {
    const res = await request.post("/api/auth/login", {
      data: { email, password: password ?? TEST_PASSWORD },
    });
    expect(res.status()).toBe(200);
    token = (await res.json()).data.token;
  }
  const secret = fs.readFileSync(path.join(DATA_DIR, "session-secret"), "utf8").trim();
  const serialized = await createCookie("mm_session", { secrets: [secret] }).serialize(token);
  const value = serialized.split(";")[0].slice("mm_session=".length);
  await context.addCookies([{ name: "mm_session", value, url: baseURL }]);
  return { email, password: password ?? TEST_PASSWORD, token };
}

const staffTokens = new Map<string, string>();

/** Where the demo admin's token on `base` is kept for the run's other workers to reuse. */
const staffTokenFile = (base: string) =>
  path.resolve("tests/.tmp/e2e-staff-tokens", encodeURIComponent(base));

/**
 * A Bearer token of the demo admin on the server at `base`: its password, then a code of its
 * two-factor key. A code works once and the next comes 30 seconds later, so the token is kept
 * per server for the run (checked before each use) rather than signing in again each time:
 * in this worker's memory and in a file under tests/.tmp that the other workers read
 * (global-setup.ts signs in on the suite's server before any worker starts).
 */
export async function demoStaffToken(base: string): Promise<string> {
  const file = staffTokenFile(base);
  const shared = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
  for (const kept of new Set([staffTokens.get(base), shared])) {
    if (!kept) continue;
    const alive = await fetch(`${base}/api/user/sessions`, {
      headers: { Authorization: `Bearer ${kept}` },
    });
    if (alive.ok) {
      staffTokens.set(base, kept);
      return kept;
    }
  }
  const token = await signInWithCode(base, DEMO_STAFF);
  staffTokens.set(base, token);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, token);
  return token;
}

/** Signs in through the API with a password and, when asked, the current code of `totpSecret`. */
async function signInWithCode(
  base: string,
  account: { email: string; password: string; totpSecret: string },
): Promise<string> {
  const post = async (to: string, json: unknown) => {
    const res = await fetch(`${base}${to}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(json),
    });
    return { status: res.status, body: await res.json() };
  };
  const login = await post("/api/auth/login", {
    email: account.email,
    password: account.password,
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  if (login.body.data.token) return login.body.data.token;
  for (let attempt = 0; attempt < 3; attempt++) {
    const { otp } = await generateTOTP({
      secret: account.totpSecret,
      period: 30,
      digits: 6,
      algorithm: "SHA-1",
    });
    const done = await post("/api/auth/login/2fa", {
      challengeToken: login.body.data.challengeToken,
      code: otp,
    });
    if (done.status === 200) return done.body.data.token;
    // An earlier sign-in spent this 30-second step's code: wait for the next one.
    await new Promise((resolve) => setTimeout(resolve, 30_500 - (Date.now() % 30_000)));
  }
  throw new Error(`No code of ${account.email}'s two-factor key was accepted`);
}

export const test = base.extend<{
  login: (options?: LoginOptions) => Promise<{ email: string; password: string; token: string }>;
}>({
  login: async ({ context, request, baseURL }, use) => {
    await use((options = {}) => signIn(context, request, baseURL!, options));
  },
});

export { expect };
