/**
 * Saved cars. GET lists them (signed in). POST saves or removes one (`intent` save|remove,
 * `listingId`, `redirectTo`) and redirects back, so the heart works without JavaScript;
 * with it, the heart submits through a fetcher and updates at once. Signed out, a save is
 * remembered and completed after sign-in.
 */
import { redirect } from "react-router";
import { z } from "zod";
import { CarGrid } from "~/components/car-card";
import { ButtonLink } from "~/components/form-parts/button";
import { safeRedirect } from "~/lib/auth-schemas";
import { getUser, pendingSaveCookie, requireUser } from "~/request/session.server";
import { isUuid } from "~/lib/ids";
import { FAVOURITE_INTENTS } from "~/lib/intents";
import { SITE } from "~/lib/site";
import { fieldText } from "~/lib/text";
import { DomainError } from "~/models/shared/errors.server";
import { eachIntent, handleForm } from "~/request/forms.server";
import {
  listFavourites,
  removeFavourite,
  saveFavourite,
} from "~/models/listings/favourites.server";
import type { Route } from "./+types/favorites";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const cars = await listFavourites(user.id);
  return { cars };
}

export const action = ({ request }: Route.ActionArgs) =>
  handleForm(
    request,
    { intents: eachIntent(FAVOURITE_INTENTS, z.object({ listingId: fieldText(40) })) },
    async ({ intent, value: { listingId } }, form) => {
      const back = safeRedirect(form.get("redirectTo"), "/favorites");
      const user = await getUser(request);
      if (!user) {
        const headers =
          intent === "save" && isUuid(listingId)
            ? { "Set-Cookie": await pendingSaveCookie(listingId) }
            : undefined;
        return redirect(`/login?redirectTo=${encodeURIComponent(back)}`, { headers });
      }
      if (intent === "save") {
        if (!(await saveFavourite(user.id, listingId)))
          throw new DomainError(404, "This car is no longer available");
      } else {
        await removeFavourite(user.id, listingId);
      }
      // The enhanced heart (a fetcher) wants data; a plain form post goes back to its page.
      if (form.get("mode") === "fetch") return { saved: intent === "save" };
      return redirect(back);
    },
  );

export const meta: Route.MetaFunction = () => [{ title: `Saved cars | ${SITE.name}` }];

export default function Favorites({ loaderData }: Route.ComponentProps) {
  const { cars } = loaderData;
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold">Saved cars</h1>
      <p className="mt-1 text-slate-700">
        {cars.length ? `${cars.length} saved` : "Cars you save appear here."}
      </p>
      <div className="mt-6">
        {cars.length ? (
          <CarGrid cars={cars} savedIds={cars.map((c) => c.id)} />
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="text-slate-700">
              You have not saved any cars yet. Tap the heart on a car to save it.
            </p>
            <ButtonLink href="/browse" className="mt-4 inline-block">
              Browse cars
            </ButtonLink>
          </div>
        )}
      </div>
    </main>
  );
}
