/**
 * The messaging run of `npm run bench` (docs/decisions/009-messaging.md; `npm run bench --
 * messaging`): live delivery across two app instances on one PostgreSQL, under load, checked for
 * loss and duplicates.
 *
 * 1. Creates a scratch database next to DATABASE_URL's (`motormart_bench_msg_<pid>`), migrates
 *    it, and fills it through the app's own code: N buyer/seller pairs, one active listing per
 *    seller, one conversation per pair (`contactSeller`) and a session per user
 *    (`createSession`, so the Bearer tokens are real).
 * 2. Starts two production servers (`node server.js`, one worker process each) on that
 *    database: A takes the sends, B serves the streams, so every message crosses instances
 *    through LISTEN/NOTIFY. No job workers, no seed, rate limits scaled by 1000.
 * 3. Every seller opens `GET /api/messages/stream` on B (server-sent events, parsed here by
 *    hand). Then every buyer posts to A in a closed loop (post, await the answer, repeat) for
 *    the run's seconds; each content is `bench <pair>.<n> <send time in epoch ms>`.
 * 4. Mid-run one receiver drops its stream for a second and reconnects with `Last-Event-ID`
 *    (the resume check). After the senders stop it waits for stragglers, then compares what
 *    was acknowledged (201), stored (`messages` rows) and delivered (stream events).
 *
 * Prints messages per second, delivery latency (receive time minus the send time in the
 * content: p50, p99, max), stored, delivered, lost, duplicated and the resume result; answers
 * false (the bench exits non-zero) when anything was lost, duplicated, misrouted, stored twice
 * or refused. The servers, the scratch database and the temporary data folder are removed at
 * the end, also after a failure or Ctrl-C.
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { openDatabase, type DatabaseHandle } from "#db/client";
import { useDatabase } from "#db/connection";
import { createSession } from "~/models/identity/sessions.server";
import { contactSeller } from "~/models/messaging/messages.server";
import { stopQueue } from "~/services/queue.server";
import { createListing, createUser } from "../../tests/factories";
import {
  assertPortFree,
  inParallel,
  percentile,
  sleep,
  startServer,
  stopServer,
  waitForHealth,
  type Server,
} from "./servers";

export type MessagingOptions = {
  /** Buyer/seller pairs: as many concurrent senders and receivers. */
  pairs: number;
  /** How long the senders send. */
  seconds: number;
  /** Instance A (sends) and instance B (streams). */
  portA: number;
  portB: number;
};

/** Wall-clock time in milliseconds with sub-millisecond precision (this process's clock). */
const now = () => performance.timeOrigin + performance.now();

/** One message a sender posted, and what became of it. */
type Sent = {
  pair: number;
  sentAt: number;
  /** HTTP status of the send (0: no answer). */
  status?: number;
  ackedAt?: number;
  /** The stored message's id, from the 201 answer. */
  messageId?: string;
  deliveries: number;
  receivedAt?: number;
  /** The message's `createdAt` (PostgreSQL's clock, this machine's: the transaction start). */
  storedAt?: number;
  deliveredId?: string;
};

type Pair = {
  index: number;
  conversationId: string;
  buyerToken: string;
  sellerToken: string;
};

/** Creates the pairs, their listings, conversations and sessions on the connected database. */
async function createPairs(count: number, runTag: string): Promise<Pair[]> {
  const indexes = Array.from({ length: count }, (_, i) => i);
  const pairs: Pair[] = new Array(count);
  await inParallel(indexes, 8, async (i) => {
    const buyer = await createUser({
      email: `bench-buyer-${i}-${runTag}@example.ng`,
      firstName: "Buyer",
      lastName: String(i),
      accountType: "buyer",
    });
    const seller = await createUser({
      email: `bench-seller-${i}-${runTag}@example.ng`,
      firstName: "Seller",
      lastName: String(i),
      accountType: "seller",
    });
    const listing = await createListing(seller.id, { title: `Toyota Corolla LE 2015 #${i}` });
    const { conversationId } = await contactSeller(
      buyer.id,
      { listingId: listing.id },
      {
        content: "Is it still available?",
        fields: { type: "text" },
        sharePhone: false,
        shareEmail: false,
      },
    );
    const [b, s] = await Promise.all([
      createSession(buyer.id, { remember: true, userAgent: "bench" }),
      createSession(seller.id, { remember: true, userAgent: "bench" }),
    ]);
    pairs[i] = { index: i, conversationId, buyerToken: b.token, sellerToken: s.token };
  });
  return pairs;
}

