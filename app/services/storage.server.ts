/**
 * File storage behind one interface (docs/decisions/014-object-storage.md). Two stores:
 * public files (listing photos, avatars, covers, placeholders), served at `/uploads/<key>`,
 * and private files (verification documents), never served without an access check. Keys are
 * relative paths such as `listings/<listingId>/<photoId>-640.webp`, always built by our code
 * from ids; `checkKey` refuses anything else (`..`, absolute paths, backslashes, `%`, spaces),
 * so no path trick in a file name or an address reaches a disk path or a bucket key.
 *
 * - `LocalStorage`: files under `<DATA_DIR>/uploads` and `<DATA_DIR>/private` (the default).
 * - `S3Storage`: objects in the bucket `S3_BUCKET` under `uploads/` and `private/`, through
 *   the AWS SDK v3 (any S3-compatible service: AWS, MinIO, R2, Spaces; README, Configuration).
 *
 * Both write a file whole or not at all (a temporary file renamed into place; an S3 PUT), so
 * no reader sees half of one. A failure to reach the storage (a full disk, a bucket that does
 * not answer, wrong credentials) is thrown as `StorageUnavailableError`, which models answer
 * with 503; a missing file is `null`, never an error. A clean-up after the rows are gone goes
 * through `deleteFilesQuietly`, which hands a failed delete to the `delete-files` job (retried
 * with backoff) instead of dropping it.
 */
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { getEnv, type S3Settings } from "~/env.server";
import { enqueue } from "./queue.server";

/** A stored file's metadata: size in bytes, MIME type, entity tag and last change. */
export type StoredFile = { size: number; contentType: string; etag: string; lastModified: Date };

/** A stored file opened for reading: its metadata and a stream of its bytes. */
export type OpenedFile = StoredFile & { body: ReadableStream<Uint8Array> };

export interface FileStorage {
  /** `local` (a folder) or `s3` (a bucket). */
  readonly kind: "local" | "s3";
  /** Writes a file whole: readers see the old state or all of it, never part. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** A stored file's bytes, or null when there is no such file. */
  read(key: string): Promise<Buffer | null>;
  /** A stored file's metadata, or null when there is no such file. */
  stat(key: string): Promise<StoredFile | null>;
  /** A stored file as a stream (for answers), or null when there is no such file. */
  open(key: string): Promise<OpenedFile | null>;
  /**
   * Deletes every file under a prefix: a folder when `prefix` ends with `/`
   * (`listings/<id>/`), else the files of that folder whose names start with the rest
   * (`listings/<id>/<photoId>-`). A missing folder is not an error.
   */
  deletePrefix(prefix: string): Promise<void>;
  /** Every stored key under `prefix` (`""`: all), with its size. */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
  /** Throws StorageUnavailableError unless the storage can be written now (health checks). */
  check(): Promise<void>;
}

/** The storage cannot be reached or written now; the request may be tried again later. */
export class StorageUnavailableError extends Error {
  constructor(what: string, cause: unknown) {
    super(`Storage: could not ${what}: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = "StorageUnavailableError";
  }
}

/** A key our code should never have built (a bug, never user input): refused before any I/O. */
export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`Bad storage key ${JSON.stringify(key.slice(0, 200))}`);
    this.name = "StorageKeyError";
  }
}

const SEGMENT = "[A-Za-z0-9][A-Za-z0-9._-]*";
const KEY = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`);
const MAX_KEY_LENGTH = 512;

/**
 * Whether `key` is a storage key: segments of letters, digits, `.`, `_` and `-` joined by `/`,
 * none starting with a dot (so no `..`, no hidden files), at most 512 characters.
 */
export function isStorageKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY.test(key);
}

/** `key` when it is a storage key; else StorageKeyError. */
export function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new StorageKeyError(key);
  return key;
}

/** A delete prefix: a key, or a key followed by `/` (a folder). Never empty. */
function checkPrefix(prefix: string): string {
  checkKey(prefix.endsWith("/") ? prefix.slice(0, -1) : prefix);
  return prefix;
}

