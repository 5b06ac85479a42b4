/**
 * The Radix Tooltip behind `WithTooltip` (tooltip.tsx loads this module when tooltips can be
 * seen): opens 700 ms after the pointer rests on the element (docs/product.md#interface-constants),
 * at once on keyboard focus, and closes on leave, blur, click or Escape.
 */
import * as Tooltip from "@radix-ui/react-tooltip";
import { cloneElement, type ReactElement, type Ref } from "react";

export const TOOLTIP_DELAY_MS = 700;

/** Loaded by tooltip.tsx with import(), which knip cannot follow. @public */
export function Tip({
  label,
  side,
  ref,
  children,
}: {
  label: string;
  side: "top" | "right" | "bottom" | "left";
  ref: Ref<HTMLElement>;
  children: ReactElement;
}) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <Tooltip.Root>
        {/* The label is already the element's name: an unset description on the child wins
            over the trigger's, so readers do not hear the label twice. */}
        <Tooltip.Trigger asChild ref={ref as Ref<HTMLButtonElement>}>
          {cloneElement(children as ReactElement<{ "aria-describedby"?: string }>, {
            "aria-describedby": undefined,
          })}
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-xs rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow-md"
          >
            {label}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
