/**
 * Two production servers (`node server.js`, one process each) behind one public origin, as a
 * load balancer would run them, share nothing but the PostgreSQL database and one S3 bucket
 * (docs/decisions/014-object-storage.md): each has a data folder of its own. The test proves,
 * one step each:
 * 1. a session opened on A (the sign-in form's cookie) is valid on B;
 * 2. a photo uploaded through A is served by B at the same /uploads URL, and neither data
 *    folder holds a file (uploads/ and private/ stay empty: every file is in the bucket);
 * 3. a message sent on A reaches the recipient's live stream open on B, and a reply sent on B
 *    reaches the sender's stream on A (LISTEN/NOTIFY, app/services/live.server.ts);
 * 4. a rate limit counts the requests to both: failed sign-ins alternated between A and B trip
 *    it at the same total as on A alone;
 * 5. mail jobs queued on A, with job workers running in both, are each delivered exactly once;
 * 6. signing out on B ends the session on A.
 * Both servers start at once on a fresh database, with the default SEED_ON_EMPTY: one migrates
 * and seeds while the other waits on the locks (db/client.ts, db/seed/catalogue.ts). Runs only when DATABASE_URL points at a PostgreSQL server; it makes and drops
 * a database of its own (`mm_two_<random>`) and an s3rver stand-in (tests/support/s3-server.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { startS3Server, type S3Server } from "../support/s3-server";
import { DEMO_STAFF, demoStaffToken, TEST_PASSWORD, uniqueEmail } from "./fixtures";

// ---------------------------------------------------------------------------------------------
// Helpers: ports, servers, HTTP, outboxes.

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Server = {
  name: string;
  base: string;
  dataDir: string;
  process: ChildProcess;
  output: string;
  startedAt: number;
};

/** Spawns the built server with `env` over the inherited environment; `output` collects its log. */
function startServer(name: string, port: number, dataDir: string, env: Record<string, string>) {
  const child = spawn("node", ["server.js"], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server: Server = {
    name,
    base: `http://127.0.0.1:${port}`,
    dataDir,
    process: child,
    output: "",
    startedAt: Date.now(),
  };
  child.stdout!.on("data", (chunk) => (server.output += chunk));
  child.stderr!.on("data", (chunk) => (server.output += chunk));
  return server;
}

/** Resolves with the ms from spawn to "is listening"; rejects when the server exits first. */
function listening(server: Server, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const check = setInterval(() => {
      if (server.output.includes("is listening")) {
        clearInterval(check);
        resolve(Date.now() - server.startedAt);
      } else if (server.process.exitCode !== null || Date.now() - server.startedAt > timeoutMs) {
        clearInterval(check);
        reject(new Error(`server ${server.name} did not start:\n${server.output}`));
      }
    }, 100);
  });
}

