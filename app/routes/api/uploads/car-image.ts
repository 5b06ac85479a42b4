/**
 * `DELETE /api/uploads/cars/{id}/images/{imageId}`: removes one photo (its seller, or an admin;
 * others 404). A malformed photo id is a 404 too.
 */
import { removePhoto } from "~/models/listing-photos.server";
import { apiOk, methods } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/car-image";

const api = methods({
  DELETE: async ({ request, params }: Route.ActionArgs) => {
    const user = await requireApiUser(request);
    await removePhoto(user, params.id, params.imageId);
    return apiOk(null, "Photo removed");
  },
});

export const loader = api;
export const action = api;
