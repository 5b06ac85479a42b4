/**
 * Photo URLs and responsive attributes. A stored photo has WebP variants at several widths
 * (`<storageKey>-<width>.webp`, made by `app/services/images.server.ts`), served from
 * `/uploads` with long-lived caching: a key never changes content.
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

export function photoUrl(storageKey: string, width: number): string {
  return `${UPLOADS_PATH}/${storageKey}-${width}.webp`;
}

/** `src`, `srcSet`, `width`, `height` for an <img>, choosing `preferred` px as the fallback. */
export function photoAttributes(photo: Omit<Photo, "id">, preferred = 640) {
  const widths = [...photo.widths].sort((a, b) => a - b);
  const fallback = widths.find((w) => w >= preferred) ?? widths[widths.length - 1];
  return {
    src: photoUrl(photo.storageKey, fallback),
    srcSet: widths.map((w) => `${photoUrl(photo.storageKey, w)} ${w}w`).join(", "),
    width: photo.width,
    height: photo.height,
  };
}
