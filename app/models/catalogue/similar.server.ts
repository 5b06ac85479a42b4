/**
 * Similar cars on a car page (docs/product.md#recently-viewed-and-similar-cars): up to 6 public
 * cars, in three groups, each group after the one before:
 *
 * 1. the same make and model;
 * 2. the same make and body type (another model);
 * 3. the same body type within the price band (`SIMILAR_PRICE_BAND`, ±25% of the car's price),
 *    another make;
 *
 * so no other make shows while cars of the same model are left. Within a group the nearest car
 * comes first, by a distance that weighs year, mileage and price alike (`similarity`: one unit is
 * 2 years, 40,000 km or a quarter of the price). The seller's own other cars show only when
 * fewer than 6 others qualify.
 *
 * Indexed (docs/decisions/003-performance.md): each group is read from its partial index on
 * active listings (`listings_active_make_model_price_idx`, `listings_active_make_body_price_idx`,
 * `listings_active_body_price_idx`) walking outwards from the price, a bounded number of rows each
 * way (`SIMILAR_CANDIDATES` for the first two groups, so the nearest by year and mileage are among
 * them, `SIMILAR_LIMIT` for the third), so the work does not grow with the catalogue; the
 * candidates are ranked here.
 */
import { sql, type SQL } from "drizzle-orm";
import { queryRows } from "#db/connection";
import { toCardView, type CardView } from "~/lib/api/types";
import { listingCardsByIds } from "./search.server";

/** How many similar cars a car page shows. */
export const SIMILAR_LIMIT = 6;
/** The third group's price band: this fraction of the car's price either side. */
export const SIMILAR_PRICE_BAND = 0.25;
/** How many cars of the first two groups are read each way from the price, to rank them. */
export const SIMILAR_CANDIDATES = 24;

/** One unit of the similarity distance: this many years, kilometres or share of the price. */
const YEARS_PER_UNIT = 2;
const KM_PER_UNIT = 40_000;
const PRICE_SHARE_PER_UNIT = 0.25;

/** The car the list is for. */
export type SimilarTo = {
  id: string;
  make: string;
  model: string;
  bodyType: string | null;
  /** Whole naira. */
  price: number;
  year: number;
  /** Kilometres; null when the seller did not say. */
  mileage: number | null;
  sellerId: string;
};

/** A candidate: its group (1 to 3, above) and what the distance weighs. */
type Row = { id: string; group: number; price: number; year: number; mileage: number | null };

/**
 * How far `row` is from `car`, in units of 2 years, 40,000 km or a quarter of the car's price,
 * summed; a mileage that one of the two does not state counts one unit.
 */
export function similarity(
  car: Pick<SimilarTo, "price" | "year" | "mileage">,
  row: Pick<Row, "price" | "year" | "mileage">,
): number {
  const years = Math.abs(row.year - car.year) / YEARS_PER_UNIT;
  const km =
    car.mileage === null || row.mileage === null
      ? car.mileage === row.mileage
        ? 0
        : 1
      : Math.abs(row.mileage - car.mileage) / KM_PER_UNIT;
  const price = Math.abs(row.price - car.price) / (car.price * PRICE_SHARE_PER_UNIT);
  return years + km + price;
}

/**
 * One group walked one way from the price (`up` from it, inclusive, else down, exclusive), at
 * most `limit` rows.
 */
function walk(
  car: SimilarTo,
  group: number,
  where: SQL,
  up: boolean,
  limit: number,
  seller: SQL,
  now: Date,
): SQL {
  const side = up ? sql`price >= ${car.price}` : sql`price < ${car.price}`;
  // Qualified: a bare `price` here would name the output column (the float cast), whose order
  // no index gives, so each part would read and sort every car of its group.
  const order = up
    ? sql`listings.price asc, listings.id asc`
    : sql`listings.price desc, listings.id desc`;
  return sql`(select id, ${group}::int as "group", price::float8 as price, year, mileage
    from listings
    where status = 'active' and ${where} and ${side} and id <> ${car.id}
      and expires_at > ${now.toISOString()}::timestamptz and ${seller}
    order by ${order} limit ${limit})`;
}

/**
 * The query of the candidates of the three groups, the seller's own (`own`) or everyone else's
 * (exported for the test that reads its plan). The groups do not overlap, nor do the two ways.
 */
export function candidatesQuery(car: SimilarTo, own: boolean, now: Date): SQL {
  const seller = own ? sql`seller_id = ${car.sellerId}` : sql`seller_id <> ${car.sellerId}`;
  const both = (group: number, where: SQL, limit: number) => [
    walk(car, group, where, true, limit, seller, now),
    walk(car, group, where, false, limit, seller, now),
  ];
  const sameMake = sql`lower(make) = lower(${car.make})`;
  const parts = both(
    1,
    sql`${sameMake} and lower(model) = lower(${car.model})`,
    SIMILAR_CANDIDATES,
  );
  if (car.bodyType) {
    const low = Math.floor(car.price * (1 - SIMILAR_PRICE_BAND));
    const high = Math.ceil(car.price * (1 + SIMILAR_PRICE_BAND));
    parts.push(
      ...both(
        2,
        sql`${sameMake} and body_type = ${car.bodyType} and lower(model) <> lower(${car.model})`,
        SIMILAR_CANDIDATES,
      ),
      ...both(
        3,
        sql`body_type = ${car.bodyType} and price between ${low} and ${high}
          and lower(make) <> lower(${car.make})`,
        SIMILAR_LIMIT,
      ),
    );
  }
  return sql.join(parts, sql` union all `);
}

async function candidates(car: SimilarTo, own: boolean, now: Date): Promise<Row[]> {
  const rows = await queryRows<Row>(candidatesQuery(car, own, now));
  return rows.map((r) => ({
    id: r.id,
    group: Number(r.group),
    price: Number(r.price),
    year: Number(r.year),
    mileage: r.mileage === null ? null : Number(r.mileage),
  }));
}

/** Group first, then the nearest (`similarity`); equal distances by id, so the order is stable. */
const closestFirst = (car: SimilarTo) => (a: Row, b: Row) =>
  a.group - b.group || similarity(car, a) - similarity(car, b) || a.id.localeCompare(b.id);

/** The similar cars of `car` as cards, closest first (at most `SIMILAR_LIMIT`). */
export async function similarCars(car: SimilarTo, now = new Date()): Promise<CardView[]> {
  let rows = (await candidates(car, false, now)).sort(closestFirst(car)).slice(0, SIMILAR_LIMIT);
  if (rows.length < SIMILAR_LIMIT) {
    // The seller's own take only the places left, then all are shown in the same order.
    const own = (await candidates(car, true, now)).sort(closestFirst(car));
    rows = [...rows, ...own.slice(0, SIMILAR_LIMIT - rows.length)].sort(closestFirst(car));
  }
  const cards = await listingCardsByIds(
    rows.map((r) => r.id),
    now,
  );
  return cards.map(toCardView);
}
