/**
 * The photo pipeline. Every listing photo, uploaded or rendered, goes through
 * `makeVariants`: sharp reads the bytes (so the format is checked by content, not by name),
 * applies the EXIF orientation, drops all metadata and writes, at `PHOTO_WIDTHS` (never
 * upscaled), a WebP variant `<key>-<width>.webp` and an AVIF one `<key>-<width>.avif` beside
 * it. Source: docs/decisions/014-object-storage.md (storage), docs/decisions/020-photo-formats.md
 * (formats, qualities and the encode time they cost). Files go to the public file storage
 * (storage.server.ts).
 */
import sharp from "sharp";
import phash from "sharp-phash";
import { CARD_MAX_WIDTH, PREVIEW_PREFIX, type PhotoFormat } from "~/lib/api/images";
import { deleteFilesQuietly, fileStorage } from "./storage.server";
import { msg } from "~/i18n/messages";

export const PHOTO_WIDTHS = [320, 640, 1280] as const;

/**
 * The largest image decoded, in pixels (50 megapixels: more than any phone camera). Its
 * header is read first, so a small file that claims a huge picture (a decompression bomb) is
 * refused before anything is decoded (docs/decisions/008-security-review.md).
 */
export const MAX_INPUT_PIXELS = 50_000_000;
const TOO_LARGE = msg("refusals.photo.tooLarge");
const ASPECT = 3 / 4; // height / width of listing photos

export class PhotoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PhotoError";
  }
}

/** A photo's stored variants: the row `listing_photos` keeps (db/schema.ts). */
export type StoredPhoto = {
  storageKey: string;
  widths: number[];
  /** AVIF variants exist at `widths` beside the WebP ones. */
  avif: boolean;
  width: number;
  height: number;
  /** Its tiny blurred preview, a `data:` URI (`makePreview`). */
  preview: string;
};

/** The preview's size (px): 4:3 like the photos, a dozen bytes of colour per cell. */
export const PREVIEW_SIZE = { width: 16, height: 12 } as const;

/**
 * A photo's preview for the data saver (docs/decisions/020-photo-formats.md): `image` (any sharp
 * pipeline of the photo) cropped to 4:3 as its variants are and shrunk to 16x12 px, as a WebP at
 * quality 50 inlined as a `data:image/webp;base64,` URI. About 110 bytes of WebP, 170 characters
 * in all, for a photo or a drawn placeholder alike; a browser scales it up smoothly, which blurs
 * it into the photo's colours and shapes. Throws what sharp throws for unreadable input.
 */
export async function makePreview(image: sharp.Sharp): Promise<string> {
  const webp = await image
    .resize(PREVIEW_SIZE.width, PREVIEW_SIZE.height, { fit: "cover", position: "attention" })
    .webp({ quality: 50, effort: 6 })
    .toBuffer();
  return PREVIEW_PREFIX + webp.toString("base64");
}

/**
 * How a variant is encoded, by format and width (docs/decisions/020-photo-formats.md; figures
 * from `npx tsx scripts/bench/photos.ts` on a 12-megapixel phone-like photo). The variants a
 * card offers (up to `CARD_MAX_WIDTH`, what a phone picks) are held to a card's 25 KB: AVIF at
 * quality 50 (17 KB at 640 px) and, for browsers without AVIF, WebP at quality 60 (23 KB). The
 * 1280 px variant (the car page on a large or dense screen) keeps WebP's earlier quality 76.
 * AVIF effort 2 takes 0.6 s of CPU for the three widths; sharp's default effort 4 took 3.3 s
 * for no fewer bytes. WebP effort 6 saves 7% over effort 4 for 0.2 s.
 */
const ENCODINGS = {
  webp: (width: number): sharp.WebpOptions => ({
    quality: width <= CARD_MAX_WIDTH ? 60 : 76,
    effort: 6,
  }),
  avif: { quality: 50, effort: 2, chromaSubsampling: "4:2:0" } satisfies sharp.AvifOptions,
};

/** Encodes `image` (a pipeline resized to `width` px) in `format` with its `ENCODINGS`. */
export async function encodeVariant(
  image: sharp.Sharp,
  format: PhotoFormat,
  width: number,
): Promise<Buffer> {
  return format === "avif"
    ? image.avif(ENCODINGS.avif).toBuffer()
    : image.webp(ENCODINGS.webp(width)).toBuffer();
}

