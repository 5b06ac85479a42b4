/**
 * The toast stack drawn with Radix Toast (loaded by toasts.tsx when a toast is due): bottom
 * right, each toast closing after 4000 ms (paused while hovered or focused), by a swipe to the
 * right, by Escape or by its close button. Radix announces each one in a live region; errors
 * are `foreground` toasts, announced at once (assertive).
 */
import * as Toast from "@radix-ui/react-toast";
import { WithTooltip } from "./tooltip";

export type ToastTone = "success" | "error";
export type ToastItem = { id: number; tone: ToastTone; message: string };

const TONE = {
  success: "border-emerald-200 bg-emerald-50 text-emerald-950",
  error: "border-red-200 bg-red-50 text-red-900",
};

export default function ToastViewport({
  items,
  onDismiss,
}: {
  items: ToastItem[];
  onDismiss: (id: number) => void;
}) {
  return (
    <Toast.Provider duration={4000} swipeDirection="right">
      {items.map((t) => (
        <Toast.Root
          key={t.id}
          type={t.tone === "error" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) onDismiss(t.id);
          }}
          className={`flex items-start gap-2 rounded-lg border p-3 pr-2 text-sm shadow-lg data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) ${TONE[t.tone]}`}
        >
          <Toast.Description className="min-w-0 flex-1 py-0.5 wrap-anywhere">
            {t.message}
          </Toast.Description>
          <WithTooltip label="Close">
            <Toast.Close
              aria-label="Close"
              className="shrink-0 rounded p-1 leading-none opacity-70 hover:bg-black/5 hover:opacity-100"
            >
              <span aria-hidden="true" className="block h-4 w-4 text-base leading-4">
                ×
              </span>
            </Toast.Close>
          </WithTooltip>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 bottom-0 z-50 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
