/** `PUT /api/uploads/cars/{id}/images/reorder` `{ imageOrder: [photo ids] }`: the first is the cover. */
import { z } from "zod";
import { ListingPhotoSchema } from "~/lib/account/answers-account";
import { PhotoOrderSchema } from "~/lib/account/api-schemas";
import { listingPhotosOf, reorderPhotos } from "~/models/selling/photos.server";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/car-images-reorder";

const openapi = operations({
  put: {
    operationId: "reorderCarPhotos",
    tag: "Uploads",
    summary:
      "Orders your listing's photos (`imageOrder` lists every one of its photo ids once); the first is the cover.",
    auth: "bearer",
    body: PhotoOrderSchema,
    answer: z.object({
      images: z.array(ListingPhotoSchema).describe("The listing's photos in their new order."),
    }),
    errors: {
      ...BAD_BODY,
      400: "A field is not valid (`errors` by field), the body is not valid JSON, or `imageOrder` does not list exactly the listing's photos.",
      ...AUTH_ERRORS,
      404: "Not found, or not yours.",
    },
  },
});

const api = methods(
  {
    PUT: async ({ request, params }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const { imageOrder } = await readJsonWith(request, PhotoOrderSchema);
      await reorderPhotos(user, params.id, imageOrder);
      return apiAnswer(openapi.put, { images: await listingPhotosOf(params.id) }, "Order saved");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
