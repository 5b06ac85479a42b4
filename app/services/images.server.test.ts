/**
 * The photo pipeline's writes (docs/decisions/014-object-storage.md): a photo is stored whole or
 * not at all, whichever variant the storage refuses.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { makeVariants } from "./images.server";
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
  it("keeps none of a photo's variants when the storage refuses one", async () => {
    const jpeg = await sharp({
      create: { width: 1400, height: 1050, channels: 3, background: "#468" },
    })
      .jpeg()
      .toBuffer();
    for (const failing of [1, 2, 3]) {
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
      "ok-1280.webp",
      "ok-320.webp",
      "ok-640.webp",
    ]);
  });
});
