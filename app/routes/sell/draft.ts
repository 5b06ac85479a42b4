/**
 * The draft the three steps of New Upload edit (the loader of route.tsx builds it): the editable
 * listing, its photos in order and the photo-enhancement panel. Its own module so the steps'
 * views and the route do not import each other.
 */
import type { enhancementPanel } from "~/models/selling/enhancement.server";
import type { listingPhotosOf } from "~/models/catalogue/search.server";
import type { requireEditableListing } from "~/models/selling/selling.server";

export type Draft = Awaited<ReturnType<typeof requireEditableListing>> & {
  photos: Awaited<ReturnType<typeof listingPhotosOf>>;
  enhancement: Awaited<ReturnType<typeof enhancementPanel>>;
};
