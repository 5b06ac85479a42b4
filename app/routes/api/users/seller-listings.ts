/**
 * `GET /api/users/{id}/listings?page=&limit=`: a seller's active listings as an array in
 * `data` (docs/product.md#api: "returns an array of seller listings"), with the
 * pagination in `pagination` beside it. 400 for a `page` or `limit` that is not a whole number
 * in range, 404 for an unknown seller.
 */
import { z } from "zod";
import { CarSchema, type PaginationSchema } from "~/lib/api/answers";
import { MAX_LIMIT } from "~/lib/catalogue/filters";
import { wholeNumberParam } from "~/lib/api/pagination";
import { getSellerListings, getSellerProfile } from "~/models/catalogue/sellers.server";
import { apiError, methods, PUBLIC_CACHE, readQueryWith } from "~/request/api.server";
import { operations } from "~/request/openapi.server";
import type { Route } from "./+types/seller-listings";
import { msg } from "~/i18n/messages";

/** The highest page a seller's listings may be asked for. */
const MAX_SELLER_PAGE = 10_000;
const SELLER_PAGE_SIZE = 12;

const SellerListingsQuerySchema = z.object({
  page: wholeNumberParam(
    1,
    MAX_SELLER_PAGE,
    `page must be a whole number from 1 to ${MAX_SELLER_PAGE}`,
  )
    .default(1)
    .describe("Page number, from 1 (default 1)."),
  limit: wholeNumberParam(1, MAX_LIMIT, `limit must be a whole number from 1 to ${MAX_LIMIT}`)
    .default(SELLER_PAGE_SIZE)
    .describe(`Cars per page, 1 to ${MAX_LIMIT} (default ${SELLER_PAGE_SIZE}).`),
});

const openapi = operations({
  get: {
    operationId: "listSellerCars",
    tag: "Users",
    summary:
      "A seller's active listings, newest first: `data` is the array of cars, and `pagination` (a Pagination) sits beside `data` in the answer.",
    query: SellerListingsQuerySchema,
    answer: z.array(CarSchema),
    paged: true,
    errors: { 400: "`page` or `limit` is not valid.", 404: "No such seller." },
  },
});

const api = methods(
  {
    GET: async ({ params, request }: Route.LoaderArgs) => {
      const { page, limit } = readQueryWith(request, SellerListingsQuerySchema);
      if (!(await getSellerProfile(params.id)))
        return apiError(404, msg("refusals.notFound.seller"));
      const { cars, pagination } = await getSellerListings(params.id, page, limit);
      // The product's shape: the paging beside `data`, which apiAnswer cannot write.
      const data: z.input<typeof openapi.get.answer> = cars;
      const paging: z.input<typeof PaginationSchema> = pagination;
      return Response.json(
        { success: true, message: "OK", data, pagination: paging },
        { headers: PUBLIC_CACHE },
      );
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
