/**
 * `GET /api/cars/{id}`: the car detail of a public listing; 404 when missing or not public.
 * `PUT /api/cars/{id}` (its seller, or an admin): replaces the details (the create payload),
 * with the edit rules (changing the title, description, make, model, year or category of an
 * active listing sends it back to review). `DELETE /api/cars/{id}` (its seller, or an admin).
 * Anyone else gets 404: we do not reveal it exists.
 */
import { ApiListingSchema } from "~/lib/listing-api-schema";
import { getCarDetail } from "~/models/listings/detail.server";
import { deleteListing, updateDetails } from "~/models/listings/selling.server";
import { apiError, apiHandler, apiOk, PUBLIC_CACHE, readJsonWith } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/car";

export const loader = apiHandler(async ({ params }: Route.LoaderArgs) => {
  const car = await getCarDetail(params.id);
  if (!car) return apiError(404, "Car not found");
  return apiOk(car, "OK", { headers: PUBLIC_CACHE });
});

export const action = apiHandler(async ({ request, params }: Route.ActionArgs) => {
  if (request.method !== "PUT" && request.method !== "DELETE")
    return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  if (request.method === "PUT") {
    const fields = await readJsonWith(request, ApiListingSchema);
    const status = await updateDetails(user, params.id, fields);
    return apiOk(
      { id: params.id, status },
      status === "pending" ? "Saved; the listing goes back to review" : "Saved",
    );
  }
  await deleteListing(user, params.id);
  return apiOk(null, "Listing deleted");
});
