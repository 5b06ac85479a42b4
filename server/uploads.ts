/**
 * `GET`/`HEAD /uploads/<key>`: the public files, from the uploads folder (`uploadsFromDisk`) or,
 * when S3_BUCKET is set, from the bucket (`uploadsFromStorage`; docs/decisions/014-object-storage.md)
 * with the same URLs, caching and types, so every instance behind a load balancer serves every
 * photo. `server.js` mounts one of them at `/uploads` (server/app.ts, `uploadsHandler`).
 *
 * Both answer a missing file with a plain 404 and log nothing: a request for a photo that was
 * deleted is routine, and the disk's error named the server's folder and came with a stack
 * trace (docs/decisions/015-failure-modes.md). Other methods answer 405 with `Allow: GET, HEAD`.
 *
 * From the bucket:
 *
 * - 200 with the object's Content-Type (image/* only; anything else is sent as a download),
 *   Content-Length, ETag, Last-Modified and `Cache-Control: public, max-age=31536000,
 *   immutable` (a key never changes content); 304 to a matching conditional request; HEAD
 *   answers the headers alone.
 * - 404 for a missing object and for any path that is not a storage key (`..`, `%2f`...): the
 *   address never becomes a key it does not spell, and never reaches the private files.
 * - 503 (`Retry-After: 30`) when the bucket cannot be reached: the page still renders, its
 *   photo comes back when the storage does.
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import express, { type NextFunction, type Request, type Response } from "express";
import {
  fileStorage,
  isStorageKey,
  PUBLIC_CACHE_CONTROL,
  StorageUnavailableError,
  type FileStorage,
  type StoredFile,
} from "~/services/storage.server";

function keyOf(path: string): string | null {
  let key: string;
  try {
    key = decodeURIComponent(path.replace(/^\//, ""));
  } catch {
    return null;
  }
  return isStorageKey(key) ? key : null;
}

function setHeaders(res: Response, file: StoredFile) {
  const image = /^image\/[\w.+-]+$/.test(file.contentType);
  res.set({
    "Content-Type": image ? file.contentType : "application/octet-stream",
    "Content-Length": String(file.size),
    "Cache-Control": PUBLIC_CACHE_CONTROL,
    "Last-Modified": file.lastModified.toUTCString(),
    ...(file.etag ? { ETag: file.etag } : {}),
    ...(image ? {} : { "Content-Disposition": "attachment" }),
  });
}

const notFound = (res: Response) =>
  res.status(404).set("Cache-Control", "no-store").type("text").send("Not found");

const methodNotAllowed = (res: Response) =>
  res.set("Allow", "GET, HEAD").status(405).type("text").send("Method not allowed");

/**
 * The Express handler serving public files from the folder `dir` (no S3_BUCKET): static files
 * cached for a year (a key never changes content), and the 404 and 405 above for anything
 * else. The static handler passes every request it cannot answer on (`fallthrough`) instead of
 * raising an error, which Express's last handler would log with the file's path.
 */
export function uploadsFromDisk(dir: string) {
  const files = express.static(dir, {
    immutable: true,
    maxAge: "365d",
    index: false,
    fallthrough: true,
  });
  return express
    .Router()
    .use(files)
    .use((req: Request, res: Response) =>
      req.method === "GET" || req.method === "HEAD" ? notFound(res) : methodNotAllowed(res),
    );
}

/** The Express handler serving public files from `store()` (default: the app's). */
export function uploadsFromStorage(store: () => FileStorage = fileStorage) {
  return async function serveUpload(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      methodNotAllowed(res);
      return;
    }
    const key = keyOf(req.path);
    if (!key) return notFound(res);
    try {
      const conditional = req.headers["if-none-match"] || req.headers["if-modified-since"];
      if (req.method === "HEAD" || conditional) {
        const file = await store().stat(key);
        if (!file) return notFound(res);
        setHeaders(res, file);
        if (req.fresh) {
          res.removeHeader("Content-Length");
          res.status(304).end();
          return;
        }
        if (req.method === "HEAD") {
          res.status(200).end();
          return;
        }
      }
      const file = await store().open(key);
      if (!file) return notFound(res);
      setHeaders(res, file);
      res.status(200);
      await pipeline(Readable.fromWeb(file.body as import("node:stream/web").ReadableStream), res);
    } catch (error) {
      if (res.headersSent) {
        // The bucket failed mid-stream: the client sees a cut answer, never a wrong one.
        res.destroy();
        return;
      }
      if (error instanceof StorageUnavailableError) {
        console.error(error.message);
        res
          .status(503)
          .set({ "Cache-Control": "no-store", "Retry-After": "30" })
          .type("text")
          .send("The photo storage is unavailable; try again shortly.");
        return;
      }
      next(error);
    }
  };
}
