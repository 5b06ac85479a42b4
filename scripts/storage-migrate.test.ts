/**
 * `npm run storage:migrate` (scripts/storage-migrate.ts) into a real S3-speaking server:
 * every stored file (WebP and AVIF variants, documents) is copied once, with the app's content
 * types and caching; a second run
 * copies nothing; a changed file is copied again; leftovers of interrupted writes are not.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_CACHE_CONTROL, S3Storage } from "~/services/storage.server";
import { useS3Server } from "../tests/support/s3";
import { migrateDiskToBucket } from "./storage-migrate";

const s3 = useS3Server("migrated");
let dataDir = "";

function write(relative: string, content: string) {
  const full = path.join(dataDir, relative);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "motormart-migrate-"));
  write("uploads/listings/l1/p1-320.webp", "RIFF....WEBP small");
  write("uploads/listings/l1/p1-640.webp", "RIFF....WEBP larger one");
  write("uploads/listings/l1/p1-320.avif", "....ftypavif small");
  write("uploads/avatars/u1/a-320.webp", "RIFF....WEBP avatar");
  write("uploads/listings/l1/p2-320.webp.1234.abc.tmp", "half a file");
  write("private/documents/u1/d1.pdf", "%PDF-1.4 identity");
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("storage:migrate", () => {
  it("copies every stored file into the bucket, and a second run copies nothing", async () => {
    const dry = await migrateDiskToBucket(dataDir, s3.settings, { dryRun: true });
    expect(dry).toEqual({ copied: 5, skipped: 0, failed: [] });
    const files = new S3Storage(s3.settings, "uploads/", PUBLIC_CACHE_CONTROL);
    expect(await files.exists("listings/l1/p1-320.webp")).toBe(false);

    expect(await migrateDiskToBucket(dataDir, s3.settings)).toEqual({
      copied: 5,
      skipped: 0,
      failed: [],
    });
    expect((await files.read("listings/l1/p1-640.webp"))?.toString()).toBe(
      "RIFF....WEBP larger one",
    );
    expect(await files.stat("avatars/u1/a-320.webp")).toMatchObject({ contentType: "image/webp" });
    // Served from the bucket as an image, not as a download (server/uploads.ts).
    expect(await files.stat("listings/l1/p1-320.avif")).toMatchObject({
      contentType: "image/avif",
    });
    expect(await files.exists("listings/l1/p2-320.webp.1234.abc.tmp")).toBe(false);
    const secrets = new S3Storage(s3.settings, "private/", "private, no-store");
    expect(await secrets.stat("documents/u1/d1.pdf")).toMatchObject({
      contentType: "application/pdf",
    });
    expect(await files.exists("documents/u1/d1.pdf")).toBe(false);

    expect(await migrateDiskToBucket(dataDir, s3.settings)).toEqual({
      copied: 0,
      skipped: 5,
      failed: [],
    });
  });

  it("copies a file again when the bucket's copy differs (an interrupted or older copy)", async () => {
    const files = new S3Storage(s3.settings, "uploads/", PUBLIC_CACHE_CONTROL);
    await files.put("avatars/u1/a-320.webp", Buffer.from("RIFF....WEBP avaTAR"), "image/webp");
    await files.put("listings/l1/p1-320.webp", Buffer.from("cut"), "image/webp");
    expect(await migrateDiskToBucket(dataDir, s3.settings)).toEqual({
      copied: 2,
      skipped: 3,
      failed: [],
    });
    expect((await files.read("avatars/u1/a-320.webp"))?.toString()).toBe("RIFF....WEBP avatar");
  });

  it("stops before copying anything when the bucket cannot be reached", async () => {
    await expect(
      migrateDiskToBucket(dataDir, { ...s3.settings, bucket: "no-such-bucket" }),
    ).rejects.toThrow(/could not reach the bucket/);
  });
});
