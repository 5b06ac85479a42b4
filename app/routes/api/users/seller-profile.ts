/** `GET /api/users/{id}/profile`: a seller's public profile; 404 when unknown. */
import { SellerProfileSchema } from "~/lib/account/answers-account";
import { getSellerProfile, getSellerReviews } from "~/models/catalogue/sellers.server";
import { apiAnswer, apiError, methods, PUBLIC_CACHE } from "~/request/api.server";
import { operations } from "~/request/openapi.server";
import type { Route } from "./+types/seller-profile";
import { msg } from "~/i18n/messages";

const openapi = operations({
  get: {
    operationId: "getSeller",
    tag: "Users",
    summary: "A seller's public profile with review average and count, and their latest reviews.",
    answer: SellerProfileSchema,
    errors: { 404: "No such seller." },
  },
});

const api = methods(
  {
    GET: async ({ params }: Route.LoaderArgs) => {
      const profile = await getSellerProfile(params.id);
      if (!profile) return apiError(404, msg("refusals.notFound.seller"));
      const reviews = await getSellerReviews(params.id);
      return apiAnswer(openapi.get, { ...profile, reviews }, "OK", { headers: PUBLIC_CACHE });
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
