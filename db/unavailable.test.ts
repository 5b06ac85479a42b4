/**
 * A PostgreSQL server that cannot answer fails queries within seconds, and the error is told
 * apart from a bug (docs/decisions/015-failure-modes.md). Real failures of the postgres driver:
 * a closed port, a server that accepts connections and never speaks, a statement over its time
 * limit (when DATABASE_URL points at a server).
 */
import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./client";
import { isDatabaseUnavailable } from "./unavailable";

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The error `promise` rejects with, and how long that took (ms). */
async function failure(promise: PromiseLike<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = Date.now();
  try {
    await promise;
  } catch (error) {
    return { error, ms: Date.now() - started };
  }
  throw new Error("expected a failure");
}

const opened: DatabaseHandle[] = [];
const silent: net.Socket[] = [];
let silentServer: net.Server | undefined;

afterAll(async () => {
  for (const handle of opened) await handle.close().catch(() => {});
  for (const socket of silent) socket.destroy();
  silentServer?.close();
});

describe("a PostgreSQL server that cannot answer", () => {
  it("refused connections fail every query at once, however many failed before", async () => {
    const handle = await openDatabase({
      databaseUrl: `postgres://nobody@127.0.0.1:${await freePort()}/none`,
      maxConnections: 4,
    });
    opened.push(handle);
    // The driver's default waited longer after each failed attempt (up to 20 s), and queued
    // queries waited with it: later rounds of an outage hung for many seconds.
    for (let round = 0; round < 6; round++) {
      const started = Date.now();
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, () => handle.db.execute(sql`select 1`)),
      );
      expect(Date.now() - started).toBeLessThan(2_000);
      for (const result of results) {
        expect(result.status).toBe("rejected");
        expect(isDatabaseUnavailable((result as PromiseRejectedResult).reason)).toBe(true);
      }
    }
  });

  it("a server that accepts and never answers fails within the 3 s connect timeout", async () => {
    silentServer = net.createServer((socket) => silent.push(socket));
    await new Promise<void>((resolve) => silentServer!.listen(0, "127.0.0.1", resolve));
    const { port } = silentServer.address() as net.AddressInfo;
    const handle = await openDatabase({
      databaseUrl: `postgres://nobody@127.0.0.1:${port}/none`,
      maxConnections: 1,
    });
    opened.push(handle);
    const { error, ms } = await failure(handle.db.execute(sql`select 1`));
    expect(ms).toBeGreaterThan(2_500);
    expect(ms).toBeLessThan(6_000);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe("CONNECT_TIMEOUT");
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.runIf(process.env.DATABASE_URL)(
    "a statement over the server's time limit is cancelled (57014)",
    async () => {
      const handle = await openDatabase({
        databaseUrl: process.env.DATABASE_URL,
        maxConnections: 1,
        statementTimeoutMs: 200,
      });
      opened.push(handle);
      const { error, ms } = await failure(handle.db.execute(sql`select pg_sleep(3)`));
      expect(ms).toBeLessThan(2_000);
      expect((error as { cause?: { code?: string } }).cause?.code).toBe("57014");
      expect(isDatabaseUnavailable(error)).toBe(true);
      // Waiting for an advisory lock is not a slow statement.
      const other = await openDatabase({
        databaseUrl: process.env.DATABASE_URL,
        maxConnections: 1,
      });
      opened.push(other);
      let release!: () => void;
      const holding = other.exclusive(727_999, () => new Promise<void>((r) => (release = r)));
      await new Promise((r) => setTimeout(r, 200));
      setTimeout(() => release(), 600);
      await expect(handle.exclusive(727_999, async () => "mine")).resolves.toBe("mine");
      await holding;
    },
  );
});

describe("isDatabaseUnavailable", () => {
  it("counts PostgreSQL's shutdown, start-up and connection SQLSTATEs", () => {
    for (const code of ["57P01", "57P02", "57P03", "53300", "57014", "08006", "08001"])
      expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code }))).toBe(true);
  });

  it("does not count bugs, bad data or another service's network error", async () => {
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("dup"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
    // A payment provider that refuses the connection is not the database.
    const { error } = await failure(fetch(`http://127.0.0.1:${await freePort()}/`));
    expect((error as { cause?: { code?: string } }).cause?.code).toBe("ECONNREFUSED");
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
