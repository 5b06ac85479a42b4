/**
 * What the multi-instance benchmark runs share (scripts/bench/messaging.ts, webhooks.ts):
 * production server processes on a scratch database, and small timing helpers.
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

export function startServer(name: string, port: number, env: NodeJS.ProcessEnv): Server {
  const base = `http://127.0.0.1:${port}`;
  const proc = spawn("node", ["server.js"], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: "production",
      WEB_CONCURRENCY: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: base,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server: Server = { name, base, proc, output: [] };
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) {
      if (!line) continue;
      server.output.push(line);
      if (server.output.length > 200) server.output.shift();
    }
  };
  proc.stdout!.on("data", keep);
  proc.stderr!.on("data", (chunk: Buffer) => {
    keep(chunk);
    // Errors during the run matter (a failed stream query, a lost LISTEN connection).
    for (const line of chunk.toString().split("\n")) if (line) console.error(`[${name}] ${line}`);
  });
  return server;
}

/** Fails unless `port` is free: a server already there would be measured instead of ours. */
export async function assertPortFree(port: number) {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () =>
      reject(
        new Error(`Port ${port} is in use: pass another --port (the run uses port+2, port+3)`),
      ),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

export async function waitForHealth(server: Server) {
  for (let i = 0; i < 120; i++) {
    if (server.proc.exitCode !== null) break;
    try {
      const res = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(2000) });
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

export async function stopServer(server: Server) {
  if (server.proc.exitCode !== null || server.proc.signalCode !== null) return;
  const exited = new Promise((r) => server.proc.once("exit", r));
  server.proc.kill("SIGTERM");
  const timer = setTimeout(() => server.proc.kill("SIGKILL"), 12_000);
  await exited;
  clearTimeout(timer);
}
