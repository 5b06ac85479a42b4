/** `GET /api/users/{id}/profile`: a seller's public profile; 404 when unknown. */
import { getSellerProfile, getSellerReviews } from "~/models/listings/sellers.server";
import { apiError, apiHandler, apiOk, PUBLIC_CACHE } from "~/request/api.server";
import type { Route } from "./+types/seller-profile";

export const loader = apiHandler(async ({ params }: Route.LoaderArgs) => {
  const profile = await getSellerProfile(params.id);
  if (!profile) return apiError(404, "Seller not found");
  const reviews = await getSellerReviews(params.id);
  return apiOk({ ...profile, reviews }, "OK", { headers: PUBLIC_CACHE });
});
