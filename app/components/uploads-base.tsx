/**
 * Where public files (photos, avatars, covers) are served from: "" for the site's own
 * `/uploads`, or S3_PUBLIC_URL (a CDN or the bucket's website). The root layout provides it
 * from its loader, so the server's HTML and the browser's hydration build the same URLs
 * (docs/decisions/014-object-storage.md).
 */
import { createContext, useContext } from "react";

export const UploadsBaseContext = createContext("");

/** The base URL of public files for this page ("" or S3_PUBLIC_URL). */
export function useUploadsBase(): string {
  return useContext(UploadsBaseContext);
}
