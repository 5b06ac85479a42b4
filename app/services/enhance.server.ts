/**
 * Photo enhancement pipelines (a premium feature, docs/product.md#premium-features;
 * docs/product.md#plans-and-boosts: "applied with sharp"). `enhanceVariants` reads a stored photo's
 * largest WebP variant, applies one enhancement and writes the same widths and formats under a
 * new storage key (`<key>-<width>.webp`, and `.avif` when the photo has AVIF variants), encoded
 * as the upload pipeline encodes them (images.server.ts). The source variant is already
 * oriented, cropped to 4:3 and stripped of metadata.
 *
 * - auto: stretches the luminance between its 1st and 99th percentiles, lifts saturation by
 *   8% and sharpens mildly;
 * - hdr: shadow and highlight recovery, a local tone mapping: a soft-light blend with the
 *   blurred, inverted luminance (blur sigma 2% of the long side, 40% strength) lifts dark areas
 *   and tames bright ones; then the levels are stretched to the 0.3-99.7 percentiles, local
 *   contrast raised with a wide, gentle unsharp mask and saturation lifted 15%. (sharp's CLAHE
 *   was tried first: 1.3-4 s for a 1280 px photo on this machine, several times this cost);
 * - colour: white balance and levels: each channel's 0.5th and 99.5th percentiles are
 *   stretched to 0 and 255 (channelLevels).
 *
 * Errors: PhotoError when the source cannot be read; storage errors are thrown as they are.
 */
import sharp from "sharp";
import type { Enhancement } from "~/lib/billing/enhancements";
import type { PhotoFormat } from "~/lib/api/images";
import { encodeVariant, PhotoError, type StoredPhoto } from "./images.server";
import { fileStorage } from "./storage.server";
import { msg } from "~/i18n/messages";

/** The bytes of a stored public file; PhotoError when it is gone. */
async function readStored(key: string): Promise<Buffer> {
  const bytes = await fileStorage().read(key);
  if (!bytes) throw new PhotoError("The stored photo could not be found");
  return bytes;
}

/** Decoded pixels, what every step works on (no lossy encoding between steps). */
type Pixels = { data: Buffer; info: sharp.OutputInfo };

const load = ({ data, info }: Pixels) =>
  sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 },
  });

const pixels = (pipeline: sharp.Sharp): Promise<Pixels> =>
  pipeline.raw().toBuffer({ resolveWithObject: true });

/**
 * A 3x3 matrix that scales saturation by `factor` around each pixel's Rec. 709 luma: the same
 * effect as `modulate({ saturation })` for small changes, at a quarter of its cost (no LCh
 * round trip).
 */
function saturation(factor: number): sharp.Matrix3x3 {
  const luma = [0.2126, 0.7152, 0.0722];
  const row = (r: number) => luma.map((w, c) => (1 - factor) * w + (r === c ? factor : 0));
  return [row(0), row(1), row(2)] as sharp.Matrix3x3;
}

/**
 * Per-channel auto levels: each channel's 0.5th and 99.5th percentiles (from a histogram of
 * every pixel) become 0 and 255, which also neutralises a colour cast in the whites and
 * blacks. The gain is capped at 2 and the points kept sane (black point at most 100, white
 * point at least 155), so a dark or flat photo is not blown apart. Answers `linear`'s a and b.
 */
function channelLevels({ data, info }: Pixels): { a: number[]; b: number[] } {
  const channels = info.channels;
  const histograms = Array.from({ length: channels }, () => new Uint32Array(256));
  for (let i = 0; i < data.length; i += channels) {
    for (let c = 0; c < channels; c++) histograms[c][data[i + c]]++;
  }
  const pixels = data.length / channels;
  const percentile = (h: Uint32Array, p: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) {
      seen += h[v];
      if (seen >= pixels * p) return v;
    }
    return 255;
  };
  const a: number[] = [];
  const b: number[] = [];
  for (const h of histograms) {
    const lo = Math.min(percentile(h, 0.005), 100);
    const hi = Math.max(percentile(h, 0.995), 155);
    const gain = Math.min(255 / Math.max(hi - lo, 1), 2);
    a.push(gain);
    b.push(-lo * gain);
  }
  return { a, b };
}