/** Files on local disk under `root`. */
export class LocalStorage implements FileStorage {
  readonly kind = "local";
  constructor(readonly root: string) {}

  private resolve(key: string) {
    const full = path.resolve(this.root, key);
    // Belt and braces: checkKey already refuses every way out of the root.
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new StorageKeyError(key);
    return full;
  }

  async put(key: string, body: Buffer, _contentType?: string) {
    const full = this.resolve(checkKey(key));
    const tmp = `${full}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      await fs.mkdir(path.dirname(full), { recursive: true });
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, full);
    } catch (error) {
      await fs.rm(tmp, { force: true }).catch(() => {});
      throw new StorageUnavailableError(`write ${key}`, error);
    }
  }

  async exists(key: string) {
    return (await this.stat(key)) !== null;
  }

  async read(key: string) {
    const full = this.resolve(checkKey(key));
    try {
      return await fs.readFile(full);
    } catch (error) {
      if (isMissing(error)) return null;
      throw new StorageUnavailableError(`read ${key}`, error);
    }
  }

  async stat(key: string): Promise<StoredFile | null> {
    const full = this.resolve(checkKey(key));
    try {
      const info = await fs.stat(full);
      if (!info.isFile()) return null;
      return {
        size: info.size,
        contentType: contentTypeOf(key),
        // The shape Express's static files use: size and modification time.
        etag: `W/"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`,
        lastModified: info.mtime,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw new StorageUnavailableError(`read ${key}`, error);
    }
  }

  async open(key: string): Promise<OpenedFile | null> {
    const file = await this.stat(key);
    if (!file) return null;
    const stream = createReadStream(this.resolve(key));
    return { ...file, body: Readable.toWeb(stream) as ReadableStream<Uint8Array> };
  }

  async deletePrefix(prefix: string) {
    checkPrefix(prefix);
    try {
      if (prefix.endsWith("/")) {
        await fs.rm(this.resolve(prefix), { recursive: true, force: true });
        return;
      }
      const full = this.resolve(prefix);
      const dir = path.dirname(full);
      const base = path.basename(full);
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      await Promise.all(
        names
          .filter((n) => n.startsWith(base))
          .map((n) => fs.rm(path.join(dir, n), { recursive: true, force: true })),
      );
    } catch (error) {
      throw new StorageUnavailableError(`delete ${prefix}`, error);
    }
  }

  async *list(prefix: string): AsyncIterable<{ key: string; size: number }> {
    const root = path.resolve(this.root);
    let entries;
    try {
      entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw new StorageUnavailableError("list the files", error);
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      const key = path.relative(root, full).split(path.sep).join("/");
      // Temporary files of writes in progress (or interrupted) are not stored files.
      if (key.endsWith(".tmp") || !key.startsWith(prefix) || !isStorageKey(key)) continue;
      yield { key, size: (await fs.stat(full)).size };
    }
  }

  async check() {
    try {
      await fs.mkdir(this.root, { recursive: true });
      await fs.access(this.root, fs.constants.W_OK);
    } catch (error) {
      throw new StorageUnavailableError(`write to ${this.root}`, error);
    }
  }
}

const isMissing = (error: unknown) =>
  ["ENOENT", "ENOTDIR"].includes((error as NodeJS.ErrnoException)?.code ?? "");

/** MIME types by extension, for files stored without one (LocalStorage, the migration). */
const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  avif: "image/avif",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
};

/** The MIME type a stored file's extension implies (`application/octet-stream` if unknown). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
}

/** How public files are cached: a key never changes content (images.server.ts makes new keys). */
export const PUBLIC_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** One S3 client per bucket settings, shared by the public and private stores. */
const clients = new Map<string, Promise<S3Client>>();

async function s3Client(settings: S3Settings): Promise<S3Client> {
  const id = JSON.stringify(settings);
  let client = clients.get(id);
  if (!client) {
    // Loaded on first use: the SDK takes about a second to import, which a server on the
    // local disk never pays.
    client = import("@aws-sdk/client-s3").then(
      ({ S3Client }) =>
        new S3Client({
          region: settings.region,
          endpoint: settings.endpoint,
          forcePathStyle: settings.forcePathStyle,
          // Unset: the SDK's usual chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, the
          // shared files, the instance or task role).
          credentials: settings.credentials,
          maxAttempts: 3,
          // A bucket that does not answer must not hold a request (and its form) for minutes.
          requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
        }),
    );
    clients.set(id, client);
  }
  return client;
}

