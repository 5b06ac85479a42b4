/**
 * `POST /data-saver` (the footer's switch; app/request/data-saver.server.ts): `dataSaver=on|off`
 * remembers the choice in a cookie for a year and goes back to `returnTo` (a path on this site,
 * else the home page) with 303, so the page reloads whole, with or without its scripts. A GET
 * (a bookmarked or typed address) goes to the home page.
 */
import { redirect, href } from "react-router";
import { safeRedirect } from "~/lib/account/auth-schemas";
import { dataSaverCookie } from "~/request/data-saver.server";
import type { Route } from "./+types/data-saver";

export function loader() {
  return redirect(href("/:lang?"));
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const choice = form?.get("dataSaver");
  if (choice !== "on" && choice !== "off") {
    return new Response("Choose on or off.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return redirect(safeRedirect(form?.get("returnTo"), "/"), {
    status: 303,
    headers: { "Set-Cookie": dataSaverCookie(choice === "on") },
  });
}
