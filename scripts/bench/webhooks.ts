/**
 * The webhook run of `npm run bench` (docs/decisions/010-payments.md; `npm run bench -- webhooks`):
 * Paystack's `charge.success` for many payments, each delivered many times at once across two app
 * instances, must grant exactly once per payment.
 *
 * 1. Creates a scratch database next to DATABASE_URL's (`motormart_bench_hook_<pid>`),
 *    migrates it and writes `--payments` sellers, each with an active listing and one pending
 *    payment: half plan upgrades (Basic, monthly), half Featured Listing boosts.
 * 2. Starts two production servers (one worker each) with a Paystack secret key set.
 * 3. Sends every payment's signed webhook `--copies` times, shuffled, `--hook-connections` at
 *    a time, alternating between the two instances.
 * 4. Counts what was granted: one `payment_grants` row per payment, one boost per boost
 *    payment, one plan period per upgrade, distinct receipt numbers, and every answer 200.
 *
 * Prints deliveries per second and answer latency (p50, p99); answers false (exit 1) when
 * any payment was granted other than once or any delivery failed. Needs DATABASE_URL.
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { openDatabase, type DatabaseHandle } from "#db/client";
import { useDatabase } from "#db/connection";
import { payments } from "#db/schema";
import { BOOSTS, PLANS } from "~/lib/billing/plans";
import { newReference } from "~/models/billing/payments.server";
import { signWebhook } from "~/services/payments.server";
import { stopQueue } from "~/services/queue.server";
import { createListing, createUser } from "../../tests/factories";
import {
  assertPortFree,
  inParallel,
  percentile,
  startServer,
  stopServer,
  waitForHealth,
  type Server,
} from "./servers";

export type WebhookOptions = {
  payments: number;
  copies: number;
  connections: number;
  portA: number;
  portB: number;
};

export async function benchWebhooks(options: WebhookOptions): Promise<boolean> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    console.log("\nWebhook run skipped: it needs PostgreSQL (two instances). Set DATABASE_URL.");
    return true;
  }
  const dbName = `motormart_bench_hook_${process.pid}`;
  const scratchUrl = new URL(baseUrl);
  scratchUrl.pathname = `/${dbName}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "motormart-bench-hook-"));
  const secret = `sk_test_bench_${crypto.randomBytes(12).toString("hex")}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  let handle: DatabaseHandle | undefined;
  const servers: Server[] = [];
  try {
    await admin.unsafe(`create database "${dbName}"`);
    handle = await openDatabase({ databaseUrl: scratchUrl.href, maxConnections: 10 });
    await handle.migrate();
    useDatabase(handle);

    // 1. Sellers, listings and pending payments.
    const created: { reference: string; amount: number }[] = [];
    for (let i = 0; i < options.payments; i++) {
      const seller = await createUser({ email: `hook-${i}@bench.ng` });
      const listing = await createListing(seller.id);
      const boost = i % 2 === 1;
      const amount = boost ? BOOSTS.featured.price.basic : PLANS.basic.price.monthly;
      const reference = newReference();
      await handle.db.insert(payments).values({
        reference,
        userId: seller.id,
        purpose: boost ? "boost" : "subscription",
        plan: boost ? null : "basic",
        billingCycle: boost ? null : "monthly",
        listingId: boost ? listing.id : null,
        boost: boost ? "featured" : null,
        amount,
        description: boost ? "Featured Listing (bench)" : "Basic plan (bench)",
      });
      created.push({ reference, amount });
    }

    // 2. Two production servers with a Paystack key (the webhook needs no outgoing call).
    if (!fs.existsSync("build/server/index.js")) {
      spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    }
    const env = {
      DATABASE_URL: scratchUrl.href,
      DATA_DIR: dataDir,
      SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
      PAYSTACK_SECRET_KEY: secret,
      PAYSTACK_BASE_URL: "http://127.0.0.1:9",
      JOBS_IN_SERVER: "false",
      SEED_ON_EMPTY: "false",
      RATE_LIMIT_SCALE: "1000",
      LOG_LEVEL: "silent",
    };
    await assertPortFree(options.portA);
    await assertPortFree(options.portB);
    servers.push(startServer("A", options.portA, env), startServer("B", options.portB, env));
    await Promise.all(servers.map(waitForHealth));

    // 3. Every webhook `copies` times, shuffled, across both instances.
    const deliveries = created.flatMap((p) => {
      const body = JSON.stringify({
        event: "charge.success",
        data: {
          id: Number.parseInt(p.reference.slice(3, 11), 16),
          reference: p.reference,
          status: "success",
          amount: p.amount * 100,
          currency: "NGN",
          channel: "card",
          gateway_response: "Approved",
          authorization: null,
        },
      });
      return Array.from({ length: options.copies }, () => body);
    });
    deliveries.sort(() => Math.random() - 0.5);
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    let n = 0;
    const started = performance.now();
    await inParallel(deliveries, options.connections, async (body) => {
      const server = servers[n++ % 2]!;
      const t = performance.now();
      let status = 0;
      try {
        const res = await fetch(`${server.base}/api/payments/webhook`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "x-paystack-signature": signWebhook(body, secret),
          },
          body,
        });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        status = 0;
      }
      latencies.push(performance.now() - t);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
    const seconds = (performance.now() - started) / 1000;

    // 4. What was granted.
    const scratch = postgres(scratchUrl.href, { max: 1, onnotice: () => {} });
    const one = async (query: string) => Number((await scratch.unsafe(query))[0]?.n ?? 0);
    const grants = await one("select count(*)::int as n from payment_grants");
    const completed = await one(
      "select count(*)::int as n from payments where status = 'completed'",
    );
    const receipts = await one(
      "select count(distinct receipt_number)::int as n from payments where receipt_number is not null",
    );
    const boosts = await one("select count(*)::int as n from listing_boosts");
    const periods = await one("select count(*)::int as n from subscriptions");
    const onBasic = await one("select count(*)::int as n from users where plan = 'basic'");
    const overBoosted = await one(
      `select count(*)::int as n from listings
        where featured_until > now() + interval '${BOOSTS.featured.days} days 1 hour'`,
    );
    await scratch.end({ timeout: 5 });
    latencies.sort((a, b) => a - b);
    const expectBoosts = Math.floor(options.payments / 2);
    const expectPlans = options.payments - expectBoosts;
    const ok =
      grants === options.payments &&
      completed === options.payments &&
      receipts === options.payments &&
      boosts === expectBoosts &&
      periods === expectPlans &&
      onBasic === expectPlans &&
      overBoosted === 0 &&
      statuses.get(200) === deliveries.length;
    console.log(
      `\nWebhooks: ${options.payments} payments x ${options.copies} deliveries = ${deliveries.length} ` +
        `signed charge.success events, ${options.connections} at a time across 2 instances\n` +
        `  ${(deliveries.length / seconds).toFixed(0)} deliveries/s, answer p50 ` +
        `${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms; ` +
        `answers ${[...statuses].map(([s, c]) => `${s}: ${c}`).join(", ")}\n` +
        `  granted ${grants} (expected ${options.payments}), completed ${completed}, distinct receipts ` +
        `${receipts}, boosts ${boosts} (expected ${expectBoosts}), plan periods ${periods} ` +
        `(expected ${expectPlans}), sellers on Basic ${onBasic}, boosts extended twice ${overBoosted}\n` +
        `  ${ok ? "PASS: every payment granted exactly once" : "FAIL"}`,
    );
    return ok;
  } finally {
    await Promise.all(servers.map(stopServer));
    await stopQueue().catch(() => {});
    useDatabase(undefined);
    await handle?.close().catch(() => {});
    await admin.unsafe(`drop database if exists "${dbName}" with (force)`).catch(() => {});
    await admin.end({ timeout: 5 });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
