/**
 * `/uploads` as the production server mounts it (server/uploads.ts): a missing photo is a plain
 * 404 that logs nothing (no stack, no server folder), from the disk and from the bucket alike;
 * other methods are 405 with `Allow`. Express runs in production mode here, where its last
 * handler logs every error it is handed (docs/decisions/015-failure-modes.md).
 */
import fs from "node:fs";
import http from "node:http";
import type net from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { FileStorage } from "~/services/storage.server";
import { uploadsFromDisk, uploadsFromStorage } from "./uploads";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "motormart-uploads-"));
let server: http.Server;
let base = "";
const logged: unknown[][] = [];

/** A bucket that holds nothing: every object is missing. */
const emptyBucket = {
  stat: async () => null,
  open: async () => null,
} as unknown as FileStorage;

beforeAll(async () => {
  fs.mkdirSync(path.join(dir, "listings"));
  fs.writeFileSync(path.join(dir, "listings", "a-320.webp"), "RIFF....WEBP");
  const app = express();
  app.set("env", "production");
  app.use("/uploads", uploadsFromDisk(dir));
  app.use(
    "/bucket",
    uploadsFromStorage(() => emptyBucket),
  );
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  for (const level of ["error", "warn", "log", "info"] as const)
    vi.spyOn(console, level).mockImplementation((...args) => void logged.push(args));
});

afterEach(() => {
  logged.length = 0;
});

afterAll(() => {
  vi.restoreAllMocks();
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("a missing file under /uploads", () => {
  it("is a 404 that logs nothing and names no folder, from the disk and from the bucket", async () => {
    const answers: string[] = [];
    for (const where of ["/uploads", "/bucket"])
      for (const file of ["/listings/gone-640.webp", "/listings/a-320.webp/x", "/%E0%A4%A.webp"]) {
        const answer = await fetch(base + where + file);
        const text = await answer.text();
        answers.push(`${where}${file} ${answer.status} ${text.includes(dir)}`);
      }
    expect(logged).toEqual([]);
    expect(answers).toEqual([
      "/uploads/listings/gone-640.webp 404 false",
      "/uploads/listings/a-320.webp/x 404 false",
      "/uploads/%E0%A4%A.webp 404 false",
      "/bucket/listings/gone-640.webp 404 false",
      "/bucket/listings/a-320.webp/x 404 false",
      "/bucket/%E0%A4%A.webp 404 false",
    ]);
  });

  it("other methods are 405 with Allow; a file that exists is served for a year", async () => {
    for (const where of ["/uploads", "/bucket"]) {
      const write = await fetch(`${base}${where}/listings/a-320.webp`, { method: "DELETE" });
      expect(write.status, where).toBe(405);
      expect(write.headers.get("allow"), where).toBe("GET, HEAD");
    }
    const photo = await fetch(`${base}/uploads/listings/a-320.webp`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(logged).toEqual([]);
  });
});
