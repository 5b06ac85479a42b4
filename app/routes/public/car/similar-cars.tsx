/**
 * The car page's "Similar cars" (docs/product.md#recently-viewed-and-similar-cars): up to 6
 * public cars of the same make and model, or of the same body type and price band, nearest price
 * first (models/catalogue/similar.server.ts), as a row of the house car cards. Nothing when there
 * are none. The same for every visitor, so the page stays shared.
 */
import { CarRow } from "~/components/car-row";
import { useT } from "~/i18n/react";
import type { CardView } from "~/lib/api/types";

export function SimilarCars({ cars, savedIds }: { cars: CardView[]; savedIds: string[] }) {
  const t = useT();
  if (!cars.length) return null;
  return (
    <section aria-labelledby="similar-heading" className="mt-10">
      <h2 id="similar-heading" className="text-xl font-bold">
        {t("car.similar")}
      </h2>
      <div className="mt-4">
        <CarRow cars={cars} savedIds={savedIds} />
      </div>
    </section>
  );
}
