/**
 * Whether this page is the data saver version (app/request/data-saver.server.ts): the root layout
 * provides it; photos read it to send only their smallest variant.
 */
import { createContext } from "react";

export const DataSaverContext = createContext(false);
