/**
 * `DELETE /api/uploads/cars/{id}/images/{imageId}`: removes one photo (its seller, or an admin;
 * others 404). A malformed photo id is a 404 too.
 */
import { removePhoto } from "~/models/listings/photos.server";
import { apiOk, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/car-image";

const openapi = operations({
  delete: {
    tag: "Uploads",
    summary: "Removes one photo from your listing.",
    auth: "bearer",
    errors: {
      ...AUTH_ERRORS,
      404: "Not found, or not yours.",
      409: "The last photo of a listing in review or on sale stays.",
    },
  },
});

const api = methods(
  {
    DELETE: async ({ request, params }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      await removePhoto(user, params.id, params.imageId);
      return apiOk(null, "Photo removed");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
