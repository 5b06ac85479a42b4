/**
 * `GET /api/cars/{id}`: the car detail of a public listing; 404 when missing or not public.
 * `PUT /api/cars/{id}` (owner or staff): replaces the details (the create payload), with the
 * edit rules (make, model or year changes send an active listing back to review).
 * `DELETE /api/cars/{id}` (owner or staff). Anyone else gets 404: we do not reveal it exists.
 */
import { apiError, apiOk, PUBLIC_CACHE, readJsonWith } from "~/request/api.server";
import { ApiListingSchema } from "~/lib/listing-schema";
import { requireApiUser } from "~/request/session.server";
import { getPublicListing } from "~/models/listing.server";
import { deleteListing, SellingError, updateDetails } from "~/models/selling.server";
import type { Route } from "./+types/car";

export async function loader({ params }: Route.LoaderArgs) {
  const car = await getPublicListing(params.id);
  if (!car) return apiError(404, "Car not found");
  return apiOk(car, "OK", { headers: PUBLIC_CACHE });
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireApiUser(request);
  try {
    if (request.method === "PUT") {
      const fields = await readJsonWith(request, ApiListingSchema);
      const status = await updateDetails(user, params.id, fields);
      return apiOk(
        { id: params.id, status },
        status === "pending" ? "Saved; the listing goes back to review" : "Saved",
      );
    }
    if (request.method === "DELETE") {
      await deleteListing(user, params.id);
      return apiOk(null, "Listing deleted");
    }
  } catch (error) {
    if (error instanceof SellingError) return apiError(error.status, error.message);
    throw error;
  }
  return apiError(405, "Method not allowed");
}
