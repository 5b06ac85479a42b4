/**
 * The listing buttons shared by /sell and /dashboard (form intents `mark-sold`, `renew`,
 * `delete`, each with a `listingId`). Returns the message to show, or null for an unknown
 * intent. Throws SellingError (404 for someone else's listing).
 */
import type { PublicUser } from "./auth.server";
import { deleteListing, markSold, renewListing } from "./selling.server";

export async function handleListingAction(
  user: PublicUser,
  intent: string,
  form: FormData,
): Promise<string | null> {
  const id = String(form.get("listingId") ?? "");
  switch (intent) {
    case "mark-sold":
      await markSold(user, id);
      return "Marked as sold. Congratulations!";
    case "renew":
      await renewListing(user, id);
      return "Listing renewed for another 60 days";
    case "delete":
      await deleteListing(user, id);
      return "Listing deleted";
    default:
      return null;
  }
}
