/**
 * The car page's photos (docs/product.md#car-detail), a static part
 * (docs/decisions/030-static-parts.md): the chosen photo with its count ("2 / 9") and the
 * thumbnails, each a link to `?photo=N#gallery`, so the gallery works without JavaScript. With
 * JavaScript the route takes the thumbnails' clicks (their `data-photo`) and renders this part
 * again with the chosen photo, without a request.
 */
import { CarImage } from "~/components/car-image";
import { useT } from "~/i18n/react";
import type { ListingDetail } from "~/lib/api/types";

export function Gallery({
  photos,
  title,
  photo,
}: {
  photos: ListingDetail["photos"];
  title: string;
  /** The photo shown, from 1. */
  photo: number;
}) {
  const t = useT();
  const current = photos[photo - 1] ?? null;
  return (
    <>
      <div className="relative">
        <CarImage
          photo={current}
          alt={t("car.photoAlt", { title, n: photo, total: photos.length })}
          sizes="(min-width: 1024px) 800px, 100vw"
          priority
          essential
          preferred={1280}
        />
        {photos.length > 0 && (
          <span className="absolute right-3 bottom-3 rounded-full bg-slate-900/80 px-3 py-1 text-sm font-semibold text-white">
            {photo} / {photos.length}
          </span>
        )}
      </div>
      {photos.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto p-3" aria-label={t("car.thumbnails")}>
          {photos.map((p, i) => (
            <li key={p.id}>
              <a
                href={`?photo=${i + 1}#gallery`}
                data-photo={i + 1}
                aria-current={i + 1 === photo ? "true" : undefined}
                aria-label={t("car.showPhoto", { n: i + 1 })}
                className={`block w-24 overflow-hidden rounded-md ring-2 ${i + 1 === photo ? "ring-brand-600" : "ring-transparent"}`}
              >
                <CarImage photo={p} alt="" sizes="96px" maxWidth={320} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
