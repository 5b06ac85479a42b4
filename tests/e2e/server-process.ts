/**
 * Helpers for the end-to-end tests that run a production server of their own (`node server.js`
 * on the build, in a process group of its own) instead of the suite's: the failure-mode and
 * durability tests stop its database or kill it. Also a small JSON API client and a reader of
 * the live message stream (server-sent events), both on Node's fetch.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { expect } from "@playwright/test";
import { demoStaffToken } from "./fixtures";
import { LISTING_FIELDS } from "./listings";

/** A TCP port nobody listens on now (the kernel's pick). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type ServerProcess = {
  base: string;
  process: ChildProcess;
  /** Everything it printed (stdout and stderr). */
  output: () => string;
  /** Resolves once it says it is listening; rejects if it exits first. */
  listening: (timeoutMs?: number) => Promise<void>;
  /** Signals its whole process group (a cluster's workers too); resolves when it has exited. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
};

/**
 * Starts the production build on `port` with `env` over the suite's defaults (quiet logs, plain
 * HTTP cookies, one process, a small seed, generous rate limits): DATABASE_URL empty means the
 * embedded PGlite under DATA_DIR.
 */
export function startServer(port: number, env: Record<string, string>): ServerProcess {
  const base = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn("node", ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      WEB_CONCURRENCY: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: base,
      SEED_ON_EMPTY: "true",
      SEED_LISTINGS: "12",
      LOG_LEVEL: "silent",
      HSTS: "false",
      INSECURE_COOKIES: "true",
      RATE_LIMIT_SCALE: "50",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    // A group of its own, so a kill reaches any process it forks.
    detached: true,
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    base,
    process: child,
    output: () => output,
    async listening(timeoutMs = 120_000) {
      await expect
        .poll(
          () => {
            if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`);
            return output;
          },
          { timeout: timeoutMs },
        )
        .toContain("is listening");
    },
    async kill(signal = "SIGKILL") {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
      await exited;
    },
  };
}

/** The status, headers, text and time (ms) of a GET; aborted (thrown) after 20 s. */
export async function timedGet(url: string, headers: Record<string, string> = {}) {
  const started = Date.now();
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(20_000) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, ms: Date.now() - started };
}

export type ApiAnswer = { status: number; ms: number; body: any; text: string };

/** A JSON request to the API (Bearer `token` if given); aborted (thrown) after 20 s. */
export async function api(
  base: string,
  method: string,
  path: string,
  options: { token?: string; json?: unknown } = {},
): Promise<ApiAnswer> {
  const started = Date.now();
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.json !== undefined ? { "Content-Type": "application/json" } : {}),
    },
    body: options.json !== undefined ? JSON.stringify(options.json) : undefined,
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (a page)
  }
  return { status: response.status, ms: Date.now() - started, body, text };
}

/** Registers a new account and signs it in; answers its token, e-mail and id. */
export async function newAccount(
  base: string,
  tag: string,
  accountType: "buyer" | "seller" | "both" = "both",
) {
  const email = `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.ng`;
  const password = "kola-nut-2099";
  const created = await api(base, "POST", "/api/auth/register", {
    json: {
      firstName: "Ada",
      lastName: tag.charAt(0).toUpperCase() + tag.slice(1),
      email,
      phone: "08061234567",
      location: "lagos",
      password,
      accountType,
    },
  });
  expect(created.status, created.text).toBe(201);
  return { email, password, ...(await signInApi(base, email, password)) };
}

/** Signs in through the API: the session's bearer token and the user's id. */
export async function signInApi(base: string, email: string, password: string) {
  const login = await api(base, "POST", "/api/auth/login", { json: { email, password } });
  expect(login.status, login.text).toBe(200);
  return { token: String(login.body.data.token), id: String(login.body.data.user.id) };
}

export type StreamEvent = { id?: string; event: string; data: string; at: number };

/**
 * Opens `GET /api/messages/stream` as `token` (with `Last-Event-ID` when `lastEventId` is
 * given) and collects its events as they come (`events`, each with its arrival time). `status`
 * is the answer's status; `ended` resolves when the stream ends for any reason; `close()`
 * drops it as a browser tab would.
 */
export async function openStream(base: string, token: string, lastEventId?: string) {
  const controller = new AbortController();
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (lastEventId !== undefined) headers["Last-Event-ID"] = lastEventId;
  const started = Date.now();
  const response = await fetch(`${base}/api/messages/stream`, {
    headers,
    signal: AbortSignal.any([controller.signal, AbortSignal.timeout(20_000 + 600_000)]),
  });
  const events: StreamEvent[] = [];
  const state = { events, status: response.status, ms: Date.now() - started, closed: false };
  const ended = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: StreamEvent = { event: "message", data: "", at: Date.now() };
          let hasData = false;
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) continue;
            const colon = line.indexOf(":");
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
            if (field === "id") event.id = value;
            else if (field === "event") event.event = value;
            else if (field === "data") {
              event.data += (hasData ? "\n" : "") + value;
              hasData = true;
            }
          }
          if (hasData) events.push(event);
        }
      }
    } catch {
      // aborted, or the connection dropped
    } finally {
      state.closed = true;
    }
  })();
  return {
    ...state,
    get closed() {
      return state.closed;
    },
    ended,
    /** The contents of the `message` events so far, in arrival order. */
    messages: () =>
      events
        .filter((e) => e.event === "message")
        .map((e) => ({ seq: Number(e.id), ...JSON.parse(e.data), at: e.at })),
    close() {
      controller.abort();
      return ended;
    },
  };
}

/** A red 800×600 JPEG, as a phone would upload. */
export async function photo(): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp({ create: { width: 800, height: 600, channels: 3, background: "#b91c1c" } })
    .jpeg()
    .toBuffer();
}

/**
 * A live listing of `sellerToken`'s: created through the API, given one photo (which sends it
 * to review) and approved by the demo admin the start-up seed creates (README, Demo accounts).
 */
export async function approvedListing(base: string, sellerToken: string, title: string) {
  const created = await api(base, "POST", "/api/cars", {
    token: sellerToken,
    json: { title, ...LISTING_FIELDS },
  });
  expect(created.status, created.text).toBe(201);
  const id = String(created.body.data.id);
  const form = new FormData();
  form.append(
    "carImages",
    new Blob([new Uint8Array(await photo())], { type: "image/jpeg" }),
    "front.jpg",
  );
  const uploaded = await fetch(`${base}/api/uploads/cars/${id}/images`, {
    method: "POST",
    headers: { Authorization: `Bearer ${sellerToken}` },
    body: form,
    signal: AbortSignal.timeout(60_000),
  });
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  const images: { id: string; storageKey: string; widths: number[] }[] = (await uploaded.json())
    .data.images;
  const approved = await api(base, "PATCH", `/api/admin/listings/${id}`, {
    token: await demoStaffToken(base),
    json: { status: "active" },
  });
  expect(approved.status, approved.text).toBe(200);
  return { id, title, images };
}

/** The mail files of `<dataDir>/outbox` (the server writes them when no SMTP_URL is set). */
export function outboxMail(dataDir: string): { to: string; subject: string; sentAt: string }[] {
  const dir = `${dataDir}/outbox`;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json") && !f.startsWith("sms-"))
    .map((f) => JSON.parse(fs.readFileSync(`${dir}/${f}`, "utf8")));
}
