/**
 * `GET /api/cars/{id}`: the car detail of a public listing; 404 when missing or not public.
 * `PUT /api/cars/{id}` (its seller, or an admin): replaces the details (the create payload),
 * with the edit rules (changing the title, description, make, model, year or category of an
 * active listing sends it back to review). `DELETE /api/cars/{id}` (its seller, or an admin).
 * Anyone else gets 404: we do not reveal it exists.
 */
import { z } from "zod";
import { CarDetailSchema } from "~/lib/api/answers";
import { LISTING_STATUSES } from "~/lib/vocabulary/domain";
import { ApiListingSchema } from "~/lib/listings/listing-api-schema";
import { getCarDetail } from "~/models/catalogue/detail.server";
import { deleteListing, updateDetails } from "~/models/selling/selling.server";
import { apiAnswer, apiError, methods, PUBLIC_CACHE, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/car";
import { msg } from "~/i18n/messages";

const openapi = operations({
  get: {
    operationId: "getCar",
    tag: "Cars",
    summary: "A public car's detail.",
    answer: CarDetailSchema,
    errors: { 404: "No public car with this id." },
  },
  put: {
    operationId: "updateCar",
    tag: "Cars",
    summary:
      "Replaces a listing's details (owner or staff). Changing the title, description, features, colour, city, make, model, year or category of an approved listing sends it back to review (`data.status`).",
    auth: "bearer",
    body: ApiListingSchema,
    answer: z.object({
      id: z.string(),
      status: z
        .enum(LISTING_STATUSES)
        .describe(
          "Where the listing stands after the edit: `pending` (or `draft` without a photo) when it went back to review.",
        ),
    }),
    errors: { ...BAD_BODY, ...AUTH_ERRORS, 404: "Not found, or not yours." },
  },
  delete: {
    operationId: "deleteCar",
    tag: "Cars",
    summary: "Deletes a listing (owner or staff).",
    auth: "bearer",
    answer: z.null(),
    errors: { ...AUTH_ERRORS, 404: "Not found, or not yours." },
  },
});

const api = methods(
  {
    GET: async ({ params }: Route.LoaderArgs) => {
      const car = await getCarDetail(params.id);
      if (!car) return apiError(404, msg("refusals.notFound.car"));
      return apiAnswer(openapi.get, car, "OK", { headers: PUBLIC_CACHE });
    },
    PUT: async ({ request, params }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const fields = await readJsonWith(request, ApiListingSchema);
      const status = await updateDetails(user, params.id, fields);
      return apiAnswer(
        openapi.put,
        { id: params.id, status },
        status === "pending" ? "Saved; the listing goes back to review" : "Saved",
      );
    },
    DELETE: async ({ request, params }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      await deleteListing(user, params.id);
      return apiAnswer(openapi.delete, null, "Listing deleted");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
