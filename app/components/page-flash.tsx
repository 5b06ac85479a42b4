/**
 * The flash message (docs/decisions/006-flash-messages.md) inline on the page, where the page
 * puts it: the root's loader reads it once for every page (root.tsx), and each page that an
 * action redirects to places this where its message belongs. With JavaScript the same message
 * also shows as a toast (toasts.tsx); this inline copy is what a browser without it shows.
 * The alert box is a static part (docs/decisions/030-static-parts.md): a page that shows no
 * message downloads no code for it.
 */
import { useRouteLoaderData } from "react-router";
import { staticPart } from "./static-part";

const FlashAlert = staticPart(() => import("./form-parts/alerts").then((m) => m.FormAlert));

/** A flash message as the root's loader hands it over. */
export type FlashMessage = { tone: "success" | "error"; message: string };

/** The root loader's flash message, if the last action left one. */
export function useFlash(): FlashMessage | null {
  const root = useRouteLoaderData("root") as { flash?: FlashMessage | null } | undefined;
  return root?.flash ?? null;
}

/** The flash message in the page's alert box; `className` wraps it in a spaced block. */
export function PageFlash({ className }: { className?: string }) {
  const flash = useFlash();
  if (!flash) return null;
  const alert = <FlashAlert tone={flash.tone} errors={[flash.message]} />;
  return className ? <div className={className}>{alert}</div> : alert;
}
