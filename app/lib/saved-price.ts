/**
 * The saved-car price note of `/favorites` (docs/product.md#price-drop-alerts): "₦400,000 less
 * than when you saved it" or "₦250,000 more than when you saved it"; nothing when the price is
 * the same or the price when saved is unknown.
 */
import { formatNaira } from "./format";

/** The note for a change in whole naira (now minus then), or null when there is none. */
export function savedPriceNote(change: number | undefined): string | null {
  if (!change) return null;
  return `${formatNaira(Math.abs(change))} ${change < 0 ? "less" : "more"} than when you saved it`;
}
