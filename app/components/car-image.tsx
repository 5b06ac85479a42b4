/**
 * A listing photo, or a neat drawn placeholder when the listing has no photo. A photo with
 * AVIF variants is a `<picture>` whose `<source type="image/avif">` comes first (browsers
 * that take AVIF pick from it; others fall through to the WebP `<img>`); a photo without them
 * is the WebP `<img>` alone (docs/decisions/020-photo-formats.md). Both carry srcset and
 * `sizes`, limited to `maxWidth`, and the intrinsic size. Under the data saver
 * (`DataSaverContext`) a photo is its narrowest WebP variant only; while the data saver holds
 * photos back until the buyer asks (`PhotosOnRequestContext`), a photo is its preview: the
 * tiny WebP inlined in the page (`Photo.preview`), scaled up and so blurred, or a neutral
 * colour while it has none; nothing is fetched (docs/decisions/020-photo-formats.md).
 * `essential` photos (the car page's main photo) are the narrowest variant even then.
 *
 * `priority`: the page's main image (the first card, the car page's photo): fetched at once
 * with `fetchpriority="high"`. Every other photo is `loading="lazy"` and `decoding="async"`.
 * The placeholder's words are in `common` (admin, chats and the sell form show it too).
 */
import { useContext } from "react";
import { useT } from "~/i18n/react";
import { photoSources, type Photo } from "~/lib/api/images";
import { DataSaverContext, PhotosOnRequestContext } from "./data-saver";
import { CarIcon } from "./icons";
import { useUploadsBase } from "./uploads-base";

export function CarImage({
  photo,
  alt,
  sizes,
  priority = false,
  className = "",
  preferred = 640,
  maxWidth,
  essential = false,
}: {
  photo: Omit<Photo, "id"> | null;
  alt: string;
  /** The `sizes` attribute: the slot's width in CSS px at each breakpoint. */
  sizes: string;
  priority?: boolean;
  className?: string;
  /** The fallback `src`'s width (px): the narrowest variant at least this wide. */
  preferred?: number;
  /** The widest variant offered (px): what the slot can ever need at a DPR of 2-3. */
  maxWidth?: number;
  /** Loaded even while the data saver holds photos back (the car page's main photo). */
  essential?: boolean;
}) {
  const base = useUploadsBase();
  const light = useContext(DataSaverContext);
  const onRequest = useContext(PhotosOnRequestContext) && !essential;
  const t = useT();
  if (!photo) {
    return (
      <div
        role="img"
        aria-label={t("common.photo.noneLabel", { alt })}
        className={`flex aspect-[4/3] flex-col items-center justify-center bg-gradient-to-b from-slate-100 to-slate-200 text-slate-400 ${className}`}
      >
        <CarIcon className="h-12 w-20" />
        <span className="mt-1 text-xs font-medium text-slate-600">{t("common.photo.none")}</span>
      </div>
    );
  }
  if (onRequest) {
    const box = `aspect-[4/3] w-full bg-slate-300 object-cover ${className}`;
    return photo.preview ? (
      <img
        src={photo.preview}
        alt={alt}
        width={photo.width}
        height={photo.height}
        className={box}
      />
    ) : (
      <div role={alt ? "img" : undefined} aria-label={alt || undefined} className={box} />
    );
  }
  const { avifSrcSet, srcSet, ...size } = photoSources(photo, { preferred, maxWidth, base, light });
  const img = (
    <img
      {...size}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={priority ? undefined : "lazy"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={`aspect-[4/3] w-full bg-slate-100 object-cover ${className}`}
    />
  );
  if (!avifSrcSet) return img;
  // `contents`: the <picture> takes no box, so every layout sizes the <img> as before.
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
