/**
 * Termii's messaging API (https://developers.termii.com/messaging-api), mocked at the network
 * edge with MSW: the app's `TermiiSmsProvider` runs unchanged against `TERMII_TEST_BASE`.
 *
 * Endpoint: `POST /api/sms/send`, JSON `{api_key, to, from, sms, type, channel}`; `to` is the
 * international number without the plus (2348031234567). A good call answers 200
 * `{message_id, message: "Successfully Sent", balance, user}` as Termii does; a wrong
 * `api_key` answers 401, a missing field 400.
 *
 * Tests drive it through `termii`:
 * - `termii.sent()` lists what our code sent (the JSON bodies), oldest first;
 * - `termii.outage(500 | 400 | "network" | null)` makes the endpoint fail that way.
 */
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { setSmsProvider, TermiiSmsProvider } from "~/services/sms.server";

export const TERMII_TEST_BASE = "https://api.termii.mock";
export const TERMII_TEST_KEY = "TLtermiitestkey0123456789abcdef";
export const TERMII_TEST_SENDER = "MotorMart";

/** One body our code sent to Termii. */
export type TermiiCall = {
  api_key?: unknown;
  to?: unknown;
  from?: unknown;
  sms?: unknown;
  type?: unknown;
  channel?: unknown;
};

const state = {
  calls: [] as TermiiCall[],
  outage: null as null | 400 | 500 | "network",
  nextId: 9_122_821_270_554_876,
};

export const termii = {
  /** Forgets the calls and ends any outage. */
  reset() {
    state.calls.length = 0;
    state.outage = null;
  },
  /** The endpoint fails: Termii answering 400 or 500, or the network (fetch rejects). */
  outage(mode: 400 | 500 | "network" | null) {
    state.outage = mode;
  },
  /** What our code sent, oldest first. */
  sent(): TermiiCall[] {
    return [...state.calls];
  },
};

export const termiiHandlers = [
  http.post(`${TERMII_TEST_BASE}/api/sms/send`, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as TermiiCall | null;
    state.calls.push(body ?? {});
    if (state.outage === "network") return HttpResponse.error();
    if (state.outage === 500)
      return HttpResponse.json({ message: "Internal Server Error" }, { status: 500 });
    if (state.outage === 400)
      return HttpResponse.json({ message: "Insufficient balance" }, { status: 400 });
    if (!body || body.api_key !== TERMII_TEST_KEY)
      return HttpResponse.json({ message: "Unauthorized" }, { status: 401 });
    for (const field of ["to", "from", "sms", "type", "channel"] as const)
      if (typeof body[field] !== "string" || !body[field])
        return HttpResponse.json({ message: `${field} is required` }, { status: 400 });
    return HttpResponse.json({
      message_id: String(state.nextId++),
      message: "Successfully Sent",
      balance: 9,
      user: "MotorMart Test",
    });
  }),
];

/**
 * Uses this mock for the calling test file: MSW intercepts Termii's API, the SMS provider is a
 * `TermiiSmsProvider` with the test key and base URL, and the calls are forgotten after each
 * test. Answers the MSW server (for `server.use` overrides).
 */
export function useTermiiMock() {
  const server = setupServer(...termiiHandlers);
  beforeAll(() => {
    server.listen({ onUnhandledRequest: "error" });
    setSmsProvider(new TermiiSmsProvider(TERMII_TEST_KEY, TERMII_TEST_SENDER, TERMII_TEST_BASE));
  });
  afterEach(() => termii.reset());
  afterAll(() => {
    server.close();
    setSmsProvider(undefined);
  });
  return server;
}
