/**
 * Whether this page is the data saver version (app/request/data-saver.server.ts: `Save-Data:
 * on` from the browser or a proxy such as Opera Mini, or the footer's switch): the root layout
 * provides it; the default is false (full responsive photos).
 *
 * When it is true, `CarImage` sends each photo as its narrowest WebP variant alone (no srcset,
 * no AVIF source): the lightest file a stored photo has, and one a proxy browser that takes no
 * srcset or <picture> can show (docs/decisions/020-photo-formats.md).
 */
import { createContext } from "react";

/** True: send the lightest photos (see above). Read it with `useContext`. */
export const DataSaverContext = createContext(false);
