/** `PUT /api/uploads/cars/{id}/images/reorder` `{ imageOrder: [photo ids] }`: the first is the cover. */
import { apiError, apiOk, readJsonWith } from "~/request/api.server";
import { PhotoOrderSchema } from "~/lib/api-schemas";
import { requireApiUser } from "~/request/session.server";
import { listingPhotosOf, reorderPhotos, SellingError } from "~/models/selling.server";
import type { Route } from "./+types/car-images-reorder";

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "PUT") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  try {
    const { imageOrder } = await readJsonWith(request, PhotoOrderSchema);
    await reorderPhotos(user, params.id, imageOrder);
    return apiOk({ images: await listingPhotosOf(params.id) }, "Order saved");
  } catch (error) {
    if (error instanceof SellingError) return apiError(error.status, error.message);
    throw error;
  }
}

export const loader = () => apiError(405, "Method not allowed");
