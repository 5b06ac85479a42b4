/**
 * `POST /api/uploads/cars/{id}/images` (multipart, field `carImages` repeated): adds photos to
 * the caller's listing (owner or staff; others 404). Checked by content, 10 MB each, within the
 * plan's photo limit; all or nothing.
 */
import { apiError, apiOk } from "~/request/api.server";
import { MAX_PHOTOS } from "~/lib/plans";
import { requireApiUser } from "~/request/session.server";
import { readUploads, UploadError } from "~/request/uploads.server";
import {
  addPhotos,
  listingPhotosOf,
  requireOwnListing,
  SellingError,
} from "~/models/selling.server";
import type { Route } from "./+types/car-images";

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  try {
    await requireOwnListing(user, params.id);
    const { files } = await readUploads(request, ["carImages", "photos"], {
      maxFiles: MAX_PHOTOS + 1,
    });
    const added = await addPhotos(user, params.id, files);
    return apiOk({ added, images: await listingPhotosOf(params.id) }, `${added} photo(s) added`, {
      status: 201,
    });
  } catch (error) {
    if (error instanceof SellingError || error instanceof UploadError)
      return apiError(error.status, error.message);
    throw error;
  }
}

export const loader = () => apiError(405, "Method not allowed");
