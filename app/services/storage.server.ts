/**
 * File storage behind one interface (design.md, Files). `LocalStorage` keeps files under a root
 * folder: public files (photos, avatars) under `<DATA_DIR>/uploads`, served at `/uploads` by
 * the server. Keys are relative paths such as `listings/<listingId>/<photoId>-640.webp`.
 *
 * Errors are thrown, never swallowed: a caller that can go on without the file (a cleanup
 * after the row is gone) logs it with `logStorageError` (issue 9, hole 3).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { getEnv } from "~/env.server";

export interface FileStorage {
  /** Writes a file (atomically: readers never see half of it). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** A stored file's bytes, or null when there is no such file. */
  read(key: string): Promise<Buffer | null>;
  /**
   * Deletes every file under a prefix: a folder when `prefix` ends with `/`
   * (`listings/<id>/`), else the files of that folder whose names start with the rest
   * (`listings/<id>/<photoId>-`). A missing folder is not an error.
   */
  deletePrefix(prefix: string): Promise<void>;
}

/** Files on local disk under `root`. */
export class LocalStorage implements FileStorage {
  constructor(readonly root: string) {}

  private resolve(key: string) {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep))
      throw new Error(`Bad storage key ${key}`);
    return full;
  }

  async put(key: string, body: Buffer) {
    const full = this.resolve(key);
    await fs.mkdir(path.dirname(full), { recursive: true });
    const tmp = `${full}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await fs.writeFile(tmp, body);
    await fs.rename(tmp, full);
  }

  async exists(key: string) {
    try {
      await fs.access(this.resolve(key));
      return true;
    } catch {
      return false;
    }
  }

  async read(key: string) {
    try {
      return await fs.readFile(this.resolve(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async deletePrefix(prefix: string) {
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
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    await Promise.all(
      names
        .filter((n) => n.startsWith(base))
        .map((n) => fs.rm(path.join(dir, n), { recursive: true, force: true })),
    );
  }
}

let storage: FileStorage | undefined;

/** The public file storage (photos, avatars). */
export function fileStorage(): FileStorage {
  storage ??= new LocalStorage(getEnv().uploadsDir);
  return storage;
}

/** Replaces the storage (tests); `undefined` goes back to the environment's. */
export function setFileStorage(next: FileStorage | undefined) {
  storage = next;
}

let privateStore: FileStorage | undefined;

/**
 * The private file storage (verification documents): `<DATA_DIR>/private`, never served
 * statically; only an authorised route reads from it (issue 12).
 */
export function privateStorage(): FileStorage {
  privateStore ??= new LocalStorage(getEnv().privateDir);
  return privateStore;
}

/** Replaces the private storage (tests); `undefined` goes back to the environment's. */
export function setPrivateStorage(next: FileStorage | undefined) {
  privateStore = next;
}

/** Logs a storage failure that the caller chose to survive (the rows are already gone). */
export function logStorageError(what: string, error: unknown) {
  console.error(`Storage: could not ${what}:`, (error as Error)?.message ?? error);
}

/** Deletes a prefix, logging (not throwing) a failure: for clean-ups after the rows are gone. */
export async function deleteFilesQuietly(prefix: string): Promise<void> {
  try {
    await fileStorage().deletePrefix(prefix);
  } catch (error) {
    logStorageError(`delete ${prefix}`, error);
  }
}
