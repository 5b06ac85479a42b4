/**
 * `DELETE /api/uploads/cars/{id}/images/{imageId}`: removes one photo (its seller, or an admin;
 * others 404). A malformed photo id is a 404 too.
 */
import { removePhoto } from "~/models/listings/photos.server";
import { apiError, apiHandler, apiOk, methodNotAllowed } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/car-image";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request, params }: Route.ActionArgs) => {
  if (request.method !== "DELETE") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  await removePhoto(user, params.id, params.imageId);
  return apiOk(null, "Photo removed");
});
