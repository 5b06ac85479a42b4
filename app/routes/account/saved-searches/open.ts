/**
 * `/saved-searches/{id}` (signed in): Open on /saved-searches. Marks the search visited (its
 * "new matches" count starts again from now; docs/product.md#saved-searches) and goes to
 * browse with its filters. Another user's or an unknown id answers 404.
 */
import { redirect } from "react-router";
import { openSavedSearch } from "~/models/saved/saved-searches.server";
import { orPageError } from "~/request/page-errors.server";
import { requireUser } from "~/request/session.server";
import type { Route } from "./+types/open";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const to = await orPageError(request, openSavedSearch(user.id, params.id));
  return redirect(to, { headers: { "Cache-Control": "private, no-store" } });
}
