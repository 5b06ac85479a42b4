/**
 * `POST /api/uploads/cars/{id}/images` (multipart, field `carImages` repeated): adds photos to
 * the caller's listing (its seller, or an admin; others 404). Checked by content, 10 MB each,
 * within the plan's photo limit; all or nothing. The first photos of a listing waiting for them
 * send it to review: `data {added, images, id, status, awaitingPhotos, submitted}` and the
 * message say where it stands.
 */
import { msg } from "~/i18n/messages";
import { submissionNext } from "~/lib/listing-status";
import { MAX_PHOTOS } from "~/lib/plans";
import { addPhotos, listingPhotosOf } from "~/models/listings/photos.server";
import { requireEditableListing } from "~/models/listings/selling.server";
import { apiOk, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import { readUploads } from "~/request/uploads.server";
import type { Route } from "./+types/car-images";

const openapi = operations({
  post: {
    tag: "Uploads",
    summary:
      "Adds photos to your listing (checked by content, 10 MB each). The first photos of a listing waiting for them send it to review: `data.submitted`, `data.status`.",
    auth: "bearer",
    body: { multipart: ["carImages"] },
    created: true,
    errors: {
      ...AUTH_ERRORS,
      400: "A file is not a JPEG, PNG, WebP or HEIC photo.",
      403: "The plan's photo limit is reached.",
      404: "Not found, or not yours.",
      413: "A file is over 10 MB.",
    },
  },
});

const api = methods(
  {
    POST: async ({ request, params }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      await requireEditableListing(user, params.id);
      const { files } = await readUploads(request, ["carImages", "photos"], {
        maxFiles: MAX_PHOTOS + 1,
      });
      const result = await addPhotos(user, params.id, files);
      const next = result.submitted ? submissionNext(result) : "none";
      return apiOk(
        { ...result, images: await listingPhotosOf(params.id) },
        msg("sell.flash.photosAdded", { count: result.added, next }),
        { status: 201 },
      );
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
