/**
 * Toasts (docs/product.md#interface-constants: bottom right, 4000 ms, up to 3 visible, dismissed by
 * a swipe or a close button; docs/decisions/006-flash-messages.md). With JavaScript, the flash
 * message the root's loader returns (`{ flash: { tone, message } }`, from `readFlash`) also
 * shows as a toast, and a component can raise one with `showToast` (a fetcher's refusal, which
 * has no page to show it on). The page's own inline message (page-flash.tsx) stays in the
 * server's HTML, so nothing is lost without JavaScript.
 *
 * Radix Toast (toast-viewport.tsx) is downloaded only when there is a toast to show: most
 * page views have none, and these pages are read on 2G phones.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { FlashMessage } from "./page-flash";
import type { ToastItem, ToastTone } from "./toast-viewport";

export type { ToastItem, ToastTone };

/** At most this many toasts at once: a newer one pushes the oldest out. */
export const MAX_TOASTS = 3;

const ToastViewport = lazy(() => import("./toast-viewport"));

let nextId = 1;
let queue: ToastItem[] = [];
const listeners = new Set<(items: ToastItem[]) => void>();
const publish = () => listeners.forEach((listener) => listener(queue));

/** Shows `message` as a toast (in the browser only; a no-op during server rendering). */
export function showToast(message: string, tone: ToastTone = "success") {
  queue = [...queue, { id: nextId++, tone, message }].slice(-MAX_TOASTS);
  publish();
}

function dismissToast(id: number) {
  queue = queue.filter((t) => t.id !== id);
  publish();
}

/** Root loader answers whose flash has been shown: each answer is a new object, shown once. */
const shown = new WeakSet<object>();

/** The toast stack, rendered once in the root layout. */
export function Toasts() {
  // The root's loader reads the flash message for every page (root.tsx).
  const root = useRouteLoaderData("root") as { flash?: FlashMessage | null } | undefined;
  const [items, setItems] = useState<ToastItem[]>([]);
  // Once Radix is loaded it stays mounted, so the stack does not blink between toasts.
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    listeners.add(setItems);
    setItems(queue);
    return () => {
      listeners.delete(setItems);
    };
  }, []);

  useEffect(() => {
    if (!root?.flash || shown.has(root)) return;
    shown.add(root);
    showToast(root.flash.message, root.flash.tone);
  }, [root]);

  useEffect(() => {
    if (items.length) setLoaded(true);
  }, [items.length]);

  if (!loaded && !items.length) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport items={items} onDismiss={dismissToast} />
    </Suspense>
  );
}
