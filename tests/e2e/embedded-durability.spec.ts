/**
 * The embedded database (PGlite under DATA_DIR, no DATABASE_URL) keeps what it acknowledged
 * when the server is killed outright: the production server, on a data folder of the test's
 * own, stores through the API and the pages a listing with its photo, a conversation between
 * a buyer and a seller, a simulated card payment and its plan; then a burst of messages, and
 * `kill -9` while more are in flight. Started again on the same folder (its lock left by the
 * dead process is taken over), every answer that said "stored" is there: the listing and its
 * photo, each acknowledged message, the completed payment and the paid plan, the sessions.
 *
 * PGlite runs PostgreSQL in the server's process with fsync off (`-F`) and writes its WAL to
 * the data folder at each commit, so a killed process loses nothing the kernel had; a power
 * cut could (docs/decisions/015-failure-modes.md).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  api,
  approvedListing,
  freePort,
  newAccount,
  startServer,
  type ApiAnswer,
  type ServerProcess,
} from "./server-process";

let dataDir = "";
const servers: ServerProcess[] = [];

test.afterEach(async ({}, info) => {
  if (info.status !== info.expectedStatus)
    for (const [i, server] of servers.entries())
      await info.attach(`server ${i + 1} output`, { body: server.output() });
});

test.afterAll(async () => {
  for (const server of servers) await server.kill();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The production server on the embedded database in `dataDir`, with simulated payments. */
async function embeddedServer(port: number) {
  const server = startServer(port, {
    DATABASE_URL: "",
    DATA_DIR: dataDir,
    SIMULATED_PAYMENTS: "true",
  });
  servers.push(server);
  await server.listening();
  return server;
}

/** Each size of a listing photo as served under /uploads, as base64 (WebP files). */
async function photoFiles(base: string, photo: { storageKey: string; widths: number[] }) {
  const files: string[] = [];
  for (const width of photo.widths) {
    const image = await fetch(`${base}/uploads/${photo.storageKey}-${width}.webp`);
    expect(image.status).toBe(200);
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(8, 12).toString()).toBe("WEBP");
    files.push(bytes.toString("base64"));
  }
  return files;
}

test("kill -9 of the server on embedded PGlite loses nothing it acknowledged", async () => {
  test.setTimeout(300_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "motormart-durability-"));
  const port = await freePort();
  const first = await embeddedServer(port);
  const base = first.base;
  expect(first.output()).toContain(`embedded PGlite in ${dataDir}`);

  const seller = await newAccount(base, "seller", "seller");
  const buyer = await newAccount(base, "buyer", "buyer");
  const car = await approvedListing(base, seller.token, `Lexus RX 350 durable ${Date.now()}`);
  expect(car.images).toHaveLength(1);
  const photoBytes = await photoFiles(base, car.images[0]!);

  const contact = await api(base, "POST", `/api/cars/${car.id}/contact`, {
    token: buyer.token,
    json: { message: "Good evening, can I see the RX 350 on Saturday?" },
  });
  expect(contact.status, contact.text).toBe(201);
  const conversationId = String(contact.body.data.conversationId);
  const reply = await api(base, "POST", "/api/messages/send", {
    token: seller.token,
    json: { conversationId, content: "Yes, Saturday at 11 in Ikeja works." },
  });
  expect(reply.status, reply.text).toBe(201);

  // The seller pays for the Basic plan on the simulated checkout page (a plain form post, as
  // without JavaScript), which applies the payment through its signed webhook.
  const started = await api(base, "POST", "/api/payments/create", {
    token: seller.token,
    json: { purpose: "subscription", plan: "basic", billingCycle: "monthly" },
  });
  expect(started.status, started.text).toBe(201);
  const reference = String(started.body.data.reference);
  const paid = await fetch(`${base}/payment/checkout/${reference}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ intent: "card" }),
    redirect: "manual",
    signal: AbortSignal.timeout(20_000),
  });
  expect(paid.status, await paid.text()).toBe(302);
  expect(paid.headers.get("location")).toContain("/payment/callback");
  const verified = await api(base, "POST", "/api/payments/verify", {
    token: seller.token,
    json: { reference },
  });
  expect(verified.body.data, verified.text).toMatchObject({ status: "completed" });

  // A burst of messages from both sides, and the kill while some are still in flight: each
  // one answered 201 before the kill was committed and must come back.
  const acknowledged: string[] = [];
  let stop = false;
  const burst = [buyer, seller].map(async (who, side) => {
    for (let n = 1; !stop; n++) {
      let answer: ApiAnswer;
      try {
        answer = await api(base, "POST", "/api/messages/send", {
          token: who.token,
          json: { conversationId, content: `Burst ${side}-${n}` },
        });
      } catch {
        return; // the connection died with the server
      }
      if (answer.status === 201) acknowledged.push(String(answer.body.data.id));
      else if (answer.status !== 429) throw new Error(`${answer.status} ${answer.text}`);
    }
  });
  await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(6);
  await first.kill("SIGKILL");
  stop = true;
  await Promise.all(burst);
  expect(first.process.signalCode).toBe("SIGKILL");
  // The dead process's lock is left behind; the next start takes it over.
  expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(true);

  const second = await embeddedServer(port);
  expect(second.output()).not.toContain("seeded");

  // The sessions opened before the kill still sign the two in.
  const listing = await api(base, "GET", `/api/cars/${car.id}`);
  expect(listing.status, listing.text).toBe(200);
  expect(listing.body.data).toMatchObject({ id: car.id, title: car.title });
  const [photo] = car.images;
  expect(listing.body.data.photos).toEqual([
    expect.objectContaining({ id: photo!.id, storageKey: photo!.storageKey }),
  ]);
  expect(await photoFiles(base, photo!)).toEqual(photoBytes);

  const conversation = await api(base, "GET", `/api/messages/conversations/${conversationId}`, {
    token: buyer.token,
  });
  expect(conversation.status, conversation.text).toBe(200);
  const stored = conversation.body.data.messages as { id: string; content: string }[];
  const ids = new Set(stored.map((m) => m.id));
  expect(stored.map((m) => m.content)).toEqual(
    expect.arrayContaining([
      "Good evening, can I see the RX 350 on Saturday?",
      "Yes, Saturday at 11 in Ikeja works.",
    ]),
  );
  expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);

  const history = await api(base, "GET", "/api/payments/history", { token: seller.token });
  expect(history.status, history.text).toBe(200);
  expect(history.body.data).toEqual(
    expect.arrayContaining([expect.objectContaining({ reference, status: "completed" })]),
  );
  const plan = await api(base, "GET", "/api/user/subscription", { token: seller.token });
  expect(plan.body.data, plan.text).toMatchObject({ plan: "basic", subscriptionStatus: "active" });

  console.log(
    `Embedded durability: ${acknowledged.length} burst messages acknowledged before kill -9, ` +
      `${stored.length} messages stored after the restart, none missing`,
  );
  await second.kill("SIGTERM");
});
