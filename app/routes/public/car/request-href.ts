/**
 * The contact form's address for a car (`/contact/{id}`), opening one of its structured requests
 * (`?request=test_drive`, docs/product.md#car-detail): the sidebar's quick actions, the
 * financing tab and the phone's contact bar.
 */
import type { RequestType } from "~/lib/vocabulary/domain-messaging";

/** `/contact/{carId}`, with `?request=` when `request` is given. Not localized: see `l()`. */
export function requestHref(carId: string, request?: RequestType): string {
  return `/contact/${carId}${request ? `?request=${request}` : ""}`;
}
