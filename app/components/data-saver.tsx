/**
 * Whether this page is sent to a reader who asked for less data: a browser's data saver
 * (the `Save-Data: on` request header) or a proxy browser (Opera Mini, UC Mini), which
 * recompresses pages on its own servers and takes no srcset or <picture>. The root layout
 * provides it; the default is false (full responsive photos).
 *
 * When it is true, `CarImage` sends each photo as its narrowest WebP variant alone (no srcset,
 * no AVIF source), the lightest file a stored photo has (docs/decisions/020-photo-formats.md).
 */
import { createContext } from "react";

/** True: send the lightest photos (see above). Read it with `useContext`. */
export const DataSaverContext = createContext(false);
