/**
 * The production server when something fails (docs/decisions/015-failure-modes.md):
 * - methods the site does not use, sent raw as a scanner does, answer 4xx on every kind of
 *   path, never 5xx (the suite's server);
 * - a PostgreSQL outage: the server, on a database cluster of the test's own (initdb in a
 *   temporary folder, on a free port; the shared server is never stopped), answers the health
 *   check 503 within 2 s and pages and the API 503 with Retry-After within 3 s while the
 *   database is down, and recovers by itself when it is back;
 * - a database that accepts connections and never answers stops the start within seconds.
 * Skipped where PostgreSQL's binaries (initdb, pg_ctl) are not on PATH.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "no browser involved: run once");

/** Sends `raw` on a new connection and answers the status line that comes back. */
function rawStatus(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(raw));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("end", () => resolve(answer.split("\r\n")[0]));
    socket.on("error", reject);
    socket.setTimeout(5_000, () => socket.end());
  });
}

test.describe("HTTP methods on the production server", () => {
  test("TRACE, CONNECT, TRACK and other methods answer 4xx on pages, the API and files", async ({
    baseURL,
  }) => {
    const port = Number(new URL(baseURL!).port);
    const paths = ["/", "/browse", "/api/health", "/api/cars", "/assets/x.js", "/favicon.svg"];
    for (const method of ["TRACE", "TRACK", "PROPFIND", "FOO"]) {
      for (const where of [...paths, "/uploads/x.webp"]) {
        const status = await rawStatus(
          port,
          `${method} ${where} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
        );
        expect(status, `${method} ${where}`).toMatch(/^HTTP\/1\.1 4\d\d /);
      }
    }
    const propfind = await fetch(baseURL!, { method: "PROPFIND" });
    expect(propfind.status).toBe(405);
    expect(propfind.headers.get("allow")).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(await rawStatus(port, "TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toBe(
      "HTTP/1.1 405 Method Not Allowed",
    );
    expect(await rawStatus(port, "CONNECT example.com:443 HTTP/1.1\r\nHost: x\r\n\r\n")).toBe(
      "HTTP/1.1 405 Method Not Allowed",
    );
    expect((await fetch(`${baseURL}/browse`, { method: "OPTIONS" })).status).toBe(204);
  });
});

const hasPostgres = spawnSync("initdb", ["--version"]).status === 0;
const asRoot = process.getuid?.() === 0;

/** Runs one of PostgreSQL's programs, as the `postgres` user when the tests run as root. */
function pg(program: string, args: string[]) {
  const [command, argv] = asRoot
    ? ["runuser", ["-u", "postgres", "--", program, ...args]]
    : [program, args];
  const result = spawnSync(command, argv, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr}${result.stdout}`);
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the built server on `databaseUrl`; `output` collects what it prints. */
function startServer(port: number, databaseUrl: string, dataDir: string) {
  const state = { output: "", process: undefined as ChildProcess | undefined };
  state.process = spawn("node", ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SEED_ON_EMPTY: "true",
      SEED_LISTINGS: "12",
      LOG_LEVEL: "silent",
      HSTS: "false",
      INSECURE_COOKIES: "true",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  state.process.stdout!.on("data", (chunk) => (state.output += chunk));
  state.process.stderr!.on("data", (chunk) => (state.output += chunk));
  return state;
}

/** The status, headers, text and time (ms) of a GET. */
async function timedGet(url: string) {
  const started = Date.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(20_000) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, ms: Date.now() - started };
}

test.describe("PostgreSQL outage", () => {
  test.skip(!hasPostgres, "initdb is not on PATH (Debian: /usr/lib/postgresql/<version>/bin)");

  let folder = "";
  let cluster = "";
  const servers: { process?: ChildProcess }[] = [];
  let pgPort = 0;
  let pgStarted = false;

  const startCluster = () => {
    pg("pg_ctl", [
      "-D",
      cluster,
      "-l",
      path.join(folder, "postgres.log"),
      "-o",
      `-p ${pgPort} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "-w",
      "start",
    ]);
    pgStarted = true;
  };

  test.beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "motormart-outage-"));
    cluster = path.join(folder, "cluster");
    if (asRoot) {
      const id = (flag: string) => Number(spawnSync("id", [flag, "postgres"]).stdout);
      fs.chownSync(folder, id("-u"), id("-g"));
    }
    pgPort = await freePort();
    pg("initdb", ["-D", cluster, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
    startCluster();
  });

  test.afterAll(async () => {
    for (const server of servers)
      if (server.process && server.process.exitCode === null) server.process.kill("SIGKILL");
    if (pgStarted) pg("pg_ctl", ["-D", cluster, "-m", "immediate", "stop"]);
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  test("503 with Retry-After at once while the database is down, back by itself", async () => {
    test.setTimeout(150_000);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
    const server = startServer(port, databaseUrl, path.join(folder, "data"));
    servers.push(server);
    await expect.poll(() => server.output, { timeout: 120_000 }).toContain("is listening");
    expect((await timedGet(`${base}/api/health`)).status).toBe(200);
    expect((await timedGet(`${base}/browse`)).status).toBe(200);

    pg("pg_ctl", ["-D", cluster, "-m", "immediate", "stop"]);
    pgStarted = false;

    // Several rounds: the driver's reconnect delay used to grow with each failed attempt.
    for (let round = 0; round < 3; round++) {
      const health = await timedGet(`${base}/api/health`);
      expect(health.status).toBe(503);
      expect(JSON.parse(health.text)).toMatchObject({
        success: false,
        data: { database: "down" },
      });
      expect(health.ms).toBeLessThan(2_000);

      const pages = await Promise.all(
        ["/", "/browse", "/", "/browse", "/api/cars"].map((p) => timedGet(base + p)),
      );
      for (const page of pages) {
        expect(page.status).toBe(503);
        expect(page.headers.get("retry-after")).toBe("30");
        expect(page.text).toContain(
          "MotorMart is temporarily unavailable, please try again in a minute",
        );
        expect(page.text).not.toMatch(/\bat .+\.(js|ts):\d+/);
        expect(page.ms).toBeLessThan(3_000);
      }
      expect(pages[0].headers.get("content-type")).toContain("text/html");
      expect(JSON.parse(pages[4].text)).toMatchObject({ success: false });
    }
    expect(server.process!.exitCode).toBeNull();

    startCluster();
    await expect
      .poll(async () => (await timedGet(`${base}/api/health`)).status, { timeout: 15_000 })
      .toBe(200);
    const browse = await timedGet(`${base}/browse`);
    expect(browse.status).toBe(200);
    expect(browse.text.replaceAll("<!-- -->", "")).toMatch(/\d+ cars found/);
  });

  test("a database that never answers stops the start within seconds", async () => {
    test.setTimeout(90_000);
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port: silentPort } = silent.address() as net.AddressInfo;
    try {
      const started = Date.now();
      const server = startServer(
        await freePort(),
        `postgres://postgres@127.0.0.1:${silentPort}/postgres`,
        path.join(folder, "silent-data"),
      );
      servers.push(server);
      const code = await new Promise<number | null>((resolve) =>
        server.process!.on("exit", resolve),
      );
      expect(code).toBe(1);
      expect(server.output).toContain("CONNECT_TIMEOUT");
      // Loading the build takes a few seconds on a busy machine; the driver's own default
      // connect timeout was 30 s.
      expect(Date.now() - started).toBeLessThan(20_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
