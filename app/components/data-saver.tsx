/**
 * The data saver's view (app/request/data-saver.server.ts: `Save-Data: on` from the browser or
 * a proxy such as Opera Mini, or the footer's switch; docs/decisions/019-cacheable-pages.md and
 * docs/decisions/020-photo-formats.md). The root layout provides both contexts.
 *
 * - `DataSaverContext`, true on a data saver page: `CarImage` sends a photo as its narrowest
 *   WebP variant alone (no srcset, no AVIF source), the lightest file a stored photo has and
 *   one a proxy browser that takes no srcset or <picture> can show. Default false.
 * - `PhotosOnRequestContext`, true on a data saver page of the catalogue (a route whose
 *   `handle` says `photosOnRequest`: home, browse, a car, a seller) until the buyer asks for
 *   photos: `CarImage` shows each photo's tiny inline preview instead (no request at all), and
 *   `ShowPhotos` offers the link that asks. Asking is `?photos=1` on the same address, a choice
 *   for that page alone: a plain link without JavaScript, and an address of its own, so every
 *   cache keeps it apart (the worker's page cache and a CDN key on the address). Default false.
 */
import { createContext, useContext } from "react";
import { useLocation } from "react-router";
import { staticPart } from "./static-part";

const HeldPhotos = staticPart(() => import("./data-saver-parts").then((m) => m.HeldPhotos));

/** True: send the lightest photos (see above). Read it with `useContext`. */
export const DataSaverContext = createContext(false);

/** True: show photos' previews until the buyer asks for photos (see above). */
export const PhotosOnRequestContext = createContext(false);

/** A route module's `handle` for a page whose photos the data saver holds back until asked. */
export type PhotosOnRequestHandle = { photosOnRequest?: true };

/** The search parameter that asks for this page's photos, and its value. */
const ASK_PARAM = "photos";
const ASKED = "1";

/** Whether the address's search (`?a=b...`) asks for the page's photos. */
export function photosAsked(search: string): boolean {
  return new URLSearchParams(search).get(ASK_PARAM) === ASKED;
}

/** Whether any matched route's `handle` holds photos back under the data saver. */
export function holdsPhotos(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((m) => (m.handle as PhotosOnRequestHandle | undefined)?.photosOnRequest);
}

/**
 * "Photos are not loaded, to save data. Show photos": the link to this page with its photos
 * (same address and hash, plus `?photos=1`), shown only while photos wait for it. `hash` (e.g.
 * `#gallery`) brings the buyer back where the link was. A data saver page sends no scripts, so
 * the notice is a static part (docs/decisions/030-static-parts.md, data-saver-parts.tsx): no
 * page downloads code for it.
 */
export function ShowPhotos({ hash = "", className = "" }: { hash?: string; className?: string }) {
  const onRequest = useContext(PhotosOnRequestContext);
  const location = useLocation();
  if (!onRequest) return null;
  const search = new URLSearchParams(location.search);
  search.set(ASK_PARAM, ASKED);
  return <HeldPhotos href={`${location.pathname}?${search}${hash}`} spacing={className} />;
}
