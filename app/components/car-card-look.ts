/**
 * The car card's layouts and the classes of each of its parts (components/car-card.tsx puts the
 * parts together, components/car-card-parts.tsx renders the photo and the details).
 */

/**
 * The title's heading level: one below the heading the cards sit under, so that no level is
 * skipped (HTML, headings and outlines). 2 where the cards follow the page's <h1> directly
 * (browse, a category page, favourites, the dashboard's saved cars), 3 under a section's <h2>.
 */
export type CardHeadingLevel = 2 | 3;

/**
 * How a card is laid out. `card`: the photo above the details, at every width (the grids of
 * wide screens, the sideways rows of recently viewed and similar cars). `list`: on a phone (under
 * 640 px) a compact row, the photo (120 px wide) beside the title, price, year, mileage, town and
 * ratings, so that four or more cars fit a screen (a card was 541 px tall); from 640 px the card.
 */
export type CardLayout = "card" | "list";

/**
 * The classes of the card's frame per layout, the parts the hydrated card renders (the article,
 * the photo's box, Save and Compare). Written out in full (Tailwind finds the classes it builds
 * in the source): `list` is the phone's row, and from `sm` the card's classes. The classes of
 * the photo's badges and of the details are car-card-parts.tsx's (`DETAILS_LOOK`): here they
 * would ride in the catalogue chunk every catalogue page loads (README, Weight budget).
 */
export const CARD_LOOK = {
  card: {
    article: "flex flex-col",
    photo: "relative",
    save: "absolute top-2 right-2",
    compare: "px-4 pb-4 -mt-2",
  },
  list: {
    article:
      "grid grid-cols-[7.5rem_minmax(0,1fr)] content-start gap-x-3 gap-y-1.5 p-1.5 sm:flex sm:flex-col sm:gap-0 sm:p-0",
    photo: "relative self-start overflow-hidden rounded-md sm:self-auto sm:rounded-none",
    save: "absolute top-1 right-1 sm:top-2 sm:right-2",
    compare: "sm:px-4 sm:pb-4 sm:-mt-2",
  },
} as const;
