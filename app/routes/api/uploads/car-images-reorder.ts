/** `PUT /api/uploads/cars/{id}/images/reorder` `{ imageOrder: [photo ids] }`: the first is the cover. */
import { PhotoOrderSchema } from "~/lib/api-schemas";
import { listingPhotosOf, reorderPhotos } from "~/models/listings/photos.server";
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/car-images-reorder";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request, params }: Route.ActionArgs) => {
  if (request.method !== "PUT") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  const { imageOrder } = await readJsonWith(request, PhotoOrderSchema);
  await reorderPhotos(user, params.id, imageOrder);
  return apiOk({ images: await listingPhotosOf(params.id) }, "Order saved");
});
