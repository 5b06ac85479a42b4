/**
 * Photo URLs and responsive attributes. A stored photo has WebP variants at several widths
 * (`<storageKey>-<width>.webp`, made by `app/services/images.server.ts`) and, when its row's
 * `avif` is true, AVIF variants at the same widths (`<storageKey>-<width>.avif`), served from
 * `/uploads` with long-lived caching: a key never changes content. `base` is where public
 * files are served from: "" for the site itself, or S3_PUBLIC_URL (a CDN or the bucket's
 * website, docs/decisions/014-object-storage.md), which the root loader hands to the views.
 *
 * Which variants exist is the photo row's `widths` and `avif`, never an assumed list: the
 * upload pipeline makes no variant wider than the upload (a 500 px photo has only its 320 px
 * variant, one narrower than 320 px only its own width), and photos stored before AVIF have
 * WebP only. Every URL of a photo comes from `photoVariants`. Why AVIF, and the weights it
 * keeps: docs/decisions/020-photo-formats.md. The `Photo` shape is answers.ts's `PhotoSchema`
 * (the API describes it from there).
 */
import type { z } from "zod";
import type { PhotoSchema } from "./answers";

/** A stored photo: its key, the widths of its variants (px, ascending), AVIF or not, its size. */
export type Photo = z.output<typeof PhotoSchema>;

/** The formats variants are stored in: WebP always, AVIF for photos whose row says so. */
export type PhotoFormat = "webp" | "avif";

export const UPLOADS_PATH = "/uploads";

/**
 * A photo's preview (`Photo.preview`, made at upload by app/services/images.server.ts): a
 * 16x12 px WebP inlined as a `data:` URI, about 200 characters, which the data saver shows in
 * the photo's place until the buyer asks for photos (docs/decisions/020-photo-formats.md).
 * The database refuses any other value, or a longer one (db/schema.ts, `listing_photos`).
 */
export const PREVIEW_PREFIX = "data:image/webp;base64,";
/** The longest preview stored (characters): several times what a 16 px WebP takes. */
export const MAX_PREVIEW_LENGTH = 1000;

/**
 * The widest variant a car card offers (px). A phone's card is about 360 CSS px wide, which at
 * a DPR of 2-3 asks for 720-1080 px: offered the 1280 px variant it would take it, about four
 * times the bytes. The pipeline encodes the variants up to this width for a card's budget of
 * 25 KB (docs/decisions/020-photo-formats.md).
 */
export const CARD_MAX_WIDTH = 640;

/**
 * The URL of one variant of a stored photo, under `base` (default: the site's `/uploads`), in
 * `format` (default WebP).
 */
export function photoUrl(
  storageKey: string,
  width: number,
  base = "",
  format: PhotoFormat = "webp",
): string {
  return `${base}${UPLOADS_PATH}/${storageKey}-${width}.${format}`;
}

/**
 * A stored public file's URL as the database keeps it (`/uploads/...`: profile photos and
 * covers) under `base`; any other URL (a Google profile photo) as it is.
 */
export function uploadUrl(url: string, base: string): string {
  return url.startsWith(`${UPLOADS_PATH}/`) ? `${base}${url}` : url;
}

export type PhotoVariant = { width: number; url: string };

/**
 * The variants `photo` has (its row's `widths`), narrowest first, each with its URL under
 * `base` in `format` (default WebP; ask for AVIF only when the row's `avif` is true).
 */
export function photoVariants(
  photo: Pick<Photo, "storageKey" | "widths">,
  base = "",
  format: PhotoFormat = "webp",
): PhotoVariant[] {
  return [...new Set(photo.widths)]
    .sort((a, b) => a - b)
    .map((width) => ({ width, url: photoUrl(photo.storageKey, width, base, format) }));
}

/** The widest variant `photo` has: what a share card (og:image) or a full-size link names. */
export function largestVariant(
  photo: Pick<Photo, "storageKey" | "widths">,
  base = "",
): PhotoVariant {
  const variants = photoVariants(photo, base);
  return variants[variants.length - 1]!;
}

/** What a photo element needs: the WebP <img>'s attributes and, when the photo has AVIF
 * variants, the srcset of a `<source type="image/avif">` placed before it. */
export type PhotoSources = {
  src: string;
  /** The WebP candidates with their widths; absent when only one variant is offered. */
  srcSet?: string;
  width: number;
  height: number;
  /**
   * The AVIF candidates with their widths, even when only one is offered: the <source> carries
   * `sizes`, and with `sizes` every candidate must name its width (HTML, the source element).
   * Absent: WebP only.
   */
  avifSrcSet?: string;
};

const srcSetOf = (variants: PhotoVariant[]) =>
  variants.map((v) => `${v.url} ${v.width}w`).join(", ");

/**
 * The sources of a photo element. Offers the variants at most `maxWidth` px wide (px, default
 * all; at least the narrowest is kept), so a small slot never lets a high-density screen pick
 * a large file; `src` is the narrowest offered variant at least `preferred` px wide (else the
 * widest offered), and only variants that exist are named. `light` (a data saver or a proxy
 * browser) offers the narrowest WebP variant alone: no srcset, no AVIF.
 */
export function photoSources(
  photo: Omit<Photo, "id">,
  options: { preferred?: number; maxWidth?: number; base?: string; light?: boolean } = {},
): PhotoSources {
  const { preferred = 640, maxWidth = Infinity, base = "", light = false } = options;
  const all = photoVariants(photo, base);
  const size = { width: photo.width, height: photo.height };
  if (light) return { src: all[0]!.url, ...size };
  const offered = all.filter((v, i) => i === 0 || v.width <= maxWidth);
  const fallback = offered.find((v) => v.width >= preferred) ?? offered[offered.length - 1]!;
  const sources: PhotoSources = { src: fallback.url, ...size };
  if (offered.length > 1) sources.srcSet = srcSetOf(offered);
  if (photo.avif) {
    const avif = photoVariants(photo, base, "avif").filter(
      (v, i) => i === 0 || v.width <= maxWidth,
    );
    sources.avifSrcSet = srcSetOf(avif);
  }
  return sources;
}