/**
 * The preview (`makePreview`) of a photo already stored under `storageKey`, made from its
 * `width` px WebP variant (the narrowest: the fewest bytes to read). For photos stored before
 * previews existed (the `photo-previews` job). Throws PhotoError when the variant is missing
 * or unreadable, StorageUnavailableError when the storage cannot be read.
 */
export async function storedPhotoPreview(storageKey: string, width: number): Promise<string> {
  const bytes = await fileStorage().read(`${storageKey}-${width}.webp`);
  if (!bytes) throw new PhotoError(`${storageKey}-${width}.webp is not in the file storage`);
  try {
    return await makePreview(sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }));
  } catch {
    throw new PhotoError(msg("refusals.photo.storedBroken"));
  }
}

/** Formats a seller may upload (content-detected by sharp): JPEG, PNG, WebP, HEIC/AVIF. */
export const UPLOAD_FORMATS = new Set(["jpeg", "png", "webp", "heif"]);

/**
 * Converts image bytes to variants under `storageKey`: WebP, and AVIF unless `avif` is false
 * (profile photos are shown as one WebP URL). `formats` are the input formats accepted
 * (default `UPLOAD_FORMATS`). Throws PhotoError when the bytes are not an image sharp can
 * read, StorageUnavailableError when the storage refuses a variant (then none of them is
 * kept). Photos are cropped to 4:3 around their centre of attention.
 */
export async function makeVariants(
  input: Buffer,
  storageKey: string,
  options: { formats?: Set<string>; avif?: boolean } = {},
): Promise<StoredPhoto> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new PhotoError(TOO_LARGE);
    throw new PhotoError(msg("refusals.photo.unreadable"));
  }
  if (!meta.format || !(options.formats ?? UPLOAD_FORMATS).has(meta.format)) {
    throw new PhotoError(msg("refusals.photo.format"));
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new PhotoError(TOO_LARGE);
  }
  const oriented = await orient(input, meta.format);
  const { width: sourceWidth, height: sourceHeight, channels } = oriented.info;
  const preview = await makePreview(
    sharp(oriented.data, { raw: { width: sourceWidth, height: sourceHeight, channels } }),
  );
  const widths = PHOTO_WIDTHS.filter((w) => w <= sourceWidth);
  if (!widths.length) widths.push(Math.max(1, sourceWidth) as never);
  const formats: PhotoFormat[] = options.avif === false ? ["webp"] : ["webp", "avif"];
  const store = fileStorage();
  let last = { width: 0, height: 0 };
  // Each variant is written while the next is encoded: a bucket's round trips overlap.
  const writes: Promise<void>[] = [];
  try {
    for (const width of widths) {
      const height = Math.round(width * ASPECT);
      // Resized once from the decoded pixels; each format is encoded from the same pixels.
      const resized = await sharp(oriented.data, {
        raw: { width: sourceWidth, height: sourceHeight, channels },
      })
        .resize(width, height, { fit: "cover", position: "attention" })
        .raw()
        .toBuffer({ resolveWithObject: true });
      for (const format of formats) {
        const image = sharp(resized.data, {
          raw: { width, height, channels: resized.info.channels },
        });
        const out = await encodeVariant(image, format, width);
        const write = store.put(`${storageKey}-${width}.${format}`, out, `image/${format}`);
        write.catch(() => {}); // Awaited below; not an unhandled rejection meanwhile.
        writes.push(write);
      }
      last = { width, height };
    }
    await Promise.all(writes);
  } catch (error) {
    // The variants already written would belong to no row: the photo is all or nothing.
    await Promise.allSettled(writes);
    await deleteFilesQuietly(`${storageKey}-`);
    throw error;
  }
  return { storageKey, widths: [...widths], avif: formats.includes("avif"), ...last, preview };
}

/**
 * Applies the EXIF orientation and answers the decoded pixels (decoded once: every variant is
 * resized from them). sharp's prebuilt libvips cannot decode HEVC-coded HEIC (iPhone photos),
 * so those go through heic-decode (libheif in WebAssembly) to pixels first.
 */
