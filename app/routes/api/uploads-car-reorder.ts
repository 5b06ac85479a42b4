/** `PUT /api/uploads/cars/{id}/images/reorder` `{ imageOrder: [photo ids] }`: the first is the cover. */
import { z } from "zod";
import { apiError, apiOk, readJsonWith } from "~/lib/api.server";
import { requireApiUser } from "~/lib/session.server";
import { listingPhotosOf, reorderPhotos, SellingError } from "~/models/selling.server";
import type { Route } from "./+types/uploads-car-reorder";

const Body = z.object({
  imageOrder: z.array(z.string().uuid("imageOrder must list photo ids")).min(1).max(20),
});

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "PUT") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  try {
    const { imageOrder } = await readJsonWith(request, Body);
    await reorderPhotos(user, params.id, imageOrder);
    return apiOk({ images: await listingPhotosOf(params.id) }, "Order saved");
  } catch (error) {
    if (error instanceof SellingError) return apiError(error.status, error.message);
    throw error;
  }
}

export const loader = () => apiError(405, "Method not allowed");
