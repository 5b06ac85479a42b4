/**
 * The shapes pages and the JSON API share (docs/product.md#data, "entities"): the outputs of
 * the schemas in answers.ts, which also describe the API's answers. Dates are ISO strings so
 * they cross the loader/JSON boundary unchanged; money is whole naira; mileage km.
 */
import type { z } from "zod";
import type {
  CarDetailSchema,
  CarSchema,
  PaginationSchema,
  ReviewSchema,
  SellerSchema,
  SellerSummarySchema,
} from "./answers";
import type { Photo } from "./images";

export type { Photo };

export type SellerSummary = z.output<typeof SellerSummarySchema>;

/** A car as shown on cards (home, browse, seller profile, favourites). */
export type ListingCard = z.output<typeof CarSchema>;

/**
 * What a car card shows: the browse, home and seller pages send only these fields to the
 * browser (a third of a ListingCard's), which keeps the page's serialized data small.
 */
export type CardView = Pick<
  ListingCard,
  | "id"
  | "title"
  | "price"
  | "year"
  | "mileage"
  | "fuelType"
  | "transmission"
  | "category"
  | "certified"
  | "featured"
  | "status"
  | "location"
  | "priceRating"
> & {
  photo: Omit<Photo, "id"> | null;
  seller: Pick<SellerSummary, "id" | "name" | "rating" | "verified">;
};

/** A ListingCard cut down to its CardView. */
export function toCardView(car: ListingCard): CardView {
  const { photo, seller } = car;
  return {
    id: car.id,
    title: car.title,
    price: car.price,
    year: car.year,
    mileage: car.mileage,
    fuelType: car.fuelType,
    transmission: car.transmission,
    category: car.category,
    certified: car.certified,
    featured: car.featured,
    status: car.status,
    location: car.location,
    priceRating: car.priceRating,
    photo: photo && {
      storageKey: photo.storageKey,
      widths: photo.widths,
      avif: photo.avif,
      width: photo.width,
      height: photo.height,
      preview: photo.preview,
    },
    seller: { id: seller.id, name: seller.name, rating: seller.rating, verified: seller.verified },
  };
}

/** Everything the car detail screen shows. */
export type ListingDetail = z.output<typeof CarDetailSchema>;

export type Pagination = z.output<typeof PaginationSchema>;

export type SellerProfile = z.output<typeof SellerSchema>;

export type Review = z.output<typeof ReviewSchema>;
