/**
 * Keyboard work on the review queue (docs/decisions/013-admin-panel.md) once JavaScript runs: `j` /
 * `k` move to the next / previous listing (focus and scroll), `a` approves the focused one, `r`
 * puts the cursor in its rejection reason (Enter then sends it). Keys typed into a field are left
 * alone. Without JavaScript the queue is the same plain forms, worked with Tab and Enter.
 */
import { useEffect, useState } from "react";
import { RichText } from "./rich-text";

const ITEM = "[data-queue-item]";

export function QueueKeys() {
  const [on, setOn] = useState(false);
  useEffect(() => {
    setOn(true);
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (target?.closest("input, textarea, select, [contenteditable]")) return;
      const items = [...document.querySelectorAll<HTMLElement>(ITEM)];
      if (!items.length) return;
      const current = target?.closest<HTMLElement>(ITEM) ?? null;
      const index = current ? items.indexOf(current) : -1;
      const focus = (i: number) => {
        const item = items[Math.max(0, Math.min(items.length - 1, i))];
        item.focus();
        item.scrollIntoView({ block: "nearest" });
      };
      if (event.key === "j") focus(index + 1);
      else if (event.key === "k") focus(index < 0 ? 0 : index - 1);
      else if (event.key === "a" && current)
        current.querySelector<HTMLButtonElement>('button[value="approve"]')?.click();
      else if (event.key === "r" && current)
        current.querySelector<HTMLInputElement>('input[name="reason"]')?.focus();
      else return;
      event.preventDefault();
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  if (!on) return null;
  return (
    <p className="mt-2 text-sm text-slate-700">
      <RichText
        k="admin.queueKeys"
        nodes={{ j: <kbd>j</kbd>, k: <kbd>k</kbd>, a: <kbd>a</kbd>, r: <kbd>r</kbd> }}
      />
    </p>
  );
}
