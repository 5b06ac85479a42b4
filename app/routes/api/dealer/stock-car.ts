/**
 * One car of a dealer's stock by their own id (docs/decisions/033-dealer-api-keys.md), with an API
 * key: `GET` (`stock:read`); `PUT` creates or brings it to the body, the car payload of
 * `POST /api/cars` (`stock:write`; the same body twice changes nothing); `PATCH` price, mileage or
 * `status: "sold"`; `DELETE` (`?as=sold`, default, or `?as=removed`).
 */
import { z } from "zod";
import { StockCarSchema } from "~/lib/account/answers-dealer";
import { StockPatchSchema } from "~/lib/listings/stock";
import { ApiListingSchema } from "~/lib/listings/listing-api-schema";
import {
  getStockCar,
  patchStockCar,
  putStockCar,
  removeStockCar,
} from "~/models/dealer/stock.server";
import { apiAnswer, apiValidationError, methods, readJsonWith } from "~/request/api.server";
import { requireApiKey } from "~/request/api-key.server";
import { BAD_BODY, operations } from "~/request/openapi.server";
import { KEY_ERRORS } from "./key-errors";
import type { Route } from "./+types/stock-car";

const NOT_FOUND = { 404: "No car of yours with this id." };

const openapi = operations({
  get: {
    operationId: "getDealerStockCar",
    tag: "Dealers",
    summary: "One car of your stock by your own id.",
    auth: "apiKey",
    answer: StockCarSchema,
    errors: { ...KEY_ERRORS, ...NOT_FOUND },
  },
  put: {
    operationId: "putDealerStockCar",
    tag: "Dealers",
    summary:
      "Creates the car with your id (201; it claims your plan's monthly quota and waits for its first photo, then review), or brings it to this body (200). The body is the car payload of POST /api/cars. The same body twice changes nothing and answers the same car (`changed: false`). A change to what buyers read as the car's identity sends a live car back to review.",
    auth: "apiKey",
    body: ApiListingSchema,
    answer: z.object({ car: StockCarSchema, changed: z.boolean() }),
    alsoAnswers: { 201: "The car was created." },
    errors: {
      ...BAD_BODY,
      ...KEY_ERRORS,
      403: "The key lacks `stock:write`, or the plan's monthly listings are used up.",
      404: "The id is not 1-64 letters, digits, dots, underscores, colons or hyphens.",
    },
  },
  patch: {
    operationId: "patchDealerStockCar",
    tag: "Dealers",
    summary:
      'Changes the price or mileage (the car stays live), or marks it sold (`status: "sold"`).',
    auth: "apiKey",
    body: StockPatchSchema,
    answer: StockCarSchema,
    errors: { ...BAD_BODY, ...KEY_ERRORS, ...NOT_FOUND, 409: "Only a live car can be sold." },
  },
  delete: {
    operationId: "deleteDealerStockCar",
    tag: "Dealers",
    summary: "`?as=sold` (the default) marks a live car sold; `?as=removed` deletes it for good.",
    auth: "apiKey",
    query: { as: "`sold` (default) or `removed`." },
    answer: z.null(),
    errors: {
      ...KEY_ERRORS,
      ...NOT_FOUND,
      400: "`as` is neither sold nor removed.",
      409: "Only a live car can be sold.",
    },
  },
});

const api = methods(
  {
    GET: async ({ request, params, context }: Route.LoaderArgs) => {
      const key = await requireApiKey(request, "stock:read", context?.clientIp ?? null);
      return apiAnswer(openapi.get, await getStockCar(key.user.id, params.externalId));
    },
    PUT: async ({ request, params, context }: Route.ActionArgs) => {
      const key = await requireApiKey(request, "stock:write", context?.clientIp ?? null);
      const fields = await readJsonWith(request, ApiListingSchema);
      const actor = { ...key.user, ip: context?.clientIp ?? null };
      const { car, created, changed } = await putStockCar(actor, params.externalId, fields);
      return apiAnswer(
        { ...openapi.put, created },
        { car, changed },
        created ? "Car created" : changed ? "Car updated" : "Nothing changed",
      );
    },
    PATCH: async ({ request, params, context }: Route.ActionArgs) => {
      const key = await requireApiKey(request, "stock:write", context?.clientIp ?? null);
      const patch = await readJsonWith(request, StockPatchSchema);
      const actor = { ...key.user, ip: context?.clientIp ?? null };
      return apiAnswer(
        openapi.patch,
        await patchStockCar(actor, params.externalId, patch),
        "Car updated",
      );
    },
    DELETE: async ({ request, params, context }: Route.ActionArgs) => {
      const key = await requireApiKey(request, "stock:write", context?.clientIp ?? null);
      const as = new URL(request.url).searchParams.get("as") ?? "sold";
      if (as !== "sold" && as !== "removed")
        return apiValidationError({ as: ["as must be sold or removed"] });
      await removeStockCar({ ...key.user, ip: context?.clientIp ?? null }, params.externalId, as);
      return apiAnswer(openapi.delete, null, as === "sold" ? "Car marked sold" : "Car removed");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
