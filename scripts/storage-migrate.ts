/**
 * `npm run storage:migrate [-- --dry-run]`: copies the files of a disk store
 * (`DATA_DIR/uploads` and `DATA_DIR/private`) into the bucket the environment names
 * (S3_BUCKET, S3_ENDPOINT...; README, Configuration), so a site that started on one machine
 * moves to object storage without losing a photo (docs/decisions/014-object-storage.md).
 *
 * Safe to run twice, or again after an interruption: an object already in the bucket with the
 * same size (and, where the bucket's ETag is the MD5 of the bytes, the same MD5) is skipped.
 * Each file is written whole, with the content type and caching the app gives it. The disk
 * files are left in place (delete them once the site runs on the bucket). It needs no
 * database, so it can run while the old server still serves. Exits 1 if any file failed.
 */
import crypto from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { getEnv, type S3Settings } from "~/env.server";
import {
  contentTypeOf,
  LocalStorage,
  PUBLIC_CACHE_CONTROL,
  S3Storage,
  type FileStorage,
} from "~/services/storage.server";
import { runScript } from "./script-utils";

class UsageError extends Error {
  name = "UsageError";
}

export type MigrationReport = { copied: number; skipped: number; failed: string[] };

/** Whether the bucket's object `etag` names these bytes (a plain MD5 ETag); unknown: true. */
function sameEtag(etag: string, bytes: Buffer): boolean {
  const plain = /^"?([0-9a-f]{32})"?$/i.exec(etag);
  if (!plain) return true; // A multipart or encrypted object's ETag is not an MD5.
  return crypto.createHash("md5").update(bytes).digest("hex") === plain[1].toLowerCase();
}

/** Copies every file of `from` missing or different in `to`; 4 at a time. */
async function copyStore(
  label: string,
  from: LocalStorage,
  to: FileStorage,
  options: { dryRun: boolean; log: (line: string) => void },
  report: MigrationReport,
) {
  const keys: { key: string; size: number }[] = [];
  for await (const entry of from.list("")) keys.push(entry);
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const { key, size } = keys[next++];
      try {
        const there = await to.stat(key);
        const bytes = await from.read(key);
        if (!bytes) continue; // Deleted since it was listed.
        if (there && there.size === size && sameEtag(there.etag, bytes)) {
          report.skipped++;
          continue;
        }
        if (!options.dryRun) await to.put(key, bytes, contentTypeOf(key));
        report.copied++;
      } catch (error) {
        report.failed.push(`${label}/${key}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  options.log(`${label}: ${keys.length} files`);
}

/**
 * Copies `<dataDir>/uploads` and `<dataDir>/private` into the bucket `settings` names (under
 * `uploads/` and `private/`). Answers how many files were copied, skipped (already there) and
 * failed (with why). `dryRun` copies nothing and counts what it would copy.
 */
export async function migrateDiskToBucket(
  dataDir: string,
  settings: S3Settings,
  options: { dryRun?: boolean; log?: (line: string) => void } = {},
): Promise<MigrationReport> {
  const opts = { dryRun: options.dryRun ?? false, log: options.log ?? (() => {}) };
  const report: MigrationReport = { copied: 0, skipped: 0, failed: [] };
  const publicTarget = new S3Storage(settings, "uploads/", PUBLIC_CACHE_CONTROL);
  await publicTarget.check();
  await copyStore(
    "uploads",
    new LocalStorage(path.join(dataDir, "uploads")),
    publicTarget,
    opts,
    report,
  );
  await copyStore(
    "private",
    new LocalStorage(path.join(dataDir, "private")),
    new S3Storage(settings, "private/", "private, no-store"),
    opts,
    report,
  );
  return report;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await runScript(async () => {
    const { values } = parseArgs({ options: { "dry-run": { type: "boolean", default: false } } });
    const env = getEnv();
    if (!env.s3)
      throw new UsageError(
        "Set S3_BUCKET (and S3_ENDPOINT, S3_FORCE_PATH_STYLE for MinIO and the like) to the bucket to move the files into; see README, Configuration.",
      );
    const dryRun = values["dry-run"] ?? false;
    console.log(
      `${dryRun ? "Dry run: would copy" : "Copying"} ${env.dataDir}/uploads and /private into s3://${env.s3.bucket}`,
    );
    const report = await migrateDiskToBucket(env.dataDir, env.s3, {
      dryRun,
      log: (line) => console.log(line),
    });
    console.log(
      `${dryRun ? "Would copy" : "Copied"} ${report.copied}, already there ${report.skipped}, failed ${report.failed.length}`,
    );
    for (const line of report.failed) console.error(`  ${line}`);
    if (report.failed.length) process.exitCode = 1;
    else if (!dryRun)
      console.log(
        "Done. Start the site with the same S3_* variables; the disk files can go once it runs.",
      );
  });
}
