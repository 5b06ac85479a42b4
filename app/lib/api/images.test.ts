import { describe, expect, it } from "vitest";
import { largestVariant, photoSources, photoUrl, photoVariants, uploadUrl } from "./images";

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

  it("never names a missing variant in src, srcset or the AVIF source", () => {
    const attrs = photoSources({ ...narrow, avif: true }, { preferred: 1280 });
    expect(attrs.src).toBe("/uploads/listings/a/b-320.webp");
    expect(attrs.srcSet).toBeUndefined();
    expect(attrs.avifSrcSet).toBe("/uploads/listings/a/b-320.avif 320w");
  });

  it("names AVIF variants only for a photo whose row says they exist", () => {
    expect(photoSources(full).avifSrcSet).toBeUndefined();
    expect(photoSources({ ...full, avif: false }).avifSrcSet).toBeUndefined();
    expect(photoSources({ ...full, avif: true }).avifSrcSet).toBe(
      "/uploads/listings/a/c-320.avif 320w, /uploads/listings/a/c-640.avif 640w, /uploads/listings/a/c-1280.avif 1280w",
    );
  });

  it("offers no variant wider than maxWidth, in either format", () => {
    const attrs = photoSources({ ...full, avif: true }, { maxWidth: 640 });
    expect(attrs.srcSet).not.toContain("1280");
    expect(attrs.avifSrcSet).not.toContain("1280");
    expect(attrs.src).toBe("/uploads/listings/a/c-640.webp");
    // A photo narrower than every allowed width still has its one variant.
    expect(photoSources({ ...narrow, widths: [200] }, { maxWidth: 100 }).src).toBe(
      "/uploads/listings/a/b-200.webp",
    );
  });

  it("offers only the narrowest WebP variant to a data saver", () => {
    expect(photoSources({ ...full, avif: true }, { light: true })).toEqual({
      src: "/uploads/listings/a/c-320.webp",
      width: 1280,
      height: 960,
    });
  });
});

describe("public file URLs", () => {
  it("are the site's /uploads paths by default, and under S3_PUBLIC_URL when it is set", () => {
    expect(photoUrl("listings/l/p", 640)).toBe("/uploads/listings/l/p-640.webp");
    expect(photoUrl("listings/l/p", 640, "https://cdn.motormart.ng")).toBe(
      "https://cdn.motormart.ng/uploads/listings/l/p-640.webp",
    );
    const photo = { storageKey: "listings/l/p", widths: [320, 640], width: 640, height: 480 };
    expect(photoSources(photo, { base: "https://cdn.motormart.ng" })).toMatchObject({
      src: "https://cdn.motormart.ng/uploads/listings/l/p-640.webp",
      srcSet:
        "https://cdn.motormart.ng/uploads/listings/l/p-320.webp 320w, https://cdn.motormart.ng/uploads/listings/l/p-640.webp 640w",
    });
  });

  it("names the largest variant under the base (a share card's absolute URL)", () => {
    expect(largestVariant(full, "https://motormart.ng").url).toBe(
      "https://motormart.ng/uploads/listings/a/c-1280.webp",
    );
  });

  it("moves stored /uploads URLs (profile photos) under the base, and leaves other URLs", () => {
    const base = "https://cdn.motormart.ng";
    expect(uploadUrl("/uploads/avatars/u/a-320.webp", base)).toBe(
      `${base}/uploads/avatars/u/a-320.webp`,
    );
    expect(uploadUrl("/uploads/avatars/u/a-320.webp", "")).toBe("/uploads/avatars/u/a-320.webp");
    const google = "https://lh3.googleusercontent.com/a/photo";
    expect(uploadUrl(google, base)).toBe(google);
  });
});