async function orient(
  input: Buffer,
  format: string,
): Promise<{ data: Buffer; info: sharp.OutputInfo }> {
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    if (format !== "heif") throw new PhotoError(msg("refusals.photo.broken"));
    try {
      const { default: decode } = (await import("heic-decode")) as unknown as {
        default: (o: {
          buffer: Buffer;
        }) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
      };
      const image = await decode({ buffer: input });
      return await sharp(Buffer.from(image.data.buffer), {
        raw: { width: image.width, height: image.height, channels: 4 },
      })
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw new PhotoError(msg("refusals.photo.heic"));
    }
  }
}

const COLOURS: Record<string, string> = {
  black: "#1f2937",
  white: "#eef0f3",
  silver: "#b8bec7",
  gray: "#6b7280",
  grey: "#6b7280",
  blue: "#1e3a8a",
  red: "#b91c1c",
  green: "#166534",
  gold: "#a87b12",
  brown: "#6b3a1a",
  purple: "#6b21a8",
  beige: "#cdbb93",
  orange: "#c2410c",
  yellow: "#ca8a04",
  maroon: "#7f1d1d",
  other: "#475569",
};

export function colourKey(colour: string | null | undefined): string {
  const c = (colour ?? "").toLowerCase().trim();
  if (c in COLOURS) return c;
  if (c.includes("grey") || c.includes("gray")) return "gray";
  if (c.includes("silver")) return "silver";
  if (c.includes("black")) return "black";
  if (c.includes("white") || c.includes("pearl")) return "white";
  if (c.includes("blue")) return "blue";
  if (c.includes("red")) return "red";
  return "other";
}

/** Side profiles in a 400x300 box: body outline, window outline, wheel centres. */
const PROFILES: Record<
  string,
  { body: string; glass: string; wheels: [number, number]; r: number }
> = {
  sedan: {
    body: "M30 200 L38 168 Q46 156 70 152 L120 146 L160 112 Q172 104 196 104 L262 104 Q282 104 296 118 L326 148 L362 156 Q374 160 374 176 L372 200 Z",
    glass:
      "M132 146 L166 116 Q174 110 192 110 L224 110 L224 146 Z M232 146 L232 110 L262 110 Q276 110 288 122 L312 146 Z",
    wheels: [100, 300],
    r: 27,
  },
  suv: {
    body: "M28 206 L30 150 Q34 134 56 130 L96 126 L126 86 Q134 76 152 76 L300 76 Q318 76 326 92 L346 130 L364 136 Q376 142 376 160 L374 206 Z",
    glass:
      "M106 126 L132 92 Q138 84 150 84 L214 84 L214 126 Z M222 126 L222 84 L296 84 Q308 84 314 96 L330 126 Z",
    wheels: [104, 300],
    r: 31,
  },
  hatchback: {
    body: "M40 200 L44 164 Q50 152 72 148 L116 142 L150 106 Q160 96 180 96 L286 96 Q304 96 310 112 L330 168 Q334 178 334 186 L332 200 Z",
    glass:
      "M124 142 L154 112 Q162 104 178 104 L222 104 L222 142 Z M230 142 L230 104 L284 104 Q296 104 300 116 L312 142 Z",
    wheels: [104, 280],
    r: 27,
  },
  pickup: {
    body: "M24 204 L26 150 Q30 136 50 132 L92 128 L118 88 Q126 78 144 78 L208 78 Q222 78 226 92 L232 130 L376 130 L378 204 Z",
    glass: "M102 128 L124 94 Q130 86 142 86 L200 86 Q214 86 216 98 L220 128 Z",
    wheels: [96, 310],
    r: 31,
  },
  coupe: {
    body: "M30 200 L36 172 Q44 160 70 156 L136 148 L180 116 Q190 110 210 110 L260 112 Q282 114 300 128 L330 152 L360 158 Q372 162 372 178 L370 200 Z",
    glass: "M150 148 L184 122 Q192 116 208 116 L256 118 Q272 120 286 132 L304 148 Z",
    wheels: [100, 300],
    r: 26,
  },
  wagon: {
    body: "M28 200 L34 166 Q42 154 66 150 L116 144 L152 104 Q162 96 182 96 L332 96 Q350 96 356 112 L366 152 Q372 160 372 176 L370 200 Z",
    glass:
      "M126 144 L158 110 Q166 104 180 104 L232 104 L232 144 Z M240 144 L240 104 L330 104 Q342 104 346 116 L352 144 Z",
    wheels: [100, 304],
    r: 27,
  },
  van: {
    body: "M26 206 L28 130 Q30 100 58 88 L98 70 Q108 66 124 66 L356 66 Q374 66 374 84 L376 206 Z",
    glass:
      "M40 126 L48 104 Q54 92 70 88 L108 76 L108 126 Z M118 126 L118 76 L210 76 L210 126 Z M218 126 L218 76 L300 76 L300 126 Z",
    wheels: [92, 310],
    r: 29,
  },
  bus: {
    body: "M20 210 L20 70 Q20 52 40 52 L362 52 Q380 52 380 70 L380 210 Z",
    glass:
      "M32 120 L32 66 L96 66 L96 120 Z M104 120 L104 66 L168 66 L168 120 Z M176 120 L176 66 L240 66 L240 120 Z M248 120 L248 66 L312 66 L312 120 Z M320 120 L320 66 L368 66 L368 120 Z",
    wheels: [86, 318],
    r: 28,
  },
};