/**
 * Runs `ops` one after another, decoding to pixels between them: sharp fuses one pipeline's
 * operations and each works in its own colour space (LAB, LCh), and fused here they took 2-5
 * times as long as the steps one by one.
 */
async function steps(image: Pixels, ...ops: ((s: sharp.Sharp) => sharp.Sharp)[]) {
  let current = image;
  for (const op of ops) current = await pixels(op(load(current)));
  return current;
}

/** `image` (opaque sRGB pixels) with `enhancement` applied, at the same size. */
async function enhance(image: Pixels, enhancement: Enhancement): Promise<Pixels> {
  switch (enhancement) {
    case "auto":
      return steps(
        image,
        (s) => s.normalise({ lower: 1, upper: 99 }),
        (s) => s.recomb(saturation(1.08)),
        (s) => s.sharpen({ sigma: 0.8, m1: 0.6, m2: 1.5 }),
      );
    case "hdr": {
      const long = Math.max(image.info.width, image.info.height);
      // The inverted, blurred luminance at 40% strength (pulled towards mid grey).
      const mask = await load(image)
        .greyscale()
        .negate()
        .blur(Math.max(2, Math.round(long / 50)))
        .linear(0.4, 128 * 0.6)
        .png()
        .toBuffer();
      return steps(
        image,
        (s) => s.composite([{ input: mask, blend: "soft-light" }]).removeAlpha(),
        (s) => s.normalise({ lower: 0.3, upper: 99.7 }),
        // Local contrast ("clarity"): an unsharp mask with a wide radius, gently.
        (s) =>
          s.sharpen({
            sigma: Math.min(10, Math.max(1, Math.round(long / 160))),
            m1: 0.6,
            m2: 0.6,
            x1: 0,
            y2: 20,
            y3: 20,
          }),
        (s) => s.recomb(saturation(1.15)),
      );
    }
    case "colour": {
      const { a, b } = channelLevels(image);
      return steps(image, (s) => s.linear(a, b));
    }
  }
}

/**
 * Applies `enhancement` to the stored photo `source` (its key, variant widths and whether it
 * has AVIF variants) and writes its variants, at the same widths and in the same formats,
 * under `targetKey`: one photo row describes its original and its enhancement alike. Answers
 * the stored photo's variants. The row keeps its preview: at 16 px an enhancement's colour
 * correction hardly shows (docs/decisions/020-photo-formats.md). Throws PhotoError when the
 * source is missing or unreadable; the caller deletes `targetKey`'s files if it gives up
 * afterwards.
 */
export async function enhanceVariants(
  source: { storageKey: string; widths: number[]; avif: boolean },
  enhancement: Enhancement,
  targetKey: string,
): Promise<Omit<StoredPhoto, "preview">> {
  const widths = [...source.widths].sort((x, y) => x - y);
  const largest = widths[widths.length - 1];
  const input = await readStored(`${source.storageKey}-${largest}.webp`);
  let original: Pixels;
  try {
    // Car photos are opaque; a rare transparent upload is put on white.
    original = await pixels(sharp(input).flatten({ background: "#ffffff" }).toColourspace("srgb"));
  } catch {
    throw new PhotoError(msg("refusals.photo.storedBroken"));
  }
  const enhanced = await enhance(original, enhancement);
  const { width, height } = enhanced.info;
  const formats: PhotoFormat[] = source.avif ? ["webp", "avif"] : ["webp"];
  const store = fileStorage();
  let last = { width, height };
  for (const w of widths) {
    const h = Math.max(1, Math.round((w * height) / width));
    const image = w === width ? load(enhanced) : load(enhanced).resize(w, h, { fit: "fill" });
    for (const format of formats) {
      const bytes = await encodeVariant(image.clone(), format, w);
      await store.put(`${targetKey}-${w}.${format}`, bytes, `image/${format}`);
    }
    last = { width: w, height: h };
  }
  return { storageKey: targetKey, widths, avif: source.avif, ...last };
}
