/** `PUT /api/uploads/cars/{id}/images/reorder` `{ imageOrder: [photo ids] }`: the first is the cover. */
import { PhotoOrderSchema } from "~/lib/api-schemas";
import { listingPhotosOf, reorderPhotos } from "~/models/listings/photos.server";
import { apiOk, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/car-images-reorder";

const openapi = operations({
  put: {
    tag: "Uploads",
    summary: "Orders your listing's photos; the first is the cover.",
    auth: "bearer",
    body: PhotoOrderSchema,
    errors: { ...BAD_BODY, ...AUTH_ERRORS, 404: "Not found, or not yours." },
  },
});

const api = methods(
  {
    PUT: async ({ request, params }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const { imageOrder } = await readJsonWith(request, PhotoOrderSchema);
      await reorderPhotos(user, params.id, imageOrder);
      return apiOk({ images: await listingPhotosOf(params.id) }, "Order saved");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
