/**
 * Similar cars on a car page (docs/product.md#recently-viewed-and-similar-cars): up to 6 public
 * cars of the same make and model (any price), or of the same body type within the price band
 * (`SIMILAR_PRICE_BAND`, ±25% of the car's price), nearest price first; the seller's own other
 * cars only when fewer than 6 others qualify.
 *
 * Indexed (docs/decisions/003-performance.md): each group is read from its partial index on
 * active listings (`listings_active_make_model_price_idx`, `listings_active_body_price_idx`)
 * walking outwards from the price, at most 6 rows each way, so the work does not grow with the
 * catalogue; the union is ordered by distance here.
 */
import { sql, type SQL } from "drizzle-orm";
import { queryRows } from "#db/connection";
import { toCardView, type CardView } from "~/lib/api/types";
import { listingCardsByIds } from "./search.server";

/** How many similar cars a car page shows. */
export const SIMILAR_LIMIT = 6;
/** The body-type group's price band: this fraction of the car's price either side. */
export const SIMILAR_PRICE_BAND = 0.25;

/** The car the list is for. */
export type SimilarTo = {
  id: string;
  make: string;
  model: string;
  bodyType: string | null;
  price: number;
  sellerId: string;
};

type Row = { id: string; price: number };

/** One group walked one way from the price: `up` from it (inclusive), else down (exclusive). */
function walk(car: SimilarTo, group: SQL, up: boolean, seller: SQL, now: Date): SQL {
  const side = up ? sql`price >= ${car.price}` : sql`price < ${car.price}`;
  // Qualified: a bare `price` here would name the output column (the float cast), whose order
  // no index gives, so each part would read and sort every car of its group.
  const order = up
    ? sql`listings.price asc, listings.id asc`
    : sql`listings.price desc, listings.id desc`;
  return sql`(select id, price::float8 as price from listings
    where status = 'active' and ${group} and ${side} and id <> ${car.id}
      and expires_at > ${now.toISOString()}::timestamptz and ${seller}
    order by ${order} limit ${SIMILAR_LIMIT})`;
}

/**
 * The query of the candidates of both groups, the seller's own (`own`) or everyone else's,
 * without duplicates (exported for the test that reads its plan).
 */
export function candidatesQuery(car: SimilarTo, own: boolean, now: Date): SQL {
  const seller = own ? sql`seller_id = ${car.sellerId}` : sql`seller_id <> ${car.sellerId}`;
  const sameModel = sql`lower(make) = lower(${car.make}) and lower(model) = lower(${car.model})`;
  const parts = [walk(car, sameModel, true, seller, now), walk(car, sameModel, false, seller, now)];
  if (car.bodyType) {
    const low = Math.floor(car.price * (1 - SIMILAR_PRICE_BAND));
    const high = Math.ceil(car.price * (1 + SIMILAR_PRICE_BAND));
    const sameBody = sql`body_type = ${car.bodyType} and price between ${low} and ${high}`;
    parts.push(walk(car, sameBody, true, seller, now), walk(car, sameBody, false, seller, now));
  }
  return sql.join(parts, sql` union `);
}

async function candidates(car: SimilarTo, own: boolean, now: Date): Promise<Row[]> {
  const rows = await queryRows<Row>(candidatesQuery(car, own, now));
  return rows.map((r) => ({ id: r.id, price: Number(r.price) }));
}

/** Nearest price first; equal distances by id, so the order is stable. */
const byDistance = (price: number) => (a: Row, b: Row) =>
  Math.abs(a.price - price) - Math.abs(b.price - price) || a.id.localeCompare(b.id);

/** The similar cars of `car` as cards, nearest price first (at most `SIMILAR_LIMIT`). */
export async function similarCars(car: SimilarTo, now = new Date()): Promise<CardView[]> {
  let rows = (await candidates(car, false, now)).sort(byDistance(car.price));
  if (rows.length < SIMILAR_LIMIT) {
    const own = (await candidates(car, true, now)).sort(byDistance(car.price));
    rows = [...rows, ...own.slice(0, SIMILAR_LIMIT - rows.length)].sort(byDistance(car.price));
  }
  const cards = await listingCardsByIds(
    rows.slice(0, SIMILAR_LIMIT).map((r) => r.id),
    now,
  );
  return cards.map(toCardView);
}
