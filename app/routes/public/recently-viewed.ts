/**
 * `POST /recently-viewed` (the "Clear" of the recently viewed lists on the home page and
 * `/favorites`; docs/product.md#recently-viewed-and-similar-cars): forgets the cars a visitor
 * viewed (their `mm_recent` cookie) and, signed in, those of the account, then goes back to
 * `redirectTo` (a path on this site, else the home page) with 303, so the page reloads without
 * the list, with or without JavaScript. A GET goes to the home page.
 */
import { redirect, href } from "react-router";
import { safeRedirect } from "~/lib/account/auth-schemas";
import { clearRecentViews } from "~/models/catalogue/recently-viewed.server";
import { clearRecentCookie } from "~/request/recently-viewed.server";
import { getUser } from "~/request/session.server";
import type { Route } from "./+types/recently-viewed";

export function loader() {
  return redirect(href("/:lang?"));
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const user = await getUser(request);
  if (user) await clearRecentViews(user.id);
  return redirect(safeRedirect(form?.get("redirectTo"), "/"), {
    status: 303,
    headers: { "Set-Cookie": await clearRecentCookie() },
  });
}
