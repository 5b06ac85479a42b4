/**
 * `/saved-searches/{id}[?language=ha]` (signed in): Open on /saved-searches. Marks the search
 * visited (its "new matches" count starts again from now; docs/product.md#saved-searches) and
 * goes to browse with its filters, in the language of the page the link was on (`language`, as
 * a resource route has one address; docs/decisions/023-languages.md), else the reader's. Another
 * user's or an unknown id answers 404.
 */
import { redirect } from "react-router";
import { isLanguage } from "~/i18n/languages";
import { safeRedirectIn } from "~/lib/account/auth-schemas";
import { requestLanguage } from "~/request/language.server";
import { openSavedSearch } from "~/models/saved/saved-searches.server";
import { orPageError } from "~/request/page-errors.server";
import { requireUser } from "~/request/session.server";
import type { Route } from "./+types/open";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const to = await orPageError(request, openSavedSearch(user.id, params.id));
  const asked = new URL(request.url).searchParams.get("language");
  const language = isLanguage(asked) ? asked : requestLanguage(request);
  return redirect(safeRedirectIn(language, to, "/browse"), {
    headers: { "Cache-Control": "private, no-store" },
  });
}
