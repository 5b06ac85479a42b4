/**
 * The photo pipeline's writes (docs/decisions/014-object-storage.md): a JPEG becomes WebP and
 * AVIF variants at each width (docs/decisions/020-photo-formats.md), and a photo is stored whole
 * or not at all, whichever variant the storage refuses.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { PREVIEW_PREFIX } from "~/lib/api/images";
import { makeVariants, placeholderPhoto } from "./images.server";
import {
  LocalStorage,
  setFileStorage,
  StorageUnavailableError,
  type FileStorage,
} from "./storage.server";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "motormart-images-"));
afterAll(() => {
  setFileStorage(undefined);
  fs.rmSync(root, { recursive: true, force: true });
});

/** The disk store, refusing the `failing`-th write (1-based). */
function refusing(failing: number): FileStorage {
  const disk = new LocalStorage(root);
  let writes = 0;
  const store: FileStorage = Object.create(disk);
  store.put = async (key, body, type) => {
    if (++writes === failing)
      throw new StorageUnavailableError(`write ${key}`, new Error("bucket away"));
    await disk.put(key, body, type);
  };
  return store;
}

describe("makeVariants", () => {
  it("writes a WebP and an AVIF variant at each width, each a real image of that size", async () => {
    setFileStorage(refusing(0));
    // A photo-like JPEG (texture, not a flat colour) a little wider than the widest variant.
    const jpeg = await sharp({
      create: {
        width: 1400,
        height: 1050,
        channels: 3,
        background: "#7a8894",
        noise: { type: "gaussian", mean: 120, sigma: 40 },
      },
    })
      .blur(2)
      .jpeg({ quality: 90 })
      .toBuffer();
    const stored = await makeVariants(jpeg, "listings/both/p");
    expect(stored).toEqual({
      storageKey: "listings/both/p",
      widths: [320, 640, 1280],
      avif: true,
      width: 1280,
      height: 960,
      preview: expect.stringMatching(/^data:image\/webp;base64,/),
    });
    for (const width of stored.widths) {
      for (const format of ["webp", "avif"] as const) {
        const bytes = fs.readFileSync(path.join(root, `listings/both/p-${width}.${format}`));
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
        expect(meta.compression ?? "webp").toBe(format === "avif" ? "av1" : "webp");
        expect([meta.width, meta.height]).toEqual([width, Math.round(width * 0.75)]);
      }
      // Same picture, fewer bytes: the point of the AVIF variant.
      const size = (format: string) =>
        fs.statSync(path.join(root, `listings/both/p-${width}.${format}`)).size;
      expect(size("avif")).toBeLessThan(size("webp"));
    }
  });

  it("writes WebP alone when asked for no AVIF (profile photos)", async () => {
    setFileStorage(refusing(0));
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: "#468" },
    })
      .png()
      .toBuffer();
    expect(await makeVariants(png, "avatars/u/a", { avif: false })).toMatchObject({
      widths: [320],
      avif: false,
    });
    expect(fs.readdirSync(path.join(root, "avatars/u"))).toEqual(["a-320.webp"]);
  });

  it("keeps none of a photo's variants when the storage refuses one", async () => {
    const jpeg = await sharp({
      create: { width: 1400, height: 1050, channels: 3, background: "#468" },
    })
      .jpeg()
      .toBuffer();
    // Three widths in two formats: six writes, any of which may fail.
    for (const failing of [1, 2, 3, 4, 5, 6]) {
      setFileStorage(refusing(failing));
      await expect(makeVariants(jpeg, `listings/l/p${failing}`)).rejects.toBeInstanceOf(
        StorageUnavailableError,
      );
      const left = fs.existsSync(path.join(root, "listings/l"))
        ? fs.readdirSync(path.join(root, "listings/l"))
        : [];
      expect(left.filter((f) => f.startsWith(`p${failing}-`))).toEqual([]);
    }
    setFileStorage(refusing(0));
    expect(await makeVariants(jpeg, "listings/l/ok")).toMatchObject({ widths: [320, 640, 1280] });
    expect(fs.readdirSync(path.join(root, "listings/l")).sort()).toEqual([
      "ok-1280.avif",
      "ok-1280.webp",
      "ok-320.avif",
      "ok-320.webp",
      "ok-640.avif",
      "ok-640.webp",
    ]);
  });

  it("makes a preview of a couple of hundred bytes: the photo at 16x12 px, upright, in a data: URI", async () => {
    setFileStorage(refusing(0));
    // Red on the left, blue on the right, stored sideways: EXIF orientation 6 turns it upright,
    // red on top.
    const halves = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: "#d01010" },
    })
      .composite([
        {
          input: { create: { width: 600, height: 900, channels: 3, background: "#1030d0" } },
          left: 600,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const sideways = await sharp(halves)
      .rotate(90)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const upright = await sharp(sideways).rotate().toBuffer();
    // Whatever the orientation, the halves now lie top (red) and bottom (blue) of the 4:3 crop:
    // read the upright picture's own colours to compare.
    const expected = await sharp(upright).resize(16, 12, { fit: "cover" }).raw().toBuffer();
    const { preview } = await makeVariants(sideways, "listings/preview/p");
    expect(preview.startsWith(PREVIEW_PREFIX)).toBe(true);
    expect(preview.length).toBeLessThan(400);
    const webp = Buffer.from(preview.slice(PREVIEW_PREFIX.length), "base64");
    const meta = await sharp(webp).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 16, 12]);
    const pixels = await sharp(webp).removeAlpha().raw().toBuffer();
    for (const [x, y] of [
      [2, 2],
      [13, 9],
    ]) {
      const i = (y * 16 + x) * 3;
      const seen = [...pixels.subarray(i, i + 3)];
      const wanted = [...expected.subarray(i, i + 3)];
      // Lossy at 16 px: each channel within a fifth of its range of the picture's own.
      seen.forEach((v, c) => expect(Math.abs(v - wanted[c]!), `${x},${y}`).toBeLessThan(52));
    }
  });
});

describe("placeholderPhoto", () => {
  it("gives the drawn photo a preview when it draws it and when it is stored already", async () => {
    setFileStorage(refusing(0));
    const made = await placeholderPhoto("suv", "red");
    const again = await placeholderPhoto("suv", "red");
    expect(again.storageKey).toBe(made.storageKey);
    for (const { preview } of [made, again]) {
      expect(preview.startsWith(PREVIEW_PREFIX)).toBe(true);
      expect(preview.length).toBeLessThan(400);
      // A red SUV: more red than blue in the middle of the picture.
      const webp = Buffer.from(preview.slice(PREVIEW_PREFIX.length), "base64");
      const pixels = await sharp(webp).removeAlpha().raw().toBuffer();
      const i = (6 * 16 + 8) * 3;
      expect(pixels[i]! - pixels[i + 2]!).toBeGreaterThan(40);
    }
  });
});