function placeholderSvg(bodyType: string, colour: string): string {
  const p = PROFILES[bodyType] ?? PROFILES.sedan;
  const fill = COLOURS[colour] ?? COLOURS.other;
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="206" r="${p.r}" fill="#111827"/><circle cx="${x}" cy="206" r="${Math.round(p.r * 0.5)}" fill="#9ca3af"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="1280" height="960">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#dfe5ec"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#bg)"/>
<ellipse cx="200" cy="236" rx="178" ry="10" fill="#000" opacity=".12"/>
<path d="${p.body}" fill="${fill}" stroke="#0f172a" stroke-opacity=".25" stroke-width="2"/>
<path d="${p.glass}" fill="#cbd5e1" opacity=".85"/>
${wheel(p.wheels[0])}${wheel(p.wheels[1])}
</svg>`;
}

/**
 * The shared rendered placeholder photo for a body type and colour, made through the same
 * pipeline as uploads (WebP only) the first time it is asked for. Returns its stored photo.
 */
export async function placeholderPhoto(
  bodyType: string | null,
  colour: string | null,
): Promise<StoredPhoto> {
  const body = bodyType && bodyType in PROFILES ? bodyType : "sedan";
  const key = `placeholders/${body}-${colourKey(colour)}`;
  const widths = [...PHOTO_WIDTHS];
  const largest = widths[widths.length - 1];
  const svg = Buffer.from(placeholderSvg(body, colourKey(colour)));
  if (await fileStorage().exists(`${key}-${largest}.webp`)) {
    return {
      storageKey: key,
      widths,
      avif: false,
      width: largest,
      height: Math.round(largest * ASPECT),
      // Drawn again at its smallest: a few milliseconds, once per body type and colour.
      preview: await makePreview(sharp(svg, { density: 18 })),
    };
  }
  // WebP only: a flat drawing is 3.5 KB at 640 px, which AVIF would bring to 2 KB for half a
  // second of encoding per placeholder and two more elements in every seeded or imported card.
  return makeVariants(svg, key, { formats: new Set(["svg"]), avif: false });
}

/**
 * A photo flatter than this (the standard deviation of its 64x64 greyscale, 0-255) carries no
 * picture to recognise: a blank or one-colour image gets no perceptual hash.
 */
const FLAT_PHOTO_DEVIATION = 8;

/**
 * The photo's 64-bit perceptual hash (the DCT pHash of `sharp-phash`: 32x32 greyscale, the
 * signs of the 8x8 lowest frequencies against their median), as a signed bigint for a PostgreSQL
 * `bigint`; null for a flat image (FLAT_PHOTO_DEVIATION), whose hash is only its JPEG noise. A
 * resized or recompressed copy hashes within a bit or two, different photos about 30 bits apart
 * (docs/decisions/032-scam-signals.md). Call it on bytes `makeVariants` accepted.
 */
export async function perceptualHash(input: Buffer): Promise<bigint | null> {
  const grey = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .greyscale()
    .resize(64, 64, { fit: "fill" })
    .raw()
    .toBuffer();
  const mean = grey.reduce((s, v) => s + v, 0) / grey.length;
  const deviation = Math.sqrt(grey.reduce((s, v) => s + (v - mean) ** 2, 0) / grey.length);
  if (deviation < FLAT_PHOTO_DEVIATION) return null;
  const bits = await phash(input, { limitInputPixels: MAX_INPUT_PIXELS });
  return BigInt.asIntN(64, BigInt(`0b${bits}`));
}
