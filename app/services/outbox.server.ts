/**
 * The local outbox (`<DATA_DIR>/outbox/`): where mail and SMS go when no SMTP server or SMS
 * provider is configured, one JSON file per message, so the flows that send them work offline
 * and tests and developers can read them. Mail files are `<time>-<rand>.json`, SMS files
 * `sms-<time>-<rand>.json`.
 */
import fs from "node:fs/promises";
import path from "node:path";

const outboxDir = (dataDir: string) => path.join(dataDir, "outbox");

/**
 * Writes one message as `<prefix><time>-<rand>.json`, beside it first and then renamed, so a
 * reader never sees half a message. Answers the file's path.
 */
export async function writeOutboxFile(
  dataDir: string,
  prefix: "" | "sms-",
  message: object,
): Promise<string> {
  const dir = outboxDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(
    dir,
    `${prefix}${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`,
  );
  const partial = `${file}.partial`;
  await fs.writeFile(partial, JSON.stringify(message, null, 2));
  await fs.rename(partial, file);
  return file;
}

/** Every whole message of one kind in the outbox (mail: prefix "", SMS: "sms-"), unsorted. */
export async function readOutboxFiles<T>(dataDir: string, prefix: "" | "sms-"): Promise<T[]> {
  const dir = outboxDir(dataDir);
  let names: string[] = [];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  const wanted = names.filter(
    (n) => n.endsWith(".json") && (prefix ? n.startsWith(prefix) : !n.startsWith("sms-")),
  );
  return Promise.all(
    wanted.map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), "utf8")) as T),
  );
}
