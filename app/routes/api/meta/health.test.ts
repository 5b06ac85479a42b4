/**
 * While PostgreSQL cannot answer, the health check and the API say so at once: 503 with
 * `Retry-After`, in the envelope (docs/decisions/015-failure-modes.md). The database here is a
 * server that accepts connections and never speaks, the slowest kind of outage to notice.
 */
import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#db/client";
import { db, databaseHandle, useDatabase } from "#db/connection";
import { callRoute } from "../../../../tests/support/routes";
import { loader as healthLoader } from "~/routes/api/meta/health";
import { apiHandler } from "~/request/api.server";

const sockets: net.Socket[] = [];
const silent = net.createServer((socket) => sockets.push(socket));
let previous: DatabaseHandle | undefined;
let broken: DatabaseHandle;

beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const { port } = silent.address() as net.AddressInfo;
  previous = databaseHandle();
  broken = await openDatabase({
    databaseUrl: `postgres://nobody@127.0.0.1:${port}/none`,
    maxConnections: 2,
  });
  useDatabase(broken);
});

afterAll(async () => {
  useDatabase(previous);
  await broken.close().catch(() => {});
  for (const socket of sockets) socket.destroy();
  silent.close();
});

describe("GET /api/health while the database does not answer", () => {
  it("answers 503 { database: 'down' } with Retry-After within 2 s", async () => {
    // The answer is checked against the OpenAPI document: built before the clock starts.
    (await import("../../../../tests/support/contract")).loadContract();
    const started = Date.now();
    const { status, headers, body } = await callRoute(healthLoader, { path: "/api/health" });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(status).toBe(503);
    expect(headers.get("retry-after")).toBe("30");
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body).toEqual({
      success: false,
      message: "The database is unreachable",
      data: { database: "down", storage: "ok" },
    });
  });
});

describe("an API route while the database does not answer", () => {
  it("answers 503 in the envelope with Retry-After, not a 500", async () => {
    const loader = apiHandler(async () => {
      await db().execute(sql`select 1`);
      return Response.json({ success: true });
    });
    const { status, headers, body } = await callRoute(loader, { path: "/api/cars" });
    expect(status).toBe(503);
    expect(headers.get("retry-after")).toBe("30");
    expect(body).toEqual({
      success: false,
      message: "Service temporarily unavailable, please try again in a moment.",
    });
  });
});