type S3Failure = { name?: string; $metadata?: { httpStatusCode?: number } };

/** A missing object (not a missing bucket, which is an outage: the storage is misconfigured). */
function isMissingObject(error: unknown): boolean {
  const e = error as S3Failure;
  return e?.name === "NoSuchKey" || (e?.name === "NotFound" && e.$metadata?.httpStatusCode === 404);
}

/**
 * Objects in an S3 bucket, every key under `prefix` (`uploads/` or `private/`), so one bucket
 * holds both stores and a bucket policy can make `uploads/*` alone public.
 */
export class S3Storage implements FileStorage {
  readonly kind = "s3";
  constructor(
    readonly settings: S3Settings,
    readonly prefix: string,
    /** Cache-Control stored with each object (what a CDN or the bucket's website sends). */
    readonly cacheControl: string,
  ) {}

  /** Runs `request`; a missing object answers null, any other failure StorageUnavailableError. */
  private async call<T>(
    what: string,
    request: (client: S3Client, sdk: SDK) => Promise<T>,
  ): Promise<T | null> {
    const [client, sdk] = await Promise.all([s3Client(this.settings), sdkModule()]);
    try {
      return await request(client, sdk);
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw new StorageUnavailableError(what, error);
    }
  }

  private objectKey(key: string) {
    return this.prefix + checkKey(key);
  }

  async put(key: string, body: Buffer, contentType: string) {
    const Key = this.objectKey(key);
    await this.call(`write ${key}`, (client, sdk) =>
      client.send(
        new sdk.PutObjectCommand({
          Bucket: this.settings.bucket,
          Key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: this.cacheControl,
        }),
      ),
    );
  }

  async exists(key: string) {
    return (await this.stat(key)) !== null;
  }

  async read(key: string) {
    const file = await this.open(key);
    if (!file) return null;
    try {
      return Buffer.from(await new Response(file.body).arrayBuffer());
    } catch (error) {
      throw new StorageUnavailableError(`read ${key}`, error);
    }
  }

