/**
 * What the benchmark runs share (scripts/bench/pages.ts, network.ts, messaging.ts,
 * webhooks.ts): production server processes, started and stopped, and small timing helpers.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `fn` over `items`, `width` at a time. */
export async function inParallel<T>(items: T[], width: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}

/** The p-th percentile of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A production server process; its output is kept to explain a failed start. */
export type Server = { name: string; base: string; proc: ChildProcess; output: string[] };

/**
 * Starts `node <args>` listening on 127.0.0.1:`port` (PORT, HOST), in `cwd` (default: here).
 * Its standard error is printed as it comes, prefixed with `name`; its standard output is kept
 * (the last 200 lines, for `waitForHealth`'s error) unless `quiet`, when it is dropped: a
 * per-request log would cost the measured server and this process work.
 */
export function spawnServer(
  name: string,
  port: number,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string; quiet?: boolean },
): Server {
  const base = `http://127.0.0.1:${port}`;
  const proc = spawn("node", args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", options.quiet ? "ignore" : "pipe", "pipe"],
  });
  const server: Server = { name, base, proc, output: [] };
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) {
      if (!line) continue;
      server.output.push(line);
      if (server.output.length > 200) server.output.shift();
    }
  };
  proc.stdout?.on("data", keep);
  proc.stderr!.on("data", (chunk: Buffer) => {
    keep(chunk);
    // Errors during the run matter (a failed stream query, a lost LISTEN connection).
    for (const line of chunk.toString().split("\n")) if (line) console.error(`[${name}] ${line}`);
  });
  return server;
}

/** The project's production server (`node server.js`, one worker process) on `port`. */
export function startServer(name: string, port: number, env: NodeJS.ProcessEnv): Server {
  return spawnServer(name, port, ["server.js"], {
    env: {
      ...env,
      NODE_ENV: "production",
      WEB_CONCURRENCY: "1",
      APP_URL: `http://127.0.0.1:${port}`,
    },
  });
}

/** Fails unless `port` is free: a server already there would be measured instead of ours. */
export async function assertPortFree(port: number) {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () =>
      reject(
        new Error(
          `Port ${port} is in use: pass another --port (the runs use it and the 5 after it)`,
        ),
      ),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

/** Waits (up to about a minute) until the server's health check answers 200 (`waitForAnswer`). */
export const waitForHealth = (server: Server) => waitForAnswer(server, "/api/health");

/**
 * Waits (up to about a minute: PGlite opens a seeded catalogue slowly on a busy machine) until
 * `path` answers 200; throws with the server's output if not.
 */
export async function waitForAnswer(server: Server, path: string) {
  for (let i = 0; i < 240; i++) {
    if (server.proc.exitCode !== null) break;
    try {
      const res = await fetch(`${server.base}${path}`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(
    `Server ${server.name} did not start (exit code ${server.proc.exitCode}):\n${server.output.join("\n")}`,
  );
}

/** Stops the server (SIGTERM, SIGKILL after 12 s) and waits until it has exited. */
export async function stopServer(server: Server) {
  if (server.proc.exitCode !== null || server.proc.signalCode !== null) return;
  const exited = new Promise((r) => server.proc.once("exit", r));
  server.proc.kill("SIGTERM");
  const timer = setTimeout(() => server.proc.kill("SIGKILL"), 12_000);
  await exited;
  clearTimeout(timer);
}

/** Prints `rows` (the first is the header) as left-aligned columns two spaces apart. */
export function printTable(rows: string[][]) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows)
    console.log(
      r
        .map((c, i) => c.padEnd(widths[i]))
        .join("  ")
        .trimEnd(),
    );
}

/**
 * Stops `servers` (and runs `also`) when the bench is interrupted, then exits 130; answers the
 * function that removes the handler, for the run's `finally` once it has stopped them itself.
 */
export function stopOnInterrupt(servers: Server[], also?: () => Promise<void>): () => void {
  const onSignal = () => {
    console.error("\nInterrupted: stopping the servers...");
    void Promise.allSettled([...servers.map(stopServer), also?.()]).finally(() =>
      process.exit(130),
    );
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  return () => {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  };
}
