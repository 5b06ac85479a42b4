/** `GET /api/users/{id}/profile`: a seller's public profile; 404 when unknown. */
import { getSellerProfile, getSellerReviews } from "~/models/seller.server";
import { apiError, apiOk, methods, PUBLIC_CACHE } from "~/request/api.server";
import type { Route } from "./+types/seller-profile";

const api = methods({
  GET: async ({ params }: Route.LoaderArgs) => {
    const profile = await getSellerProfile(params.id);
    if (!profile) return apiError(404, "Seller not found");
    const reviews = await getSellerReviews(params.id);
    return apiOk({ ...profile, reviews }, "OK", { headers: PUBLIC_CACHE });
  },
});

export const loader = api;
export const action = api;
