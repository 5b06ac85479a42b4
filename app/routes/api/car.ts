/** `GET /api/cars/{id}`: the car detail of a public listing; 404 when missing or not public. */
import { apiError, apiOk, PUBLIC_CACHE } from "~/lib/api.server";
import { getPublicListing } from "~/models/listing.server";
import type { Route } from "./+types/car";

export async function loader({ params }: Route.LoaderArgs) {
  const car = await getPublicListing(params.id);
  if (!car) return apiError(404, "Car not found");
  return apiOk(car, "OK", { headers: PUBLIC_CACHE });
}
