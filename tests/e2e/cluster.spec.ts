/**
 * The production server on PostgreSQL as a cluster (server.js, WEB_CONCURRENCY): the primary
 * migrates and seeds once, two workers answer on one port, a worker that dies is replaced,
 * and SIGTERM stops everything cleanly. Runs only when DATABASE_URL points at a server (CI
 * sets it when PostgreSQL answers on 127.0.0.1:5432); it makes and drops its own database.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { expect, test } from "@playwright/test";

const PORT = 4191;
const base = `http://127.0.0.1:${PORT}`;

function workerPids(primary: ChildProcess): number[] {
  const out = spawnSync("pgrep", ["-P", String(primary.pid)], { encoding: "utf8" }).stdout;
  return out.split("\n").filter(Boolean).map(Number).sort();
}

test.describe("server cluster on PostgreSQL", () => {
  test.skip(!process.env.DATABASE_URL, "needs DATABASE_URL (a PostgreSQL server)");
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "no browser involved: run once");

  const name = `motormart_cluster_${crypto.randomBytes(4).toString("hex")}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "motormart-cluster-"));
  let server: ChildProcess | undefined;

  test.afterAll(async () => {
    if (server && server.exitCode === null) server.kill("SIGKILL");
    const admin = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("two workers serve pages, a dead worker is replaced, SIGTERM stops all", async () => {
    test.setTimeout(120_000);
    const admin = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;

    let output = "";
    server = spawn("node", ["server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: url.toString(),
        WEB_CONCURRENCY: "2",
        PORT: String(PORT),
        HOST: "127.0.0.1",
        APP_URL: base,
        DATA_DIR: dataDir,
        SEED_ON_EMPTY: "true",
        SEED_LISTINGS: "24",
        LOG_LEVEL: "silent",
        HSTS: "false",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout!.on("data", (chunk) => (output += chunk));
    server.stderr!.on("data", (chunk) => (output += chunk));
    await expect.poll(() => output, { timeout: 90_000 }).toContain("(2 worker processes)");
    expect(output).toContain("seeded 24 demo listings");

    const pids = workerPids(server);
    expect(pids).toHaveLength(2);
    const health = await fetch(`${base}/api/health`);
    expect(await health.json()).toMatchObject({ success: true, data: { database: "ok" } });
    const browse = await (await fetch(`${base}/browse`)).text();
    expect(browse.replaceAll("<!-- -->", "")).toMatch(/\d+ cars found/);

    process.kill(pids[0], "SIGKILL");
    await expect.poll(() => output, { timeout: 15_000 }).toContain("starting another");
    // A new worker replaces the dead one (a killed child may linger a moment as a zombie).
    await expect
      .poll(
        () => {
          const now = workerPids(server!);
          return now.length === 2 && !now.includes(pids[0]) && now.includes(pids[1]);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    // Both workers run the job queue on the shared database; its schema is there once.
    const db = postgres(url.toString(), { max: 1, onnotice: () => {} });
    const queues = await db`select name from pgboss.queue order by name`;
    await db.end();
    expect(queues.map((q) => q.name)).toEqual(
      expect.arrayContaining(["expire-listings", "send-mail"]),
    );

    const exited = new Promise<number | null>((resolve) => server!.on("exit", resolve));
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(workerPids(server)).toHaveLength(0);
  });
});