  async stat(key: string): Promise<StoredFile | null> {
    const Key = this.objectKey(key);
    const head = await this.call(`read ${key}`, (client, sdk) =>
      client.send(new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key })),
    );
    if (!head) return null;
    return {
      size: head.ContentLength ?? 0,
      contentType: head.ContentType ?? contentTypeOf(key),
      etag: head.ETag ?? "",
      lastModified: head.LastModified ?? new Date(0),
    };
  }

  async open(key: string): Promise<OpenedFile | null> {
    const Key = this.objectKey(key);
    const got = await this.call(`read ${key}`, (client, sdk) =>
      client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key })),
    );
    if (!got?.Body) return null;
    return {
      size: got.ContentLength ?? 0,
      contentType: got.ContentType ?? contentTypeOf(key),
      etag: got.ETag ?? "",
      lastModified: got.LastModified ?? new Date(0),
      body: got.Body.transformToWebStream() as ReadableStream<Uint8Array>,
    };
  }

  async deletePrefix(prefix: string) {
    checkPrefix(prefix);
    const keys: string[] = [];
    for await (const { key } of this.list(prefix)) keys.push(this.prefix + key);
    // DeleteObjects takes at most 1,000 keys.
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      const result = await this.call(`delete ${prefix}`, (client, sdk) =>
        client.send(
          new sdk.DeleteObjectsCommand({
            Bucket: this.settings.bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        ),
      );
      const failed = result?.Errors ?? [];
      if (failed.length) {
        const first = failed[0];
        throw new StorageUnavailableError(
          `delete ${failed.length} files under ${prefix}`,
          new Error(`${first.Key}: ${first.Code} ${first.Message ?? ""}`.trim()),
        );
      }
    }
  }

  async *list(prefix: string): AsyncIterable<{ key: string; size: number }> {
    let token: string | undefined;
    do {
      const page = await this.call(`list ${prefix || "the files"}`, (client, sdk) =>
        client.send(
          new sdk.ListObjectsV2Command({
            Bucket: this.settings.bucket,
            Prefix: this.prefix + prefix,
            ContinuationToken: token,
          }),
        ),
      );
      for (const object of page?.Contents ?? []) {
        if (object.Key) yield { key: object.Key.slice(this.prefix.length), size: object.Size ?? 0 };
      }
      token = page?.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check() {
    const [client, sdk] = await Promise.all([s3Client(this.settings), sdkModule()]);
    try {
      await client.send(new sdk.HeadBucketCommand({ Bucket: this.settings.bucket }), {
        abortSignal: AbortSignal.timeout(3_000),
      });
    } catch (error) {
      throw new StorageUnavailableError(`reach the bucket ${this.settings.bucket}`, error);
    }
  }
}

type SDK = typeof import("@aws-sdk/client-s3");
let sdk: Promise<SDK> | undefined;
const sdkModule = () => (sdk ??= import("@aws-sdk/client-s3"));

/** The two stores. */
export type StoreName = "public" | "private";

const stores: Partial<Record<StoreName, FileStorage>> = {};

/** The store the environment selects: the bucket when S3_BUCKET is set, else the disk. */
function storeFromEnv(name: StoreName): FileStorage {
  const env = getEnv();
  if (env.s3) {
    return name === "public"
      ? new S3Storage(env.s3, "uploads/", PUBLIC_CACHE_CONTROL)
      : new S3Storage(env.s3, "private/", "private, no-store");
  }
  return new LocalStorage(name === "public" ? env.uploadsDir : env.privateDir);
}

/** A store by name. */
export function storage(name: StoreName): FileStorage {
  return (stores[name] ??= storeFromEnv(name));
}

/** The public file storage (photos, avatars, covers), served at `/uploads/<key>`. */
export function fileStorage(): FileStorage {
  return storage("public");
}

/** Replaces the public storage (tests); `undefined` goes back to the environment's. */
export function setFileStorage(next: FileStorage | undefined) {
  stores.public = next;
}

/**
 * The private file storage (verification documents): never served statically; only a route
 * that checked who asks reads from it (docs/decisions/011-trust-and-verification.md).
 */
export function privateStorage(): FileStorage {
  return storage("private");
}

/** Replaces the private storage (tests); `undefined` goes back to the environment's. */
export function setPrivateStorage(next: FileStorage | undefined) {
  stores.private = next;
}

/** Logs a storage failure that the caller chose to survive (the rows are already gone). */
export function logStorageError(what: string, error: unknown) {
  console.error(`Storage: could not ${what}:`, (error as Error)?.message ?? error);
}

/** What a `delete-files` job carries: which store, and the prefix to delete. */
export type DeleteFilesJob = { store: StoreName; prefix: string };

/**
 * Deletes a prefix of a store (see `deletePrefix`) for a clean-up after the rows are gone:
 * a failure is logged and handed to the `delete-files` job, which retries with backoff
 * (services/queue.server.ts), so a file whose row is gone is never silently kept. Never
 * throws.
 */
export async function deleteFilesQuietly(
  prefix: string,
  store: StoreName = "public",
): Promise<void> {
  try {
    await storage(store).deletePrefix(prefix);
  } catch (error) {
    if (error instanceof StorageKeyError) {
      logStorageError(`delete ${prefix}`, error);
      return;
    }
    console.error(`${(error as Error).message}; the delete-files job will retry`);
    try {
      await enqueue("delete-files", { store, prefix } satisfies DeleteFilesJob);
    } catch (queueError) {
      logStorageError(`queue the deletion of ${store} files ${prefix} for a retry`, queueError);
    }
  }
}

/** The `delete-files` job: deletes the prefix again; a throw fails the job, which is retried. */
export async function deleteFilesNow(job: DeleteFilesJob): Promise<void> {
  if (job.store !== "public" && job.store !== "private") return;
  await storage(job.store).deletePrefix(job.prefix);
}
