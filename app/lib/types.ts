/**
 * The shapes pages and the JSON API share (docs/product.md#data, "entities"). Dates are
 * ISO strings so they cross the loader/JSON boundary unchanged; money is whole naira; mileage km.
 */
import type { Category, ListingStatus } from "./domain";
import type { Photo } from "./images";
import type { PriceRating } from "./price-rating";

export type { Photo };

export type SellerSummary = {
  id: string;
  name: string;
  verified: boolean;
  /** Average review rating, 1-5 with one decimal; null without reviews. */
  rating: number | null;
  totalReviews: number;
  type: "dealer" | "individual" | null;
};

/** A car as shown on cards (home, browse, seller profile, favourites). */
export type ListingCard = {
  id: string;
  title: string;
  make: string;
  model: string;
  price: number;
  year: number;
  mileage: number | null;
  fuelType: string | null;
  transmission: string | null;
  category: Category;
  certified: boolean;
  negotiable: boolean;
  state: string;
  city: string | null;
  /** "Lekki, Lagos". */
  location: string;
  features: string[];
  featured: boolean;
  views: number;
  status: ListingStatus;
  /** The fair-price rating of a live car's current price; null while unrated
   * (docs/product.md#fair-price-rating). */
  priceRating: PriceRating | null;
  /** Only on the owner's own draft that was submitted without a photo: it goes to review
   * with its first photo (shown as "Waiting for photos"). */
  awaitingPhotos?: true;
  publishedAt: string | null;
  photo: Photo | null;
  seller: SellerSummary;
};

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
    },
    seller: { id: seller.id, name: seller.name, rating: seller.rating, verified: seller.verified },
  };
}

export type Inspection = {
  available: true;
  score: number;
  reportDate: string;
  inspector: string | null;
  issues: { type: "good" | "warning"; description: string }[];
};

export type Financing = {
  available: true;
  provider: string;
  downPayment: number;
  monthlyPayment: number;
  /** Months. */
  duration: number;
};

/** Everything the car detail screen shows. */
export type ListingDetail = Omit<ListingCard, "seller" | "photo"> & {
  trim: string | null;
  bodyType: string | null;
  color: string | null;
  drivetrain: string | null;
  engineCc: number | null;
  seats: number | null;
  conditionGrade: string | null;
  registered: boolean | null;
  description: string;
  photos: Photo[];
  inspection: Inspection | { available: false };
  financing: Financing | { available: false };
  createdAt: string;
  seller: SellerSummary & {
    phone: string | null;
    memberSince: string;
    totalListings: number;
    /**
     * The median wait for the seller's first answer in words ("Within 3 hours", messaging's
     * `responseStats`); null below 3 conversations in 90 days ("Not enough data").
     */
    responseTime: string | null;
  };
};

export type Pagination = { currentPage: number; totalPages: number; total: number; limit: number };

export type SellerProfile = {
  id: string;
  name: string;
  businessName: string | null;
  avatar: string | null;
  coverImage: string | null;
  verified: boolean;
  /**
   * Staff approved a proof of address (docs/decisions/011-trust-and-verification.md; the "Address
   * checked" badge).
   */
  addressChecked: boolean;
  /**
   * Staff approved a CAC certificate (docs/decisions/011-trust-and-verification.md; the "Registered
   * business" badge).
   */
  registeredBusiness: boolean;
  type: "dealer" | "individual";
  rating: number | null;
  totalReviews: number;
  activeListings: number;
  soldCars: number;
  /**
   * Percent of the conversations of the last 90 days answered within 24 hours, and the median
   * wait for a first answer in words (messaging's `responseStats`); null below 3 conversations.
   */
  responseRate: number | null;
  responseTime: string | null;
  memberSince: string;
  phone: string | null;
  email: string;
  address: string | null;
  location: string | null;
  website: string | null;
  description: string | null;
  services: string[];
  certifications: string[];
  workingHours: { weekdays: string; saturday: string; sunday: string } | null;
};

export type Review = {
  id: string;
  reviewer: string;
  rating: number;
  date: string;
  comment: string;
  carPurchased: string | null;
};
