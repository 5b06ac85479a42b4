/**
 * `POST /my-listings/{id}/actions` (and `/ha/my-listings/{id}/actions`...; signed in): the
 * buttons of a seller's listing on My Listings (/sell and /dashboard,
 * components/listing-actions.tsx), told apart by `intent` (LISTING_INTENTS):
 *
 * - `mark-sold`: an active listing is sold; `renew`: an expired one runs again;
 * - `delete`: the listing goes (its savers are told when it was live).
 *
 * Each answers with a redirect back to My Listings (`/sell?tab=listings` in the request's
 * language) and a flash message: the done message, or the model's refusal as an error flash
 * ("Only active listings can be marked sold", 409). The same with and without JavaScript.
 * Another user's listing, or an id that names none, answers 404 "Listing not found" (the model's
 * `requireEditableListing`; we never reveal that another user's listing exists), and a page write
 * guard applies as to every page post (server/page-guards.ts). Rules: docs/product.md (Selling),
 * models/selling/selling.server.ts.
 */
import { msg } from "~/i18n/messages";
import { LISTING_INTENTS, type ListingIntent } from "~/lib/forms/intents";
import { DomainError } from "~/models/shared/errors.server";
import { deleteListing, markSold, renewListing } from "~/models/selling/selling.server";
import { redirectWithFlash, type Flash } from "~/request/flash.server";
import { eachIntent, handleForm, NoFields } from "~/request/forms.server";
import { pathInRequestLanguage } from "~/request/language.server";
import { requireUser } from "~/request/session.server";
import type { Route } from "./+types/listing-actions";

/** Each button's model command and its done message. */
const COMMANDS = {
  "mark-sold": [markSold, msg("sell.flash.sold")],
  renew: [renewListing, msg("sell.flash.renewed")],
  delete: [deleteListing, msg("sell.flash.deleted")],
} satisfies Record<ListingIntent, [typeof markSold, string]>;

/** Back to My Listings in the request's language, with a flash message. */
const back = (request: Request, message: string, tone?: Flash["tone"]) =>
  redirectWithFlash(pathInRequestLanguage(request, "/sell?tab=listings"), message, tone);

export const action = async ({ request, params }: Route.ActionArgs) => {
  // Signed out (a session that ended on an open page): after sign-in, My Listings, not this
  // post-only address.
  const user = await requireUser(request, pathInRequestLanguage(request, "/sell?tab=listings"));
  return handleForm(
    request,
    {
      intents: eachIntent(LISTING_INTENTS, NoFields),
      pageErrors: { 404: msg("refusals.notFound.listing") },
    },
    async (input) => {
      const [command, done] = COMMANDS[input.intent];
      try {
        await command(user, params.id);
      } catch (error) {
        // A refusal about the listing as it is now reads on My Listings, where its row is.
        if (error instanceof DomainError && error.status !== 404)
          return back(request, error.message, "error");
        throw error;
      }
      return back(request, done);
    },
  );
};