/**
 * One seller's event stream on instance B: parses `id:`, `event:` and `data:` lines (a blank
 * line ends an event) and records each `message` event against what was sent. Reconnects with
 * `Last-Event-ID` if the server ends the stream (counted), like a browser would.
 */
class Receiver {
  /** The id of the last event with one (what a browser sends back as Last-Event-ID). */
  lastEventId = "";
  lastSeq = 0;
  outOfOrder = 0;
  unexpectedEnds = 0;
  private controller?: AbortController;
  private stopped = false;

  constructor(
    readonly pair: Pair,
    private readonly base: string,
    private readonly onMessage: (receiver: Receiver, data: string, receivedAt: number) => void,
  ) {}

  /** Opens the stream; resolves once the server answered (the stream is then subscribed). */
  async connect(lastEventId?: string): Promise<void> {
    this.stopped = false;
    const controller = (this.controller = new AbortController());
    const headers: Record<string, string> = {
      Authorization: `Bearer ${this.pair.sellerToken}`,
      Accept: "text/event-stream",
    };
    if (lastEventId) headers["Last-Event-ID"] = lastEventId;
    const res = await fetch(`${this.base}/api/messages/stream`, {
      headers,
      signal: controller.signal,
    });
    if (res.status !== 200 || !res.body) {
      throw new Error(`Stream of pair ${this.pair.index}: HTTP ${res.status} ${await res.text()}`);
    }
    void this.read(res.body, controller);
  }

  /** Drops the connection (the resume check, the end of the run). */
  disconnect() {
    this.stopped = true;
    this.controller?.abort();
  }

  private async read(body: ReadableStream<Uint8Array>, controller: AbortController) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    let event = "";
    let data: string[] = [];
    let idBuffer = this.lastEventId;
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let newline: number;
        while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + (buffer.startsWith("\r\n", newline) ? 2 : 1));
          if (line === "") {
            // Dispatch (the EventSource rules): the id sticks even to an event without data.
            this.lastEventId = idBuffer;
            if (data.length && (event || "message") === "message") {
              this.onMessage(this, data.join("\n"), now());
            }
            event = "";
            data = [];
            continue;
          }
          if (line.startsWith(":")) continue; // comment (connected, heartbeat)
          const colon = line.indexOf(":");
          const field = colon < 0 ? line : line.slice(0, colon);
          let value = colon < 0 ? "" : line.slice(colon + 1);
          if (value.startsWith(" ")) value = value.slice(1);
          if (field === "event") event = value;
          else if (field === "data") data.push(value);
          else if (field === "id" && !value.includes("\0")) idBuffer = value;
        }
      }
    } catch {
      // aborted by disconnect(), or the connection broke
    }
    if (this.stopped || controller !== this.controller) return;
    this.unexpectedEnds++;
    await sleep(100);
    if (!this.stopped) await this.connect(this.lastEventId).catch(() => this.unexpectedEnds++);
  }
}

