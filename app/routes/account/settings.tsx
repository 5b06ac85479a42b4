/**
 * `/settings` (docs/product.md#pages, a link target): opens the Preferences tab of
 * the profile. Signed out: to /login and back here.
 */
import { redirect } from "react-router";
import { pathInRequestLanguage } from "~/request/language.server";
import { requireUser } from "~/request/session.server";
import type { Route } from "./+types/settings";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return redirect(pathInRequestLanguage(request, "/profile?tab=preferences"));
}
