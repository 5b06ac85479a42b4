/**
 * Tooltips on icon-only buttons and links (docs/product.md#interface-constants: open delay 700 ms):
 *
 *   <WithTooltip label="Saved cars">
 *     <a href="/favorites" aria-label="Saved cars"><HeartIcon /></a>
 *   </WithTooltip>
 *
 * Progressive: the server's HTML names the control by its aria-label and gives it the same
 * `title`, the browser's own tooltip. Radix Tooltip (tooltip-radix.tsx) replaces the title
 * once it has loaded, which happens only where a tooltip can be seen: after the page is idle
 * on a device that hovers (a mouse), or at the first Tab key press. A touch phone on a costly
 * connection never downloads it.
 */
import { cloneElement, useEffect, useRef, useState, type ReactElement, type Ref } from "react";

type Radix = typeof import("./tooltip-radix");

let radix: Radix | null = null;
let started = false;
const waiting = new Set<() => void>();

function load() {
  void import("./tooltip-radix").then((module) => {
    radix = module;
    for (const ready of waiting) ready();
    waiting.clear();
  });
}

/** Schedules the download once per page: soon on hover devices, else at the first Tab. */
function startLoading() {
  if (started) return;
  started = true;
  if (window.matchMedia("(hover: hover)").matches) {
    if ("requestIdleCallback" in window) window.requestIdleCallback(load, { timeout: 3000 });
    else setTimeout(load, 500);
    return;
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    window.removeEventListener("keydown", onKey);
    load();
  };
  window.addEventListener("keydown", onKey);
}

type TooltipChild = ReactElement<{ title?: string; ref?: Ref<HTMLElement> }>;

/**
 * Wraps one focusable element (its only child) with a tooltip showing `label`, which should
 * be the element's accessible name (its aria-label). `side`: where the tooltip opens.
 */
export function WithTooltip({
  label,
  side = "bottom",
  children,
}: {
  label: string;
  side?: "top" | "right" | "bottom" | "left";
  children: TooltipChild;
}) {
  const [tooltip, setTooltip] = useState<Radix | null>(null);
  const element = useRef<HTMLElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    // Swapping in the tooltip remounts the element: a keyboard user keeps their place.
    const ready = () => {
      refocus.current = element.current !== null && element.current === document.activeElement;
      setTooltip(radix);
    };
    if (radix) return ready();
    waiting.add(ready);
    startLoading();
    return () => {
      waiting.delete(ready);
    };
  }, []);

  useEffect(() => {
    if (tooltip && refocus.current) {
      refocus.current = false;
      element.current?.focus();
    }
  }, [tooltip]);

  if (!tooltip) return cloneElement(children, { title: label, ref: element });
  return (
    <tooltip.Tip label={label} side={side} ref={element}>
      {children}
    </tooltip.Tip>
  );
}
