/**
 * A listing photo as a responsive WebP <img> (srcset, sizes, intrinsic size, lazy unless
 * `eager`), or a neat drawn placeholder when the listing has no photo.
 */
import { photoAttributes, type Photo } from "~/lib/images";
import { CarIcon } from "./icons";
import { useUploadsBase } from "./uploads-base";

export function CarImage({
  photo,
  alt,
  sizes,
  eager = false,
  className = "",
  preferred = 640,
}: {
  photo: Omit<Photo, "id"> | null;
  alt: string;
  sizes: string;
  eager?: boolean;
  className?: string;
  preferred?: number;
}) {
  const base = useUploadsBase();
  if (!photo) {
    return (
      <div
        role="img"
        aria-label={`${alt}: no photo yet`}
        className={`flex aspect-[4/3] flex-col items-center justify-center bg-gradient-to-b from-slate-100 to-slate-200 text-slate-400 ${className}`}
      >
        <CarIcon className="h-12 w-20" />
        <span className="mt-1 text-xs font-medium text-slate-600">No photo yet</span>
      </div>
    );
  }
  return (
    <img
      {...photoAttributes(photo, preferred, base)}
      sizes={sizes}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      className={`aspect-[4/3] w-full bg-slate-100 object-cover ${className}`}
    />
  );
}
