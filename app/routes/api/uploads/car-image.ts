/** `DELETE /api/uploads/cars/{id}/images/{imageId}`: removes one photo (owner or staff; others 404). */
import { apiError, apiOk } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import { removePhoto, SellingError } from "~/models/selling.server";
import type { Route } from "./+types/car-image";

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "DELETE") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  try {
    await removePhoto(user, params.id, params.imageId);
    return apiOk(null, "Photo removed");
  } catch (error) {
    if (error instanceof SellingError) return apiError(error.status, error.message);
    throw error;
  }
}

export const loader = () => apiError(405, "Method not allowed");
