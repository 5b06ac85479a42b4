/**
 * Links inside static parts (docs/decisions/030-static-parts.md) that the browser follows in
 * place, as React Router's `<Link>` does: a part has no event handlers of its own, so one
 * listener on the document (`useClientLinks`, mounted once by root.tsx) takes their clicks.
 *
 *   <a href="/browse" {...CLIENT_LINK}>Browse</a>
 *
 * Without JavaScript, and for a click the browser handles itself (another tab or window: a
 * modifier key, a middle click, a `target`), the link is an ordinary link. A link inside a
 * `<details>` menu closes it.
 */
import { useEffect } from "react";
import { useNavigate } from "react-router";

/** The attribute that marks a link as followed in place. */
export const CLIENT_LINK = { "data-client-link": "" } as const;

/** Follows marked links with the router (mounted once, in root.tsx). */
export function useClientLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[data-client-link]");
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download"))
        return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      link.closest("details")?.removeAttribute("open");
      void navigate(url.pathname + url.search + url.hash);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
