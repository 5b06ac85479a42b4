/** `GET /api/users/{id}/profile`: a seller's public profile; 404 when unknown. */
import { apiError, apiOk, PUBLIC_CACHE } from "~/request/api.server";
import { getSellerProfile, getSellerReviews } from "~/models/seller.server";
import type { Route } from "./+types/seller-profile";

export async function loader({ params }: Route.LoaderArgs) {
  const profile = await getSellerProfile(params.id);
  if (!profile) return apiError(404, "Seller not found");
  const reviews = await getSellerReviews(params.id);
  return apiOk({ ...profile, reviews }, "OK", { headers: PUBLIC_CACHE });
}