/** Runs the messaging benchmark; answers whether every check passed. */
export async function benchMessaging(options: MessagingOptions): Promise<boolean> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    console.log(
      "\nMessaging run skipped: it needs PostgreSQL (two instances share one database through " +
        "LISTEN/NOTIFY). Set DATABASE_URL, e.g. DATABASE_URL=postgres://user@127.0.0.1:5432/db.",
    );
    return true;
  }
  const { pairs: pairCount, seconds, portA, portB } = options;
  const runTag = `${process.pid}`;
  const dbName = `motormart_bench_msg_${runTag}`;
  const scratchUrl = new URL(baseUrl);
  scratchUrl.pathname = `/${dbName}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "motormart-bench-msg-"));

  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  let handle: DatabaseHandle | undefined;
  const servers: Server[] = [];
  const receivers: Receiver[] = [];
  let cleaned = false;
  const cleanUp = async () => {
    if (cleaned) return;
    cleaned = true;
    for (const r of receivers) r.disconnect();
    await Promise.all(servers.map(stopServer));
    await stopQueue().catch(() => {});
    useDatabase(undefined);
    await handle?.close().catch(() => {});
    await admin
      .unsafe(`drop database if exists "${dbName}" with (force)`)
      .catch((error: Error) =>
        console.error(`Could not drop the scratch database ${dbName}: ${error.message}`),
      );
    await admin.end({ timeout: 5 });
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const onSignal = () => {
    console.error("\nInterrupted: stopping the servers and dropping the scratch database...");
    void cleanUp().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    // 1. The scratch database and its data, written by the app's own models.
    let started = Date.now();
    await admin.unsafe(`create database "${dbName}"`);
    handle = await openDatabase({ databaseUrl: scratchUrl.href, maxConnections: 10 });
    await handle.migrate();
    useDatabase(handle);
    const pairs = await createPairs(pairCount, runTag);
    console.log(
      `\nMessaging: scratch database ${dbName}, ${pairCount} buyer/seller pairs with a listing, ` +
        `a conversation and two sessions each (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );

    // 2. Two production servers on it.
    if (!fs.existsSync("build/server/index.js")) {
      spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    }
    started = Date.now();
    const env = {
      DATABASE_URL: scratchUrl.href,
      DATA_DIR: dataDir,
      SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
      JOBS_IN_SERVER: "false",
      SEED_ON_EMPTY: "false",
      RATE_LIMIT_SCALE: "1000",
      LOG_LEVEL: "silent",
    };
    await assertPortFree(portA);
    await assertPortFree(portB);
    const a = startServer("A", portA, env);
    const b = startServer("B", portB, env);
    servers.push(a, b);
    await Promise.all(servers.map(waitForHealth));
    console.log(
      `  instances A ${a.base} (sends) and B ${b.base} (streams) up in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    // 3. Receivers on B, then the senders on A.
    const sent = new Map<string, Sent>();
    let foreign = 0;
    let unknown = 0;
    let misrouted = 0;
    const onMessage = (receiver: Receiver, data: string, receivedAt: number) => {
      const message = JSON.parse(data) as { id: string; content: string; createdAt: string };
      const seq = Number(receiver.lastEventId);
      if (!(seq > receiver.lastSeq)) receiver.outOfOrder++;
      receiver.lastSeq = Math.max(receiver.lastSeq, seq);
      const match = /^bench (\d+\.\d+) [\d.]+$/.exec(message.content);
      if (!match) return void foreign++;
      const record = sent.get(match[1]);
      if (!record) return void unknown++;
      if (record.pair !== receiver.pair.index) misrouted++;
      if (++record.deliveries === 1) {
        record.receivedAt = receivedAt;
        record.deliveredId = message.id;
        record.storedAt = Date.parse(message.createdAt);
      }
    };
    for (const pair of pairs) receivers.push(new Receiver(pair, b.base, onMessage));
    await inParallel(receivers, 20, (r) => r.connect());
    console.log(`  ${receivers.length} streams open on B; sending for ${seconds} s...`);

    const statuses = new Map<number, number>();
    const sendStart = now();
    const until = sendStart + seconds * 1000;
    const sender = async (pair: Pair) => {
      for (let n = 0; now() < until; n++) {
        const uid = `${pair.index}.${n}`;
        const record: Sent = { pair: pair.index, sentAt: now(), deliveries: 0 };
        sent.set(uid, record);
        try {
          const res = await fetch(`${a.base}/api/messages/send`, {
            method: "POST",
            headers: {
              Authorization: `Bearer ${pair.buyerToken}`,
              "Content-Type": "application/json",
            },
            body: JSON.stringify({
              conversationId: pair.conversationId,
              content: `bench ${uid} ${record.sentAt.toFixed(3)}`,
            }),
          });
          const body = (await res.json().catch(() => ({}))) as { data?: { id?: string } };
          record.status = res.status;
          record.ackedAt = now();
          if (res.status === 201) record.messageId = body.data?.id;
        } catch {
          record.status = 0;
        }
        statuses.set(record.status!, (statuses.get(record.status!) ?? 0) + 1);
        if (record.status !== 201) await sleep(50); // no hot loop on a failing server
      }
    };

    // The resume check: receiver 0 goes away mid-run and comes back with Last-Event-ID once
    // at least a second has passed and its buyer has had a message stored meanwhile (sent
    // after the disconnect and acknowledged); the buyer keeps sending all along.
    const resumer = receivers[0];
    const resume = { at: 0, back: 0, reconnected: 0, lastEventId: "", error: "" };
    const storedWhileAway = () =>
      [...sent.values()].filter(
        (s) =>
          s.pair === resumer.pair.index &&
          s.status === 201 &&
          s.sentAt >= resume.at &&
          s.ackedAt! <= (resume.back || Infinity),
      );
    const resumeCheck = (async () => {
      await sleep(seconds * 400);
      resumer.disconnect();
      resume.at = now();
      resume.lastEventId = resumer.lastEventId;
      await sleep(1000);
      // (bounded: a sender whose answers take long may store its next one after the run)
      while (!storedWhileAway().length && now() < resume.at + 15_000) await sleep(50);
      resume.back = now();
      await resumer.connect(resume.lastEventId);
      resume.reconnected = now();
    })().catch((error: Error) => (resume.error = error.message));

    await Promise.all([...pairs.map(sender), resumeCheck]);
    const sendEnd = now();

    // 4. Stragglers: until every acknowledged message arrived (plus a second for late
    // duplicates), at most 10 s.
    const acked = [...sent.values()].filter((s) => s.status === 201);
    const waitStart = Date.now();
    while (Date.now() - waitStart < 10_000 && acked.some((s) => s.deliveries === 0)) {
      await sleep(100);
    }
    await sleep(1000);
    const straggleMs = Date.now() - waitStart;
    for (const r of receivers) r.disconnect();

    // Stored: the bench rows of `messages`, by the uid in their content.
    const rows = (await handle.db.execute(
      sql`select id, content from messages where content like 'bench %'`,
    )) as unknown as { id: string; content: string }[];
    const [{ total }] = (await handle.db.execute(
      sql`select count(*)::int as total from messages`,
    )) as unknown as { total: number }[];
    const stored = new Map<string, string[]>();
    for (const row of rows) {
      const uid = row.content.split(" ")[1];
      stored.set(uid, [...(stored.get(uid) ?? []), row.id]);
    }
    let storedOnce = 0;
    let storedMissing = 0;
    let storedTwice = 0;
    let wrongId = 0;
    for (const [uid, s] of sent) {
      const ids = stored.get(uid) ?? [];
      if (ids.length > 1) storedTwice++;
      if (s.status !== 201) continue;
      if (ids.length === 0) storedMissing++;
      else if (ids.length === 1) storedOnce++;
      if (ids.length && ids[0] !== s.messageId) wrongId++;
      if (s.deliveredId && s.deliveredId !== s.messageId) wrongId++;
    }
    const unacknowledged = [...stored.keys()].filter((uid) => sent.get(uid)?.status !== 201);

    const delivered = acked.filter((s) => s.deliveries > 0);
    const lost = acked.length - delivered.length;
    const duplicated = [...sent.values()].filter((s) => s.deliveries > 1).length;
    // Latency leaves out the resumer's messages held back by its absence (in flight or sent
    // while it was away): they measure the pause, not the delivery.
    const heldBack = (s: Sent) =>
      s.pair === resumer.pair.index &&
      s.sentAt < (resume.reconnected || Infinity) &&
      s.receivedAt! > resume.at;
    const latencies = delivered
      .filter((s) => !heldBack(s))
      .map((s) => s.receivedAt! - s.sentAt)
      .sort((x, y) => x - y);
    const fanOut = delivered
      .filter((s) => !heldBack(s))
      .map((s) => s.receivedAt! - s.storedAt!)
      .sort((x, y) => x - y);
    const sendTimes = acked.map((s) => s.ackedAt! - s.sentAt).sort((x, y) => x - y);
    const outOfOrder = receivers.reduce((n, r) => n + r.outOfOrder, 0);
    const unexpectedEnds = receivers.reduce((n, r) => n + r.unexpectedEnds, 0);
    const errors = [...statuses].filter(([status]) => status !== 201);
    const errorCount = errors.reduce((n, [, count]) => n + count, 0);

    const away = storedWhileAway();
    const resumerAll = acked.filter((s) => s.pair === resumer.pair.index);
    const resumeOk =
      !resume.error &&
      away.length > 0 &&
      resumerAll.every((s) => s.deliveries === 1) &&
      [...sent.values()].every((s) => s.pair !== resumer.pair.index || s.deliveries <= 1);

    const elapsed = (sendEnd - sendStart) / 1000;
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(
      [
        ``,
        `Messaging: 2 instances (1 worker each) on one PostgreSQL, ${pairCount} senders -> A, ` +
          `${pairCount} receivers streaming from B, ${seconds} s`,
        `  sent (201)        ${acked.length} in ${elapsed.toFixed(1)} s = ${(acked.length / elapsed).toFixed(0)} messages/s` +
          ` (send p50 ${ms(percentile(sendTimes, 50))}, p99 ${ms(percentile(sendTimes, 99))})`,
        `  send errors       ${errorCount}${errors.length ? ` (${errors.map(([st, n]) => `HTTP ${st || "none"}: ${n}`).join(", ")})` : ""}`,
        `  delivery latency  p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? NaN)}` +
          ` (send to receive; from the message's createdAt: p50 ${ms(percentile(fanOut, 50))}, p99 ${ms(percentile(fanOut, 99))})`,
        `  stored            ${storedOnce} of ${acked.length} once (missing ${storedMissing}, twice ${storedTwice}, ` +
          `stored without a 201: ${unacknowledged.length}; ${total} rows in messages with the ${pairCount} first messages)`,
        `  delivered         ${delivered.length} of ${acked.length}: lost ${lost}, duplicated ${duplicated}, ` +
          `misrouted ${misrouted}, out of order ${outOfOrder}, unknown ${unknown + foreign}, id mismatches ${wrongId}` +
          ` (waited ${(straggleMs / 1000).toFixed(1)} s after the senders stopped)`,
        `  resume            ${resumeOk ? "ok" : "FAILED"}: receiver ${resumer.pair.index} away ${((resume.back - resume.at) / 1000).toFixed(1)} s, ` +
          `back with Last-Event-ID ${resume.lastEventId || "(none)"}; ${away.length} messages stored meanwhile, ` +
          `${resumerAll.length} in all, each received ${resumerAll.every((s) => s.deliveries === 1) ? "once" : "NOT once"}` +
          `${resume.error ? ` (${resume.error})` : ""}`,
        ...(unexpectedEnds
          ? [`  streams ended by the server and reopened: ${unexpectedEnds}`]
          : []),
      ].join("\n"),
    );
    const passed =
      acked.length > 0 &&
      lost === 0 &&
      duplicated === 0 &&
      misrouted === 0 &&
      outOfOrder === 0 &&
      unknown + foreign === 0 &&
      wrongId === 0 &&
      storedMissing === 0 &&
      storedTwice === 0 &&
      unacknowledged.length === 0 &&
      errorCount === 0 &&
      resumeOk;
    console.log(passed ? "  PASS" : "  FAIL: see the counts above (expected all zero, resume ok)");
    return passed;
  } finally {
    await cleanUp();
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}