/** SIGTERM, then SIGKILL after 15 s; resolves once the process is gone. */
async function stopServer(server: Server | undefined) {
  if (!server || server.process.exitCode !== null || server.process.signalCode) return;
  const exited = new Promise((resolve) => server.process.once("exit", resolve));
  server.process.kill("SIGTERM");
  const timer = setTimeout(() => server.process.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

type Answer = { status: number; headers: Headers; body: any; text: string };

/**
 * One HTTP request (never following redirects), its JSON body parsed when it is JSON. `origin`
 * is the `Origin` a browser's form post on the public site carries (APP_URL's).
 */
async function call(
  url: string,
  init: {
    method?: string;
    token?: string;
    cookie?: string;
    json?: unknown;
    body?: BodyInit;
    origin?: string;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (init.origin) headers.origin = init.origin;
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.cookie) headers.cookie = init.cookie;
  if (init.json !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(url, {
    method: init.method ?? (init.json !== undefined || init.body ? "POST" : "GET"),
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    redirect: "manual",
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  let body: unknown = null;
  if (response.headers.get("content-type")?.includes("json")) body = JSON.parse(text);
  return { status: response.status, headers: response.headers, body, text };
}

/** Registers an account through `server`'s API. */
async function register(server: Server, email: string, accountType: "buyer" | "seller") {
  const answer = await call(`${server.base}/api/auth/register`, {
    json: {
      firstName: accountType === "seller" ? "Ngozi" : "Emeka",
      lastName: "Adeyemi",
      email,
      phone: "08061234567",
      location: "lagos",
      password: TEST_PASSWORD,
      accountType,
    },
  });
  expect(answer.status, answer.text).toBe(201);
}

/** Signs in through `server`'s API; answers the Bearer token. */
async function apiToken(server: Server, email: string, password = TEST_PASSWORD) {
  const answer = await call(`${server.base}/api/auth/login`, { json: { email, password } });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data.token as string;
}

type Mail = { to: string; subject: string; text: string; sentAt: string };

/** The whole mails in a data folder's outbox (the servers have no SMTP_URL). */
function outbox(dataDir: string): Mail[] {
  const dir = path.join(dataDir, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json") && !f.startsWith("sms-"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as Mail);
}

/** Every file (not folder) under `dir`, as paths relative to it; [] when it does not exist. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) =>
    fs.statSync(path.join(dir, f)).isFile(),
  );
}

/**
 * An open `GET /api/messages/stream` read as text while the test goes on; `events()` parses
 * the server-sent events received so far.
 */
async function openStream(server: Server, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${server.base}/api/messages/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  let text = "";
  let ended = false;
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      ended = true;
    } catch {
      // aborted by close()
    }
  })();
  return {
    text: () => text,
    /** The server ended the stream (not our close()). */
    ended: () => ended,
    events: () =>
      text
        .split("\n\n")
        .map((block) => {
          const field = (name: string) =>
            block
              .split("\n")
              .find((line) => line.startsWith(`${name}: `))
              ?.slice(name.length + 2);
          return { event: field("event"), data: field("data") };
        })
        .filter((e) => e.event && e.data)
        .map((e) => ({ event: e.event!, data: JSON.parse(e.data!) })),
    close: () => controller.abort(),
  };
}

const listing = {
  title: "Toyota Camry 2015 two-instance test",
  brand: "Toyota",
  model: "Camry",
  year: 2015,
  price: 9_500_000,
  mileage: 98_000,
  fuelType: "petrol",
  transmission: "automatic",
  bodyType: "sedan",
  condition: "good",
  category: "tokunbo",
  location: "Lagos",
  description: "Clean tokunbo Camry, one owner abroad, full service history, no accident.",
};

// ---------------------------------------------------------------------------------------------

test.describe("two production servers on one database and one bucket", () => {
  test.skip(!process.env.DATABASE_URL, "needs DATABASE_URL (a PostgreSQL server)");

  const database = `mm_two_${crypto.randomBytes(4).toString("hex")}`;
  let databaseCreated = false;
  let s3: S3Server | undefined;
  const servers: Server[] = [];
  // Made by the test itself: folders made here would be left behind by the skipped project.
  const folders: string[] = [];

  test.afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await s3?.stop();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
    if (databaseCreated) {
      const admin = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  });

  test("share sessions, photos, live messages, rate limits and jobs", async () => {
    test.setTimeout(480_000);
    const sql = await test.step("start the bucket, the database and both servers", async () => {
      s3 = await startS3Server("motormart-two");
      const admin = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${database}`);
      databaseCreated = true;
      await admin.end();
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${database}`;

      const [portA, portB] = [await freePort(), await freePort()];
      const common = {
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        // One public origin, as behind a load balancer: links and the API's Origin check use it.
        APP_URL: `http://127.0.0.1:${portA}`,
        DATABASE_URL: url.toString(),
        WEB_CONCURRENCY: "1",
        JOBS_IN_SERVER: "true",
        SESSION_SECRET: crypto.randomBytes(32).toString("base64url"),
        INSECURE_COOKIES: "true",
        HSTS: "false",
        LOG_LEVEL: "silent",
        RATE_LIMIT_SCALE: "1",
        SMTP_URL: "",
        SEED_ON_EMPTY: "true",
        SEED_LISTINGS: "12",
        S3_BUCKET: s3.settings.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: "true",
        S3_REGION: "us-east-1",
        S3_PUBLIC_URL: "",
        AWS_ACCESS_KEY_ID: "S3RVER",
        AWS_SECRET_ACCESS_KEY: "S3RVER",
      };
      const dataDir = (name: string) => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), `motormart-two-${name}-`));
        folders.push(dir);
        return dir;
      };
      // At once, both seeding an empty database (the default): the locks let one do each.
      servers.push(
        startServer("A", portA, dataDir("a"), common),
        startServer("B", portB, dataDir("b"), common),
      );
      const [msA, msB] = await Promise.all(servers.map((s) => listening(s, 240_000)));
      const seeder = servers.find((s) => s.output.includes("seeded"))?.name ?? "neither";
      console.log(
        `startup: A listening after ${msA} ms, B after ${msB} ms (started together; ` +
          `${seeder} seeded)`,
      );
      for (const server of servers) {
        expect(server.output).toContain("background jobs running");
        const health = await call(`${server.base}/api/health`);
        expect(health.status).toBe(200);
        expect(health.body.data).toMatchObject({ database: "ok", storage: "ok" });
      }
      // One of them seeded; the other found its listings (and both are up).
      expect(servers.filter((s) => s.output.includes("seeded 12 demo listings"))).toHaveLength(1);
      const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
      const [{ n }] = await sql<{ n: number }[]>`select count(*)::int as n from listings`;
      expect(n).toBe(12);
      return sql;
    });
    const [A, B] = servers;
    const seller = uniqueEmail("two-seller");
    const buyer = uniqueEmail("two-buyer");
    let sellerCookie = "";
    let sellerToken = "";
    let buyerToken = "";
    let listingId = "";

    try {
      await test.step("1. a session opened on A is valid on B", async () => {
        await register(A, seller, "seller");
        await register(B, buyer, "buyer");
        // The sign-in form on A: its answer sets the signed session cookie.
        const signIn = await call(`${A.base}/login`, {
          origin: A.base,
          body: new URLSearchParams({ email: seller, password: TEST_PASSWORD }),
        });
        expect(signIn.status, signIn.text).toBe(302);
        expect(signIn.headers.get("location")).toBe("/dashboard");
        const setCookie = signIn.headers.getSetCookie().find((c) => c.startsWith("mm_session="));
        expect(setCookie).toBeTruthy();
        sellerCookie = setCookie!.split(";")[0];

        const profile = await call(`${B.base}/api/users/profile`, { cookie: sellerCookie });
        expect(profile.status, profile.text).toBe(200);
        expect(profile.body.data.email).toBe(seller);
        const dashboard = await call(`${B.base}/dashboard`, { cookie: sellerCookie });
        expect(dashboard.status).toBe(200);
        expect(dashboard.text).toContain("Ngozi");
        // Without the cookie B sends the visitor to sign in: the cookie is what it accepted.
        expect((await call(`${B.base}/dashboard`)).status).toBe(302);

        sellerToken = await apiToken(A, seller);
        buyerToken = await apiToken(B, buyer);
      });

      await test.step("2. a photo uploaded through A is served by B from the bucket", async () => {
        const created = await call(`${A.base}/api/cars`, { token: sellerToken, json: listing });
        expect(created.status, created.text).toBe(201);
        listingId = created.body.data.id;
        // A phone-sized photo with detail in it (smooth noise, 4000 x 3000), not a flat colour.
        const jpeg = await sharp(crypto.randomBytes(400 * 300 * 3), {
          raw: { width: 400, height: 300, channels: 3 },
        })
          .resize(4000, 3000)
          .jpeg({ quality: 85 })
          .toBuffer();
        const form = new FormData();
        form.append(
          "carImages",
          new File([new Uint8Array(jpeg)], "camry.jpg", { type: "image/jpeg" }),
        );
        const started = Date.now();
        const uploaded = await call(`${A.base}/api/uploads/cars/${listingId}/images`, {
          token: sellerToken,
          body: form,
        });
        const uploadMs = Date.now() - started;
        expect(uploaded.status, uploaded.text).toBe(201);
        const images = uploaded.body.data.images as { storageKey: string; widths: number[] }[];
        expect(images).toHaveLength(1);
        const urls = images[0].widths.map((w) => `/uploads/${images[0].storageKey}-${w}.webp`);
        expect(urls.length).toBeGreaterThan(0);
        console.log(
          `photo upload through A: ${uploadMs} ms (${(jpeg.length / 1024).toFixed(0)} KB JPEG, ` +
            `${urls.length} WebP variants)`,
        );

        for (const url of urls) {
          const fromB = await fetch(`${B.base}${url}`);
          expect(fromB.status, `${url} on B`).toBe(200);
          expect(fromB.headers.get("content-type")).toBe("image/webp");
          const bytesB = Buffer.from(await fromB.arrayBuffer());
          const bytesA = Buffer.from(await (await fetch(`${A.base}${url}`)).arrayBuffer());
          expect(bytesB.length).toBeGreaterThan(0);
          expect(bytesB.equals(bytesA)).toBe(true);
        }
        // The objects are in the bucket's folder, and neither server kept a file of its own.
        const stored = filesUnder(s3!.directory).join("\n");
        expect(stored).toContain(images[0].storageKey);
        for (const server of servers) {
          expect(filesUnder(path.join(server.dataDir, "uploads")), server.name).toEqual([]);
          expect(filesUnder(path.join(server.dataDir, "private")), server.name).toEqual([]);
        }
      });

      await test.step("3. a message sent on A reaches a live stream open on B", async () => {
        // The listing goes public (staff approve it, through B), so a buyer can write.
        const staffToken = await demoStaffToken(B.base);
        const approved = await call(`${B.base}/api/admin/listings/${listingId}`, {
          method: "PATCH",
          token: staffToken,
          json: { status: "active" },
        });
        expect(approved.status, approved.text).toBe(200);

        const sellerStream = await openStream(B, sellerToken);
        const buyerStream = await openStream(A, buyerToken);
        try {
          await expect.poll(sellerStream.text, { timeout: 20_000 }).toContain(": connected");
          await expect.poll(buyerStream.text, { timeout: 20_000 }).toContain(": connected");

          const question = `Is the Camry still available? (${crypto.randomUUID()})`;
          let started = Date.now();
          const contact = await call(`${A.base}/api/cars/${listingId}/contact`, {
            token: buyerToken,
            json: { message: question },
          });
          expect(contact.status, contact.text).toBe(201);
          const conversationId = contact.body.data.conversationId as string;
          await expect
            .poll(() => sellerStream.events().map((e) => e.data.content), { timeout: 20_000 })
            .toContain(question);
          console.log(`message sent on A seen on B's stream after ${Date.now() - started} ms`);
          const received = sellerStream.events().find((e) => e.data.content === question)!;
          expect(received.event).toBe("message");
          expect(received.data).toMatchObject({ conversationId, isFromCurrentUser: false });

          // And back: the seller answers on B, the buyer's stream on A shows it.
          const answer = `Yes, come and see it on Saturday (${crypto.randomUUID()})`;
          started = Date.now();
          const sent = await call(`${B.base}/api/messages/send`, {
            token: sellerToken,
            json: { conversationId, content: answer },
          });
          expect(sent.status, sent.text).toBe(201);
          await expect
            .poll(() => buyerStream.events().map((e) => e.data.content), { timeout: 20_000 })
            .toContain(answer);
          console.log(`reply sent on B seen on A's stream after ${Date.now() - started} ms`);
        } finally {
          sellerStream.close();
          buyerStream.close();
        }
      });

      await test.step("4. a rate limit counts the requests to both servers", async () => {
        // 10 failed sign-ins per account in 15 minutes (LIMITS.loginFailuresPerAccount).
        const attempts = async (email: string, on: (i: number) => Server) => {
          const statuses: number[] = [];
          for (let i = 0; i < 12; i++) {
            const answer = await call(`${on(i).base}/api/auth/login`, {
              json: { email, password: "not-the-password-1" },
            });
            statuses.push(answer.status);
          }
          return statuses;
        };
        const oneServer = await attempts(uniqueEmail("limit-one"), () => A);
        const alternating = await attempts(uniqueEmail("limit-two"), (i) => servers[i % 2]);
        console.log(`failed sign-ins, A only: ${oneServer.join(" ")}`);
        console.log(`failed sign-ins, A and B in turn: ${alternating.join(" ")}`);
        const expected = [...Array(10).fill(401), 429, 429];
        expect(oneServer).toEqual(expected);
        // Each server saw 5 failures when the 11th attempt was refused: the count is shared.
        expect(alternating).toEqual(expected);
      });

      await test.step("5. mail jobs queued on A are delivered exactly once", async () => {
        // Password resets one after another, then newsletter confirmations all at once (10 an
        // hour from one address: LIMITS.newsletterSignUpsPerIp in models/shared/limits.server.ts), every mail queued on A.
        const resets = [seller, buyer, DEMO_STAFF.email];
        for (const email of resets) {
          const answer = await call(`${A.base}/api/auth/forgot-password`, { json: { email } });
          expect(answer.status, answer.text).toBe(200);
        }
        const readers = Array.from({ length: 8 }, () => uniqueEmail("two-reader"));
        const subscribed = await Promise.all(
          readers.map((email) =>
            call(`${A.base}/newsletter`, { origin: A.base, body: new URLSearchParams({ email }) }),
          ),
        );
        expect(subscribed.map((s) => s.status)).toEqual(readers.map(() => 200));
        const queued = [...resets, ...readers].sort();

        const jobs = () => sql<{ to: string; state: string; retry_count: number }[]>`
          select data->>'to' as to, state, retry_count from pgboss.job
          where name = 'send-mail'
            and (data->>'subject' like 'Reset your % password'
              or data->>'subject' like 'Confirm your % newsletter subscription')`;
        await expect
          .poll(async () => (await jobs()).map((j) => `${j.to} ${j.state}`).sort(), {
            timeout: 90_000,
          })
          .toEqual(queued.map((to) => `${to} completed`));
        for (const job of await jobs()) expect(job.retry_count, job.to).toBe(0);

        const delivered = servers.map((s) =>
          outbox(s.dataDir).filter((m) =>
            /^(Reset your|Confirm your .* newsletter)/.test(m.subject),
          ),
        );
        console.log(
          `mails queued on A: ${queued.length}; delivered by A's workers: ` +
            `${delivered[0].length}, by B's: ${delivered[1].length}`,
        );
        expect(
          delivered
            .flat()
            .map((m) => m.to)
            .sort(),
        ).toEqual(queued);
        // The sign-up confirmations (queued on A for the seller, on B for the buyer) too.
        const confirmations = servers
          .flatMap((s) => outbox(s.dataDir))
          .filter((m) => m.subject.startsWith("Confirm your e-mail"))
          .map((m) => m.to)
          .sort();
        expect(confirmations).toEqual([seller, buyer].sort());
      });

      await test.step("6. signing out on B ends the session on A", async () => {
        expect((await call(`${A.base}/api/users/profile`, { cookie: sellerCookie })).status).toBe(
          200,
        );
        // The form's sign-out, with the cookie signed in on A.
        // Posted to B, from a page of the public site (APP_URL, here A's address).
        const signOut = await call(`${B.base}/logout`, {
          origin: A.base,
          cookie: sellerCookie,
          body: new URLSearchParams(),
        });
        expect(signOut.status).toBe(302);
        expect(signOut.headers.getSetCookie().join("\n")).toMatch(/mm_session=;/);

        const profile = await call(`${A.base}/api/users/profile`, { cookie: sellerCookie });
        expect(profile.status).toBe(401);
        const dashboard = await call(`${A.base}/dashboard`, { cookie: sellerCookie });
        expect(dashboard.status).toBe(302);
        expect(dashboard.headers.get("location")).toMatch(/^\/login\?redirectTo=/);

        // The API's sign-out too: the buyer's token, opened on B, ends there and on A, and
        // the live stream it holds open on A closes at once (not at its 2-minute check).
        expect((await call(`${A.base}/api/users/profile`, { token: buyerToken })).status).toBe(200);
        const buyerStream = await openStream(A, buyerToken);
        try {
          await expect.poll(buyerStream.text, { timeout: 20_000 }).toContain(": connected");
          const apiSignOut = await call(`${B.base}/api/auth/logout`, {
            token: buyerToken,
            method: "POST",
          });
          expect(apiSignOut.status).toBe(200);
          expect((await call(`${A.base}/api/users/profile`, { token: buyerToken })).status).toBe(
            401,
          );
          await expect.poll(buyerStream.ended, { timeout: 10_000 }).toBe(true);
        } finally {
          buyerStream.close();
        }
      });

      for (const server of servers) {
        expect(server.process.exitCode, server.output).toBeNull();
      }
    } catch (error) {
      for (const server of servers)
        console.log(`--- server ${server.name} output:\n${server.output}`);
      throw error;
    } finally {
      await sql.end();
    }
  });
});
