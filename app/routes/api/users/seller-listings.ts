/**
 * `GET /api/users/{id}/listings?page=&limit=`: a seller's active listings as an array in
 * `data` (docs/product.md#api: "returns an array of seller listings"), with the
 * pagination in `pagination` beside it.
 */
import { MAX_LIMIT } from "~/lib/filters";
import { getSellerListings, getSellerProfile } from "~/models/listings/sellers.server";
import { apiError, methods, PUBLIC_CACHE } from "~/request/api.server";
import { operations } from "~/request/openapi.server";
import type { Route } from "./+types/seller-listings";
import { msg } from "~/i18n/messages";

const openapi = operations({
  get: {
    tag: "Users",
    summary: "A seller's active listings (`data` is an array; `pagination` beside it).",
    query: "page",
    errors: { 400: "`page` or `limit` is not valid.", 404: "No such seller." },
  },
});

const api = methods(
  {
    GET: async ({ params, request }: Route.LoaderArgs) => {
      const url = new URL(request.url);
      const errors: Record<string, string[]> = {};
      const page = Number(url.searchParams.get("page") ?? 1);
      const limit = Number(url.searchParams.get("limit") ?? 12);
      if (!Number.isInteger(page) || page < 1 || page > 10_000)
        errors.page = ["page must be a whole number from 1 to 10000"];
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
        errors.limit = [`limit must be a whole number from 1 to ${MAX_LIMIT}`];
      if (Object.keys(errors).length) return apiError(400, msg("forms.api.invalid"), errors);
      if (!(await getSellerProfile(params.id)))
        return apiError(404, msg("refusals.notFound.seller"));
      const { cars, pagination } = await getSellerListings(params.id, page, limit);
      return Response.json(
        { success: true, message: "OK", data: cars, pagination },
        { headers: PUBLIC_CACHE },
      );
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
