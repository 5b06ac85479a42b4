/**
 * Photo URLs and responsive attributes. A stored photo has WebP variants at several widths
 * (`<storageKey>-<width>.webp`, made by `app/services/images.server.ts`), served from
 * `/uploads` with long-lived caching: a key never changes content. `base` is where public
 * files are served from: "" for the site itself, or S3_PUBLIC_URL (a CDN or the bucket's
 * website, docs/decisions/014-object-storage.md), which the root loader hands to the views.
 *
 * Which variants exist is the photo row's `widths`, never an assumed list: the upload pipeline
 * makes no variant wider than the upload (a 500 px photo has only its 320 px variant, one
 * narrower than 320 px only its own width). Every URL of a photo comes from `photoVariants`.
 */
export type Photo = {
  id: string;
  storageKey: string;
  /** Widths of the variants made, ascending (px). */
  widths: number[];
  /** Size of the largest variant (px). */
  width: number;
  height: number;
};

export const UPLOADS_PATH = "/uploads";

/** The URL of one variant of a stored photo, under `base` (default: the site's `/uploads`). */
export function photoUrl(storageKey: string, width: number, base = ""): string {
  return `${base}${UPLOADS_PATH}/${storageKey}-${width}.webp`;
}

/**
 * A stored public file's URL as the database keeps it (`/uploads/...`: profile photos and
 * covers) under `base`; any other URL (a Google profile photo) as it is.
 */
export function uploadUrl(url: string, base: string): string {
  return url.startsWith(`${UPLOADS_PATH}/`) ? `${base}${url}` : url;
}

export type PhotoVariant = { width: number; url: string };

/** The variants `photo` has (its row's `widths`), narrowest first, each with its URL under `base`. */
export function photoVariants(
  photo: Pick<Photo, "storageKey" | "widths">,
  base = "",
): PhotoVariant[] {
  return [...new Set(photo.widths)]
    .sort((a, b) => a - b)
    .map((width) => ({ width, url: photoUrl(photo.storageKey, width, base) }));
}

/** The widest variant `photo` has: what a share card (og:image) or a full-size link names. */
export function largestVariant(
  photo: Pick<Photo, "storageKey" | "widths">,
  base = "",
): PhotoVariant {
  const variants = photoVariants(photo, base);
  return variants[variants.length - 1]!;
}

/** `src`, `srcSet`, `width`, `height` for an <img>: the narrowest variant at least `preferred`
 * px wide as the fallback (else the widest), and only variants that exist in the srcset. */
export function photoAttributes(photo: Omit<Photo, "id">, preferred = 640, base = "") {
  const variants = photoVariants(photo, base);
  const fallback = variants.find((v) => v.width >= preferred) ?? variants[variants.length - 1]!;
  return {
    src: fallback.url,
    srcSet: variants.map((v) => `${v.url} ${v.width}w`).join(", "),
    width: photo.width,
    height: photo.height,
  };
}
