/**
 * Links and forms inside static parts (docs/decisions/030-static-parts.md) that work in place,
 * as React Router's `<Link>` and `<Form>` do: a part has no event handlers of its own, so
 * listeners on the document (`useClientLinks`, mounted once by root.tsx) take their events.
 *
 *   <a href="/browse" {...CLIENT_LINK}>Browse</a>
 *   <form method="get" action="/browse" {...CLIENT_FORM}>
 *     <select name="sortBy" {...SUBMIT_ON_CHANGE}>...</select>
 *   </form>
 *
 * - A marked link is followed by the router. Without JavaScript, and for a click the browser
 *   handles itself (another tab or window: a modifier key, a middle click, a `target`), it is
 *   an ordinary link. A link inside a `<details>` menu closes it.
 * - A marked form is submitted by the router (`useSubmit`), as `<Form>` would; without
 *   JavaScript it is an ordinary form.
 * - A control marked to submit on change submits its form as soon as it changes (the form's
 *   own Apply or Sort button is then for readers without JavaScript).
 */
import { useEffect } from "react";
import { useNavigate, useSubmit } from "react-router";

/** The attribute that marks a link as followed in place. */
export const CLIENT_LINK = { "data-client-link": "" } as const;
/** The attribute that marks a form as submitted in place. */
export const CLIENT_FORM = { "data-client-form": "" } as const;
/** The attribute that marks a control whose change submits its form. */
export const SUBMIT_ON_CHANGE = { "data-submit-on-change": "" } as const;

/** Follows marked links and submits marked forms with the router (mounted once, in root.tsx). */
export function useClientLinks() {
  const navigate = useNavigate();
  const submit = useSubmit();
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
      if (!form.hasAttribute("data-client-form")) return;
      event.preventDefault();
      // The router reads the method, the action and the submitter's name and value.
      void submit((event.submitter as HTMLButtonElement | null) ?? form);
    };
    const onChange = (event: Event) => {
      const control = event.target as Element | null;
      if (!control?.hasAttribute?.("data-submit-on-change")) return;
      (control as HTMLInputElement).form?.requestSubmit();
    };
    document.addEventListener("submit", onSubmit);
    document.addEventListener("change", onChange);
    return () => {
      document.removeEventListener("submit", onSubmit);
      document.removeEventListener("change", onChange);
    };
  }, [submit]);
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
