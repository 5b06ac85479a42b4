/**
 * `DELETE /api/uploads/cars/{id}/images/{imageId}`: removes one photo (its seller, or an admin;
 * others 404). A malformed photo id is a 404 too.
 */
import { z } from "zod";
import { removePhoto } from "~/models/selling/photos.server";
import { apiAnswer, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/car-image";

const openapi = operations({
  delete: {
    operationId: "deleteCarPhoto",
    tag: "Uploads",
    summary: "Removes one photo from your listing; the others close up behind it.",
    auth: "bearer",
    answer: z.null(),
    errors: {
      ...AUTH_ERRORS,
      404: "No such listing or photo, or not yours.",
      409: "The last photo of a listing in review or on sale stays.",
    },
  },
});

const api = methods(
  {
    DELETE: async ({ request, params }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      await removePhoto(user, params.id, params.imageId);
      return apiAnswer(openapi.delete, null, "Photo removed");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
