/**
 * A bar fixed to the bottom of the window on phones (below the `md` breakpoint, 768 px: the
 * mobile layout of docs/product.md#interface-constants) holding a page's main actions, such as
 * the car page's contact bar. A route that shows one says so in its `handle` (`bottomBar: true`);
 * the root layout then keeps the bar's height free below the footer (`useBottomBarSpace`,
 * `BOTTOM_BAR_SPACE`), and app.css scrolls focused elements clear of it, so the bar never covers
 * the page's content, its footer or the element in focus. Its height is fixed, 3.5 rem plus the phone's bottom safe-area
 * inset, so what it holds stays on one line.
 */
import type { ReactNode } from "react";
import { useMatches } from "react-router";

/** What a route's `handle` says when its page shows a bottom bar on phones. */
export type BottomBarHandle = { bottomBar?: true };

/** Whether a route of the page shows a bottom bar (its `handle` says `bottomBar: true`). */
export function useBottomBarSpace(): boolean {
  return useMatches().some((m) => (m.handle as BottomBarHandle | undefined)?.bottomBar === true);
}

/** The classes of `<body>` that pad the page's end by the bar's height on phones. */
export const BOTTOM_BAR_SPACE = "pb-[calc(3.5rem+env(safe-area-inset-bottom))] md:pb-0";

/** The bar: a labelled region fixed to the bottom on phones, hidden from 768 px and in print. */
export function BottomBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      id="bottom-bar"
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-40 box-content h-14 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-1px_0_var(--color-slate-200),0_-4px_12px_rgb(15_23_42/0.08)] md:hidden print:hidden"
    >
      {children}
    </section>
  );
}
