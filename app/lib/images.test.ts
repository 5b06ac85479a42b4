import { describe, expect, it } from "vitest";
import { largestVariant, photoAttributes, photoVariants } from "./images";

const narrow = { storageKey: "listings/a/b", widths: [320], width: 320, height: 240 };
const full = { storageKey: "listings/a/c", widths: [1280, 320, 640], width: 1280, height: 960 };

describe("photo variants", () => {
  it("lists the variants a photo has, narrowest first, with their URLs", () => {
    expect(photoVariants(full).map((v) => v.width)).toEqual([320, 640, 1280]);
    expect(photoVariants(narrow)).toEqual([{ width: 320, url: "/uploads/listings/a/b-320.webp" }]);
  });

  it("answers the largest variant that exists", () => {
    expect(largestVariant(narrow)).toEqual({ width: 320, url: "/uploads/listings/a/b-320.webp" });
    expect(largestVariant(full).url).toBe("/uploads/listings/a/c-1280.webp");
  });

  it("never names a missing variant in src or srcset", () => {
    const attrs = photoAttributes(narrow, 1280);
    expect(attrs.src).toBe("/uploads/listings/a/b-320.webp");
    expect(attrs.srcSet).toBe("/uploads/listings/a/b-320.webp 320w");
  });
});
